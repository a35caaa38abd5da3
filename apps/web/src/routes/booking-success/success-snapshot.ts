// What the booking screen hands to the success page (001 §4: "passing booking data and selected
// draft"): kept in sessionStorage by booking id so a reload of the success page still has it.
export interface SuccessSnapshot {
  bookingId: number;
  /** Lets this browser read the booking it just made (GET /api/v1/booking/{id}). */
  viewToken: string | null;
  /** 10 digits. */
  phone: string;
  salonName: string;
  salonAddress: string;
  /** DD-MM-YYYY */
  dateBook: string;
  hour: string;
  hourFrame: string;
  stylistName: string | null;
  /** Customer 1's skinner, chosen or assigned (from the server's record); absent when none. */
  skinnerName?: string | null;
  services: { name: string; price: number; timeServe: number }[];
  totalMoney: number;
  /** What the booking holds paid from the balance (server's record; absent: nothing known). */
  balancePaid?: number;
  /** People in the booking (1 to 5); absent in snapshots of older pages: 1. */
  groupSize?: number;
  /** Each person of a group: their hour, stylist and services. */
  persons?: SuccessPerson[];
  /** The booking was changed (PUT), not made. */
  changed?: boolean;
  /** Where to park near the salon (000 §3 parkingMap, from the server's record); absent or null: none. */
  parkingMap?: string | null;
  /** Booking at home (decision 0124): the address served, from the server's record; absent or null: at the salon. */
  homeAddress?: string | null;
}

export interface SuccessPerson {
  hour: string;
  stylistName: string | null;
  skinnerName?: string | null;
  services: string[];
}

const key = (id: number) => `booking-success-${id}`;

export function saveSnapshot(s: SuccessSnapshot) {
  try {
    sessionStorage.setItem(key(s.bookingId), JSON.stringify(s));
  } catch {
    // Storage blocked: the success page then relies on the server alone.
  }
}

export function loadSnapshot(id: number): SuccessSnapshot | null {
  try {
    const raw = sessionStorage.getItem(key(id));
    return raw ? (JSON.parse(raw) as SuccessSnapshot) : null;
  } catch {
    return null;
  }
}
