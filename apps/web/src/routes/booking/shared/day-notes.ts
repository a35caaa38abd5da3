import { dayPrice, dayPriceNote, type Lang } from '@salon/domain';
import type { PersonDraft } from '../draft/draft-types.ts';
import { pricingContext } from './chosen-services.ts';
import type { ServiceListData } from './service-types.ts';
import { flattenServices, toDomainRules } from './use-service-list.ts';

/**
 * Step 0's words for a special day's prices: one line per chosen service the day reprices
 * ('Gội đầu dưỡng sinh (Cơ bản): Giá cuối tuần · ngày thường 99.000 VNĐ'), so the total never rises
 * silently. Empty on an ordinary day.
 */
export function specialDayNotes(
  person: PersonDraft,
  data: ServiceListData | undefined,
  lang: Lang,
): string[] {
  if (!data || person.chosenService.length === 0) return [];
  const byId = new Map(flattenServices(data).map((s) => [s.serviceId, s]));
  const rules = toDomainRules(data.rulesSpecialDay);
  const { dateIso } = pricingContext(person);
  return person.chosenService.flatMap((chosen) => {
    const s = byId.get(chosen.serviceId);
    if (!s) return [];
    const price = dayPrice(
      { serviceId: s.serviceId, price: s.priceNum, oldPrice: s.oldPriceNum },
      rules,
      dateIso,
    );
    return price.specialDay ? [`${chosen.name}: ${dayPriceNote(price, lang)}`] : [];
  });
}
