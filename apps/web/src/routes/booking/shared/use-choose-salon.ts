import { useCallback } from 'react';
import type { Salon } from '@salon/domain/contracts';
import { useBookingNav } from '../booking-nav.ts';
import { applySalonChoice } from './choose-salon.ts';
import { focusSalonFieldOnReturn } from './salon-field-focus.ts';

/**
 * Step 1's Next goes on to the services; a salon closed today goes back to step 0, where the salon-off
 * check says so and offers its backups (001 §4).
 */
export const opensServices = (step: number, salon: Salon) => step === 1 && !salon.closedUntil;

/**
 * Picks a salon with its id in the URL (the URL follows the state). On step 1 the choice is its Next:
 * 'Next with a salon chosen goes to step 2' (001 §2), the services of that salon; step 1 opened from
 * step 2 (`from=2`) also resets the chosen services. A chip on step 0 itself stays on step 0.
 */
export function useChooseSalon() {
  const { go, params, query } = useBookingNav();
  return useCallback(
    (salon: Salon) => {
      // URL first, then the draft, in one handler: the sync effect then sees both agree.
      // (react-router's functional updates read the params of the last render, so a second
      // navigation in the same tick would undo the step change.)
      go(opensServices(query.step, salon) ? 2 : 0, { salonId: salon.id, from: null });
      applySalonChoice(salon, { resetServices: params.get('from') === '2' });
      // Back on step 0 from elsewhere, the focus goes to the salon field: keyboard users go on
      // where they were. A chip on step 0 itself keeps the focus; step 1 sends it to step 2's title.
      if (query.step > 1) focusSalonFieldOnReturn();
    },
    [go, params, query.step],
  );
}
