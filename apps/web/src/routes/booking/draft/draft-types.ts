// The booking draft of document 2, section 3: one per person of a group.
export interface DraftSalon {
  id: number;
  name: string;
  openingDate: string | null; // DD-MM-YYYY
  warnText: string | null;
  addressNew: string;
  address: string;
  bookManyPeople: 'off' | 'all' | 'notToday';
  selectConsultation: boolean;
}
export interface DraftStylist {
  id: number; // 0 = the system picks the best stylist
  name: string;
  skillLevel: number;
}
export interface DraftService {
  serviceId: number;
  name: string;
  price: number;
  oldPrice: number | null;
  timeServe: number;
  groupId: number;
  parentServiceId: number | null;
  serviceDeliveryType: number;
  /** Skin care done by a skinner (the service's needsSkinner); absent in drafts saved before: false. */
  needsSkinner?: boolean;
}
export interface DraftHour {
  bookHourId: number;
  subHourId: number | null;
  secondSubHourId: number | null;
  hour: string;
  hourFrame: string;
}
export interface DraftCampaign {
  id: number;
  name: string;
}
export interface PersonDraft {
  index: number;
  phone: string | null;
  dateBook: string; // DD-MM-YYYY
  dateChosenByUser: boolean;
  stylist: DraftStylist | null;
  skinnerId: number | null;
  salon: DraftSalon | null;
  chosenService: DraftService[];
  hour: DraftHour | null;
  campaign: DraftCampaign[];
  note: string;
  receiveAdvice: boolean;
  littleAdvice: boolean;
  acceptMakePhoto: boolean;
  numberPersons: number;
  allowChange: boolean;
}
export interface BookingDraft {
  persons: PersonDraft[];
  current: number; // index of the person being edited
  /** Set when an existing booking is being changed. */
  changingBookingId: number | null;
}
