import { useCurrentUser } from '../../../features/auth/use-current-user.ts';

export interface BookingUser {
  /** 10 digits, local form. */
  phone: string;
  name: string | null;
}

/** The logged-in customer as the booking needs it (phone popup mode 1), or null. */
export function useBookingUser(): BookingUser | null {
  const { user } = useCurrentUser();
  if (!user) return null;
  const p = user.userInfo.phoneNumber;
  const phone = p.startsWith('+84') ? `0${p.slice(3)}` : p;
  return { phone, name: user.userInfo.userName?.trim() || null };
}
