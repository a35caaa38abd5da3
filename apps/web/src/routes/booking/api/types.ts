// Payload shapes of the booking calls (001 §7); the answers are the API's contracts (@salon/domain/contracts).

export interface BookHourBody {
  bookHourId: number;
  subHourId: number | null;
  secondSubHourId: number | null;
  campaigns: { id: number; name: string }[];
  chosenServices: string;
  stylistId: number;
  totalMoney: number;
}

/** POST /api/v1/booking-multiple (001 §7). */
export interface CreateBookingBody {
  salonId: number;
  phone: string;
  stylistId: number;
  skinnerId: number | null;
  dateBook: string;
  services: string;
  chosenServices: string;
  bookHours: BookHourBody[];
  subHourId: number | null;
  secondSubHourId: number | null;
  /** The channel code by source (001 §7), as text; the server derives its own from source. */
  bookAt: string;
  source: string | null;
  campaign: string;
  userId: number | null;
  note: string;
  receiveAdvice: boolean;
  utilityService: string;
  acceptMakePhoto: boolean;
  littleAdvice: boolean;
  numberPersons: number;
  utmSource: string | null;
  params: string;
  isMaster: boolean;
  adviceUND: boolean;
  adviceProduct: boolean;
  allowChange: boolean;
  muonCaoMat: boolean;
  /** A solved ALTCHA payload, sent when the server asked for one (decision 0101). */
  captcha?: string;
  /** /booking-at-home (decision 0124): the address the visit is served at. */
  isBookAtHome?: boolean;
  homeAddress?: {
    address: string;
    latitude: number;
    longitude: number;
    placeId: string | null;
    attrId: number | null;
  };
}
