// One-tap rebooking (issue 22): 'Đặt lại' on home and in the history opens /booking with the visit's
// salon, services and stylist; the booking page then picks the first free hour (rebook-entry.tsx).
// Small on purpose: home and the history import it, the rest loads only on /booking.

export const REBOOK_PARAM = 'rebook';
export const REBOOK_STYLIST_PARAM = 'rebookStylist';

export interface Visit {
  salonId: number;
  serviceIds: readonly number[];
  /** 0 or null: the system picks. */
  stylistId: number | null;
}

/** A history visit's salon, services and stylist. */
export function visitToRebook(v: {
  salonId: number;
  services: readonly { serviceId: number }[];
  stylist: { id: number };
}): Visit {
  return { salonId: v.salonId, serviceIds: v.services.map((s) => s.serviceId), stylistId: v.stylist.id };
}

export function rebookHref(v: Visit): string {
  const q = new URLSearchParams({ step: '0', salonId: String(v.salonId) });
  q.set(REBOOK_PARAM, v.serviceIds.join(','));
  if (v.stylistId) q.set(REBOOK_STYLIST_PARAM, String(v.stylistId));
  return `/booking?${q.toString()}`;
}

/** The visit a /booking URL asks to book again, or null (ids must be plain positive numbers). */
export function readRebook(params: URLSearchParams): Omit<Visit, 'salonId'> | null {
  const raw = params.get(REBOOK_PARAM);
  if (raw === null) return null;
  const ids = raw
    .split(',')
    .filter((p) => /^[1-9]\d{0,8}$/.test(p))
    .map(Number);
  if (ids.length === 0) return null;
  const stylist = params.get(REBOOK_STYLIST_PARAM) ?? '';
  return {
    serviceIds: [...new Set(ids)],
    stylistId: /^[1-9]\d{0,8}$/.test(stylist) ? Number(stylist) : null,
  };
}
