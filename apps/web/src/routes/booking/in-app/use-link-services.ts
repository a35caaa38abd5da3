import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useBookingNav } from '../booking-nav.ts';
import { chooseServices } from '../draft/draft-actions.ts';
import { draftStore, useDraft } from '../draft/draft-store.ts';
import type { ChosenModel } from '../shared/chosen-services.ts';
import { withSelected } from '../shared/chosen-services.ts';
import { flattenServices, toDomainRules, useServiceList } from '../shared/use-service-list.ts';
import { parseServiceIds } from './link-services.ts';
import { appliedOnce } from './applied-once.ts';

const applied = appliedOnce('services');

/**
 * The link's services (chosenService) are chosen for the first person once the salon's catalogue is
 * known (the catalogue is per salon), by the same selection rules as a tap in step 2; ids the salon
 * does not offer are skipped. Applied once per link: a customer who then removes one keeps it removed.
 */
export function useLinkServices() {
  const { params, query } = useBookingNav();
  const { i18n } = useTranslation();
  const raw = params.get('chosenService');
  const ids = useMemo(() => parseServiceIds(raw), [raw]);
  const first = useDraft().persons[0];
  const salonId = first?.salon?.id ?? null;
  const key = `${salonId}:${ids.join(',')}`;
  const pending = ids.length > 0 && salonId !== null && !applied.has(key);
  const list = useServiceList(pending ? salonId : null, query.phone, i18n.language);
  useEffect(() => {
    if (!pending || !list.data || !first) return;
    const model: ChosenModel = {
      byId: new Map(flattenServices(list.data).map((s) => [s.serviceId, s])),
      rules: toDomainRules(list.data.rulesSpecialDay),
    };
    applied.mark(key);
    const services = withSelected(first, ids, model);
    if (services.length > 0) draftStore.dispatch(chooseServices, services, first.index);
  }, [pending, list.data, first, ids, key]);
}
