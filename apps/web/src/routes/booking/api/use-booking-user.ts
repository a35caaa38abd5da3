import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from '../../../api/client.ts';
import { tokenStore } from '../../../api/token-store.ts';

export interface BookingUser {
  /** 10 digits, local form. */
  phone: string;
  name: string | null;
}

interface MeAnswer {
  data?: { userInfo?: { phoneNumber?: string; userName?: string | null } };
}

function localPhone(p: string | undefined): string | null {
  if (!p) return null;
  return p.startsWith('+84') ? `0${p.slice(3)}` : p;
}

/**
 * The logged-in customer as the booking needs it (phone popup mode 1 and the OTP rule), or null.
 * Reads the current-user call of the auth module only when a token is present.
 */
export function useBookingUser(): BookingUser | null {
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => null);
  const q = useQuery({
    queryKey: ['booking', 'me', token],
    queryFn: ({ signal }) => api<MeAnswer>('GET', '/api/v1/auth/me', { signal }),
    enabled: token !== null,
    retry: false,
  });
  const info = q.data?.data?.userInfo;
  const phone = localPhone(info?.phoneNumber);
  return token && phone ? { phone, name: info?.userName?.trim() || null } : null;
}
