import { formatPrice } from '../price.ts';
import { type Lang, messageWith } from '../messages.ts';
import { type BasePrice, repriceService, ruleFor, type SpecialDayRule } from './pricing.ts';

// One service's price on one day, said in words wherever a price is shown (home, step 2, step 0):
// a special day's price is never a silent surcharge. The same function serves the server (home)
// and the browser (booking), so both say the same.

export type SpecialDayKind = 'weekend' | 'holiday';

export interface DayPrice {
  serviceId: number;
  /** What the customer pays that day, with the system's stylist. */
  price: number;
  /** Struck-through price, only when higher than `price`. */
  oldPrice: number | null;
  /** The service's ordinary-day price. */
  regularPrice: number;
  /** Its special-day price when a rule gives one (null: the same every day). */
  specialDayPrice: number | null;
  /** Why this day's price differs (null: an ordinary-day price). */
  specialDay: SpecialDayKind | null;
}

/** Saturday and Sunday are weekend days; any other special day is a holiday. */
export function specialDayKind(dateIso: string): SpecialDayKind {
  const weekday = new Date(`${dateIso}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6 ? 'weekend' : 'holiday';
}

/** The price of a service on `dateIso` when the salon picks the stylist (what home and step 2 show). */
export function dayPrice(base: BasePrice, rules: readonly SpecialDayRule[], dateIso: string): DayPrice {
  const priced = repriceService(base, rules, { dateIso });
  const special = ruleFor(rules, base.serviceId)?.specialPrice ?? null;
  return {
    serviceId: base.serviceId,
    price: priced.price,
    oldPrice: priced.oldPrice,
    regularPrice: base.price,
    specialDayPrice: special !== null && special !== base.price ? special : null,
    specialDay: priced.isSpecialDay && priced.price !== base.price ? specialDayKind(dateIso) : null,
  };
}

/**
 * The words beside a price: on a special day which price it is and the ordinary one ('Giá cuối tuần ·
 * ngày thường 99.000 VNĐ'); on an ordinary day the special-day price ahead ('Thứ 7, CN và ngày lễ:
 * 119.000 VNĐ'); null when the price is the same every day.
 */
export function dayPriceNote(p: DayPrice, lang: Lang = 'vi'): string | null {
  if (p.specialDay === 'weekend')
    return messageWith('priceWeekendNote', { regular: formatPrice(p.regularPrice, lang) }, lang);
  if (p.specialDay === 'holiday')
    return messageWith('priceHolidayNote', { regular: formatPrice(p.regularPrice, lang) }, lang);
  if (p.specialDayPrice !== null)
    return messageWith('priceSpecialAhead', { price: formatPrice(p.specialDayPrice, lang) }, lang);
  return null;
}
