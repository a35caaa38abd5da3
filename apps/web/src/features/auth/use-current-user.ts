import type { CurrentUserAnswer } from '@salon/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from '../../api/client.ts';
import { sessionHint } from '../../api/session-hint.ts';

export const CURRENT_USER_KEY = 'currentUser';

const subscribe = (l: () => void) => {
  const off = sessionHint.subscribe(l);
  return () => {
    off();
  };
};

/** True while the browser holds a session cookie (the server's readable hint beside it). */
export function useHasSession(): boolean {
  return useSyncExternalStore(subscribe, sessionHint.get, () => false);
}

/**
 * The logged-in customer, fetched when the browser holds a session. Not registered, or a failed
 * fetch, counts as logged out (000 §4); a 401 also clears the hint (api client).
 */
export function useCurrentUser() {
  const hasSession = useHasSession();
  const query = useQuery({
    queryKey: [CURRENT_USER_KEY],
    // Offline, the last answer of this browser's session: the account opens with its saved bookings.
    // Its code loads only with a session (a first visit has none), beside the request.
    queryFn: async ({ signal }) => {
      const answer = api<CurrentUserAnswer>('GET', '/api/v1/auth/me', { signal });
      answer.catch(() => undefined);
      const { withSignedInCopy } = await import('../offline/saved-account.ts');
      return withSignedInCopy(() => answer);
    },
    enabled: hasSession,
    retry: false,
    staleTime: 60_000,
  });
  const user = hasSession && query.data?.data.isRegistered ? query.data.data : null;
  return { user, isLoggedIn: user !== null, isLoading: hasSession && query.isLoading };
}
