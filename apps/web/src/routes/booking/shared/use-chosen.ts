import { servedIn } from '@salon/domain';
import { useMemo } from 'react';
import { chooseServices } from '../draft/draft-actions.ts';
import { draftStore, editedPerson, useCurrentPerson } from '../draft/draft-store.ts';
import { type ChosenModel, toggled, withSelected } from './chosen-services.ts';
import type { ServiceListData } from './service-types.ts';
import { flattenServices, toDomainRules } from './use-service-list.ts';
import { TRACKING_EVENTS } from '@salon/domain';
import { track } from '../../../features/tracking/tracking.ts';
import { useAtHome } from '../../booking-at-home/use-at-home.ts';

/** The current person's chosen services with the actions of steps 2 and 3. */
export function useChosen(data: ServiceListData | undefined) {
  const person = useCurrentPerson();
  const model: ChosenModel = useMemo(
    () => ({
      byId: new Map(flattenServices(data).map((s) => [s.serviceId, s])),
      rules: toDomainRules(data?.rulesSpecialDay ?? []),
    }),
    [data],
  );
  const chosenIds = person.chosenService.map((s) => s.serviceId);
  // A salon booking never takes an at-home-only service (delivery type 2), wherever it is offered;
  // a booking at home never takes a salon-only one (type 1).
  const atHome = useAtHome();
  const bookable = (id: number) =>
    chosenIds.includes(id) || servedIn(model.byId.get(id)?.serviceDeliveryType ?? 1, atHome);
  return {
    person,
    model,
    chosen: person.chosenService,
    chosenIds,
    isChosen: (id: number) => chosenIds.includes(id),
    toggle: (id: number) => {
      if (!bookable(id)) return;
      draftStore.dispatch(chooseServices, toggled(editedPerson(), id, model));
      track(TRACKING_EVENTS.chooseService, {
        serviceId: id,
        chosenServices: JSON.stringify(
          draftStore.get().persons.map((p) => p.chosenService.map((c) => c.serviceId)),
        ),
      });
    },
    select: (ids: readonly number[]) =>
      draftStore.dispatch(chooseServices, withSelected(editedPerson(), ids.filter(bookable), model)),
  };
}
