// Answer and payload shapes of the booking calls (document 2, sections 3 and 7).

/** A stylist or a skinner (001 §3 Stylist). The spec spells totalCutomer this way. */
export interface Stylist {
  staffId: number;
  staffName: string;
  avatar: string | null;
  special?: boolean;
  /** The salon the stylist works at on the asked date, when it is not the asked salon. */
  salonEnroll?: number | null;
  salonEnrollName?: string | null;
  favoriteImages?: string[];
  experience?: string | null;
  totalCutomer: number;
  ratingStar?: number | string;
  star?: number;
  description?: string;
  skill?: string;
  skillLevel: number;
}

export interface StylistsAnswer {
  data: { stylists: Stylist[]; skinners: Stylist[] };
}

/** One slot (001 §3 Hour). */
export interface Hour {
  hour: string;
  hourId: number;
  subHourId: number | null;
  secondSubHourId: number | null;
  hourFrame: string;
  isFree: boolean;
  totalStylistEmpty?: number;
  totalSkinnerEmpty?: number;
}

export interface HourGroup {
  name: string;
  hours: Hour[];
}

export interface HoursAnswer {
  data: {
    hourGroup: HourGroup[];
    lastHourWork?: { isFreeToday: boolean };
    receptionName?: string | null;
    receptionAvatar?: string | null;
    /** The salon's slot length in minutes (20 or 30); absent from older answers. */
    slotMinutes?: number;
  };
}

/** A salon near the chosen one with its free hours for the chosen services. */
export interface BackupSalonHours {
  salonId: number;
  distance: number;
  salon: { id: number; name: string; addressNew?: string; address?: string };
  hours: Hour[];
}

export interface BackupHoursAnswer {
  statusCode: number;
  data: BackupSalonHours[];
}

/** The booking-privacy role (001 §3 Role); only the fields this screen uses. */
export interface BookingRole {
  allowBookStylist?: boolean;
  allowMultiple?: boolean;
  daysBookFuture?: number;
  maxDaysBookFuture?: number;
  memberType?: number | null;
}

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
}

export interface CreateBookingAnswer {
  data: {
    booking: { id: number; listBooking: { totalMoney: number }[]; holdExpiresAt?: string | null };
    isUseOtp: boolean;
    /** A short-lived token that lets this browser read the booking it just made. */
    viewToken?: string;
  };
}

export type OtpMethod = 'zalo' | 'sms' | 'voice';

export interface OtpSendAnswer {
  success: boolean;
  message: string;
  allowResendAfterSeconds: number;
  verificationMethod: OtpMethod;
}

/** GET /api/v1/booking/{id}: what the success page shows. */
export interface BookingDetail {
  bookingId: number;
  status: string;
  salonId: number;
  salonName: string;
  salonAddress: string;
  /** DD-MM-YYYY */
  dateBook: string;
  hourBook: string;
  hourFrame: string;
  /** +84 form. */
  customerPhone: string;
  totalMoney: number;
  listBooking: {
    stylistName: string | null;
    hour: string;
    hourFrame: string;
    services: { serviceId: number; name: string; price: number }[];
    totalMoney: number;
  }[];
}
