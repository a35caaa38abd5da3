// The home box consent modal (000 §2): shown when the phone differs from the remembered one, the user
// has not agreed, and the user is not in the app.
export interface ConsentInput {
  phone: string;
  rememberedPhone: string | null;
  agreed: boolean;
  inApp: boolean;
}

const digits = (p: string) => p.replace(/\D/g, '').replace(/^84/, '0');

export function needsConsent({ phone, rememberedPhone, agreed, inApp }: ConsentInput): boolean {
  const differs = rememberedPhone === null || digits(rememberedPhone) !== digits(phone);
  return differs && !agreed && !inApp;
}

/** /booking with the phone, as the home box sends it. */
export function bookingHrefForPhone(phone: string): string {
  return `/booking?phone=${encodeURIComponent(phone)}&salonId=0&step=0`;
}
