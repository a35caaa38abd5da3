import { useEffect } from 'react';
import { useCurrentUser } from '../../../features/auth/use-current-user.ts';
import { useBookingNav } from '../booking-nav.ts';
import { useDraft } from '../draft/draft-store.ts';

/**
 * A logged-in customer who opens /booking without a phone books with their own: it is written into
 * the URL (replacing the entry), so every block reads it as if it had come from the home box.
 */
export function useLoggedInPhone(): void {
  const { query, setParam } = useBookingNav();
  const draftPhone = useDraft().persons[0]?.phone ?? null;
  const { user } = useCurrentUser();
  const own = user?.userInfo.phoneNumber ?? null;
  useEffect(() => {
    if (own && !query.phone && !draftPhone) setParam('phone', own);
  }, [own, query.phone, draftPhone, setParam]);
}
