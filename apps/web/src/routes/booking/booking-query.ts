// The URL rules of /booking (document 2, section 2).
export interface BookingQuery {
  step: number;
  phone: string | null;
  salonId: number | null;
  source: string | null;
}

export function readBookingQuery(params: URLSearchParams): BookingQuery {
  const rawSalon = params.get('salonId');
  const salonNum = rawSalon === null ? Number.NaN : Number(rawSalon);
  let salonId = Number.isInteger(salonNum) && salonNum >= 0 ? salonNum : null;
  const source = params.get('source');
  const inApp = params.get('inApp') === 'true' || params.get('inApp') === '1';
  if (source === 'customer_ios' && inApp && salonId === 20) salonId = 0;
  const rawStep = Number(params.get('step') ?? 0);
  let step = Number.isInteger(rawStep) && rawStep >= 0 && rawStep <= 5 ? rawStep : 0;
  if (inApp) step = Math.min(Math.max(step, 0), 2);
  if (salonId !== null && salonId > 0 && step > 1) step = 0;
  const phone = params.get('phone');
  return { step, phone: phone && phone !== '0' ? phone : null, salonId, source };
}
