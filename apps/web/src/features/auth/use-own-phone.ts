import { normalizePhone } from '@salon/domain';
import { useCurrentUser } from './use-current-user.ts';

/**
 * The phone when the visitor is logged in as it, else null. What a phone reveals (visited salons,
 * used services, member type) is told only to its owner (decision 0102): for anyone else the page
 * asks without the phone and gets the generic answer, without using up the address's read limit.
 */
export function useOwnPhone(phone: string | null): string | null {
  const mine = useCurrentUser().user?.userInfo.phoneNumber;
  const asked = normalizePhone(phone ?? '');
  return asked && mine && normalizePhone(mine) === asked ? phone : null;
}
