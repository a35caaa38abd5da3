import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { Province, Salon } from '@salon/domain/contracts';

// Every visitor needs these lists (step 1, step 0 chips, footer, /system-salon): fetched once and
// kept for 5 minutes; a failure gives an empty list silently (000 §8).
const FIVE_MINUTES = 5 * 60_000;

async function listOrEmpty<T>(path: string, signal: AbortSignal): Promise<T[]> {
  try {
    return (await api<{ data: T[] }>('GET', path, { signal })).data;
  } catch {
    return [];
  }
}

export function useProvinces() {
  return useQuery({
    queryKey: ['salons', 'provinces'],
    queryFn: ({ signal }) => listOrEmpty<Province>('/api/v1/provinces', signal),
    staleTime: FIVE_MINUTES,
  });
}

export function useSalons() {
  return useQuery({
    queryKey: ['salons', 'all'],
    queryFn: ({ signal }) => listOrEmpty<Salon>('/api/v1/salons', signal),
    staleTime: FIVE_MINUTES,
  });
}

export function useTopSalons() {
  return useQuery({
    queryKey: ['salons', 'top'],
    queryFn: ({ signal }) => listOrEmpty<Salon>('/api/v1/salons/top', signal),
    staleTime: FIVE_MINUTES,
  });
}
