import {
  catalogueOf,
  fromDdMmYyyy,
  type PricingContext,
  repriceService,
  type SpecialDayRule,
  selectService,
  todayInVietnam,
  toggleService,
} from '@salon/domain';
import type { DraftService, PersonDraft } from '../draft/draft-types.ts';
import type { ServiceItem } from './service-types.ts';

// The person's chosen services as draft entries, priced for the draft's date and stylist (a preview:
// the server prices the booking again).

export function displayName(s: Pick<ServiceItem, 'name' | 'versionName'>): string {
  return s.versionName ? `${s.name} (${s.versionName})` : s.name;
}

export function pricingContext(p: Pick<PersonDraft, 'dateBook' | 'stylist'>): PricingContext {
  const skill = p.stylist && p.stylist.id > 0 ? p.stylist.skillLevel : null;
  return { dateIso: fromDdMmYyyy(p.dateBook) ?? todayInVietnam(), stylistSkillLevel: skill };
}

export function toDraftServices(
  ids: readonly number[],
  byId: ReadonlyMap<number, ServiceItem>,
  rules: readonly SpecialDayRule[],
  ctx: PricingContext,
): DraftService[] {
  return ids.flatMap((id) => {
    const s = byId.get(id);
    if (!s) return [];
    const priced = repriceService({ serviceId: id, price: s.priceNum, oldPrice: s.oldPriceNum }, rules, ctx);
    return [
      {
        serviceId: id,
        name: displayName(s),
        price: priced.price,
        oldPrice: priced.oldPrice,
        timeServe: s.timeServe,
        groupId: s.groupId,
        parentServiceId: s.parentServiceId,
        serviceDeliveryType: s.serviceDeliveryType,
        needsSkinner: s.needsSkinner,
      },
    ];
  });
}

export interface ChosenModel {
  byId: ReadonlyMap<number, ServiceItem>;
  rules: readonly SpecialDayRule[];
}

function catalogue(model: ChosenModel) {
  return catalogueOf(model.byId.values());
}

/** The next chosen list after toggling one service (selection rules from packages/domain). */
export function toggled(person: PersonDraft, serviceId: number, model: ChosenModel): DraftService[] {
  const ids = toggleService(
    person.chosenService.map((s) => s.serviceId),
    serviceId,
    catalogue(model),
  );
  return toDraftServices(ids, model.byId, model.rules, pricingContext(person));
}

/** The next chosen list after adding several services (step 3 and the suggestion popup). */
export function withSelected(
  person: PersonDraft,
  serviceIds: readonly number[],
  model: ChosenModel,
): DraftService[] {
  const cat = catalogue(model);
  let ids = person.chosenService.map((s) => s.serviceId);
  for (const id of serviceIds) ids = selectService(ids, id, cat);
  return toDraftServices(ids, model.byId, model.rules, pricingContext(person));
}
