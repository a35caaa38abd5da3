import { useCallback } from 'react';
import type { Salon } from '@salon/domain/contracts';
import { useBookingNav } from '../booking-nav.ts';
import { applySalonChoice } from './choose-salon.ts';
import { focusSalonFieldOnReturn } from './salon-field-focus.ts';

/**
 * Picks a salon and returns to step 0 with its id in the URL (the URL follows the state).
 * Step 1 opened from step 2 (`from=2`) also resets the chosen services.
 */
export function useChooseSalon() {
  const { go, params, query } = useBookingNav();
  return useCallback(
    (salon: Salon) => {
      // URL first, then the draft, in one handler: the sync effect then sees both agree.
      // (react-router's functional updates read the params of the last render, so a second
      // navigation in the same tick would undo the step change.)
      go(0, { salonId: salon.id, from: null });
      applySalonChoice(salon, { resetServices: params.get('from') === '2' });
      // Back on step 0 the focus goes to the salon field, not to the page top: keyboard users go on
      // where they were. A chip on step 0 itself keeps the focus.
      if (query.step !== 0) focusSalonFieldOnReturn();
    },
    [go, params, query.step],
  );
}
