import { TRACKING_EVENTS, todayInVietnam } from '@salon/domain';
import type { Salon } from '@salon/domain/contracts';
import { track } from '../../../features/tracking/tracking.ts';
import { chooseSalon } from '../draft/draft-actions.ts';
import { draftStore } from '../draft/draft-store.ts';
import type { DraftSalon } from '../draft/draft-types.ts';

// Choosing a salon from a list (001 §4): tracked, then the draft's chooseSalon (what it resets is there).
export function toDraftSalon(s: Salon): DraftSalon {
  return {
    id: s.id,
    name: s.name,
    openingDate: s.openingDate,
    warnText: s.warnText,
    addressNew: s.addressNew,
    address: s.address,
    bookManyPeople: s.bookManyPeople,
    selectConsultation: s.selectConsultation,
  };
}

export function applySalonChoice(salon: Salon, opts: { resetServices?: boolean } = {}) {
  track(TRACKING_EVENTS.chooseSalon, { salonId: salon.id });
  draftStore.dispatch(chooseSalon, {
    salon: toDraftSalon(salon),
    resetServices: opts.resetServices ?? false,
    today: todayInVietnam(),
  });
}
