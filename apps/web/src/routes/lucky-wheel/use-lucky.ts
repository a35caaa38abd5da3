import type {
  ExchangePackageView,
  LuckyBalance,
  LuckyPointHistoryAnswer,
  MyGiftsAnswer,
  QuestView,
  RecentWinner,
  SprintVouchersAnswer,
  WheelsAnswer,
} from '@salon/domain/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

// The wheel's and lucky points' reads (TanStack Query); everything the caller owns is under LUCKY_KEY,
// so a spin or an exchange refreshes it in one call.
export const LUCKY_KEY = 'lucky';

type Data<T> = { data: T };
type Quest = QuestView;
type Pack = ExchangePackageView;
type Winner = RecentWinner;
type Balance = LuckyBalance;

const read =
  <T>(path: string, query?: Record<string, number>) =>
  ({ signal }: { signal: AbortSignal }) =>
    api<T>('GET', path, { signal, query });

export const useWheels = () =>
  useQuery({ queryKey: ['wheels'], queryFn: read<WheelsAnswer>('/api/v1/wheeling'), select: (a) => a.data });

export const useQuests = (loggedIn: boolean) =>
  useQuery({
    queryKey: [LUCKY_KEY, 'quests', loggedIn],
    queryFn: read<Data<Quest[]>>('/api/v1/wheeling/quests'),
    select: (a) => a.data,
  });

export const usePackages = () =>
  useQuery({
    queryKey: ['lucky-packages'],
    queryFn: read<Data<Pack[]>>('/api/v1/wheeling/times/exchange-configs'),
    select: (a) => a.data,
  });

export const useWinners = () =>
  useQuery({
    queryKey: [LUCKY_KEY, 'winners'],
    queryFn: read<Data<Winner[]>>('/api/v1/wheeling/all-receive-gifts'),
    select: (a) => a.data,
  });

export const useLuckyBalance = (enabled: boolean) =>
  useQuery({
    queryKey: [LUCKY_KEY, 'balance'],
    queryFn: read<Data<Balance>>('/api/v1/wheeling/process'),
    enabled,
    retry: false,
    select: (a) => a.data,
  });

export const useMyGifts = (enabled: boolean) =>
  useQuery({
    queryKey: [LUCKY_KEY, 'my-gifts'],
    queryFn: read<MyGiftsAnswer>('/api/v1/wheeling/my-receive-gifts'),
    enabled,
    retry: false,
    select: (a) => a.data,
  });

export const usePointHistory = (enabled: boolean) =>
  useQuery({
    queryKey: [LUCKY_KEY, 'points'],
    queryFn: read<LuckyPointHistoryAnswer>('/api/customer/history-lucky-point'),
    enabled,
    retry: false,
    select: (a) => a.data,
  });

export const useSprintVouchers = () =>
  useQuery({
    queryKey: [LUCKY_KEY, 'sprint'],
    queryFn: read<SprintVouchersAnswer>('/api/LuckySprint/GetVoucher', { page: 1, pageSize: 20 }),
    select: (a) => a.data,
  });

/** After a spin or an exchange: the caller's figures, and the step-4 promotions that list vouchers. */
export function refreshLucky(client: QueryClient) {
  void client.invalidateQueries({ queryKey: [LUCKY_KEY] });
  void client.invalidateQueries({ queryKey: ['wheels'] });
}
