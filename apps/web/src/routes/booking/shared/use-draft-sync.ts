import { findDiscontinued, message } from '@salon/domain';
import { useEffect } from 'react';
import { toast } from '../../../features/toast/toast-store.ts';
import { chooseServices } from '../draft/draft-actions.ts';
import { draftStore } from '../draft/draft-store.ts';
import type { DraftService, PersonDraft } from '../draft/draft-types.ts';
import { pricingContext, toDraftServices } from './chosen-services.ts';
import type { ServiceListData } from './service-types.ts';
import { flattenServices, toDomainRules } from './use-service-list.ts';

function samePrices(a: readonly DraftService[], b: readonly DraftService[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (s, i) => s.serviceId === b[i]?.serviceId && s.price === b[i]?.price && s.oldPrice === b[i]?.oldPrice,
    )
  );
}

/**
 * Keeps every person's chosen services true to the salon's current list: services the salon no
 * longer sells are dropped with 'Some services are no longer sold, please choose again', and
 * prices follow the chosen date and stylist (special-day and stylist-level rules).
 */
export function useDraftServiceSync(persons: readonly PersonDraft[], data: ServiceListData | undefined) {
  useEffect(() => {
    if (!data) return;
    const byId = new Map(flattenServices(data).map((s) => [s.serviceId, s]));
    const rules = toDomainRules(data.rulesSpecialDay);
    let dropped = false;
    for (const p of persons) {
      const ids = p.chosenService.map((s) => s.serviceId);
      const gone = findDiscontinued(ids, new Set(byId.keys()));
      if (gone.length > 0) dropped = true;
      const kept = ids.filter((id) => !gone.includes(id));
      const next = toDraftServices(kept, byId, rules, pricingContext(p));
      if (!samePrices(next, p.chosenService)) draftStore.dispatch(chooseServices, next, p.index);
    }
    if (dropped) toast.error(message('servicesDiscontinued'));
  }, [persons, data]);
}
