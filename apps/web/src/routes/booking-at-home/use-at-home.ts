import { useLocation } from 'react-router';

// /booking-at-home shares the booking page; this tells its parts which flow they are in (decision 0124).
export const AT_HOME_PATH = '/booking-at-home';

export function useAtHome(): boolean {
  return useLocation().pathname === AT_HOME_PATH;
}
