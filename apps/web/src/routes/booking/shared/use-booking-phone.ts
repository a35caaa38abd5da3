import { normalizePhone } from '@salon/domain';
import { useCurrentUser } from '../../../features/auth/use-current-user.ts';
import { useBookingNav } from '../booking-nav.ts';
import { useDraft } from '../draft/draft-store.ts';

/** The booking phone (canonical +84 form) and whether the logged-in customer owns it (001 §5). */
export function useBookingPhone() {
  const { query } = useBookingNav();
  const draft = useDraft();
  const { user } = useCurrentUser();
  const raw = draft.persons[0]?.phone ?? query.phone;
  const phone = raw ? normalizePhone(raw) : null;
  const userPhone = user ? normalizePhone(user.userInfo.phoneNumber) : null;
  return { phone, rawPhone: raw, isOwner: phone !== null && userPhone === phone, isLoggedIn: user !== null };
}
