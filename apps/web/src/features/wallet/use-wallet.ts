import type { WalletAnswer } from '@salon/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

export const WALLET_KEY = 'wallet';

/** The logged-in customer's balance and latest ledger movements (GET /api/v1/wallet). */
export function useWallet(enabled: boolean) {
  return useQuery({
    queryKey: [WALLET_KEY],
    queryFn: ({ signal }) => api<WalletAnswer>('GET', '/api/v1/wallet', { signal }),
    enabled,
    retry: false,
    select: (a) => a.data,
  });
}
