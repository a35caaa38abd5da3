import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from '../../api/client.ts';
import { tokenStore } from '../../api/token-store.ts';

/** The account answer (000 §3): GET /api/v1/auth/me. */
export interface CurrentUser {
  userInfo: {
    userId: string;
    userIdSql: number;
    /** Local form 0xxxxxxxxx. */
    phoneNumber: string;
    userName: string;
    /** 2 Silver, 3 Gold, 4 Diamond. */
    memberType: number | null;
  };
  accountBalance: number;
  isRegistered: boolean;
  agreeProtectPersonalInfo: boolean;
}

export const CURRENT_USER_KEY = 'currentUser';

const subscribe = (l: () => void) => {
  const off = tokenStore.subscribe(l);
  return () => {
    off();
  };
};

export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribe, tokenStore.get, () => null);
}

/**
 * The logged-in customer, fetched when a token is stored. Not registered, or a failed fetch,
 * counts as logged out (000 §4); a 401 also clears the token (api client).
 */
export function useCurrentUser() {
  const token = useAccessToken();
  const query = useQuery({
    queryKey: [CURRENT_USER_KEY, token],
    queryFn: ({ signal }) => api<{ data: CurrentUser }>('GET', '/api/v1/auth/me', { signal }),
    enabled: token !== null,
    retry: false,
    staleTime: 60_000,
  });
  const user = token && query.data?.data.isRegistered ? query.data.data : null;
  return { user, isLoggedIn: user !== null, isLoading: token !== null && query.isLoading };
}
