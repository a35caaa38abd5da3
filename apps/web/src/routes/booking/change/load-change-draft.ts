import { api } from '../../../api/client.ts';
import type { Salon } from '@salon/domain/contracts';
import { fetchStylists } from '../api/use-stylists.ts';
import { toDraftSalon } from '../shared/choose-salon.ts';
import { fetchServiceList, flattenServices, toDomainRules } from '../shared/use-service-list.ts';
import { type BookingToChange, bookingToDraft, bookingToHome } from './booking-to-draft.ts';

// Reading a booking into the draft (use-change-loader.ts), loaded only when /booking opens on a change.

export async function loadDraft(id: number, lang: string, salonsOf: () => Promise<Salon[]>) {
  const { data: booking } = await api<{ data: BookingToChange }>('GET', `/api/v1/booking/${id}`);
  if (booking.canceled) throw new Error('canceled');
  const salon = (await salonsOf()).find((s) => s.id === booking.salonId);
  if (!salon) throw new Error('salon');
  const phone = `0${booking.customerPhone.replace(/^\+84/, '')}`;
  const [services, stylists] = await Promise.all([
    fetchServiceList(salon.id, phone, lang),
    fetchStylists({ salonId: salon.id, workDate: booking.dateBook, customerPhone: phone }).catch(() => null),
  ]);
  const byId = new Map(flattenServices(services.data).map((s) => [s.serviceId, s]));
  const skillLevels = new Map((stylists?.data.stylists ?? []).map((s) => [s.staffId, s.skillLevel]));
  const rules = toDomainRules(services.data.rulesSpecialDay);
  const draft = bookingToDraft(booking, toDraftSalon(salon), { byId, rules, skillLevels });
  return { draft, home: bookingToHome(booking), salon, phone };
}
