import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { hasBucket, installFakeCaches, offline, removeFakeCaches } from './fake-caches.ts';
import { forgetSavedBooking, withOfflineCopy } from './saved-booking.ts';

// The booking kept for offline: one copy, read only when no answer came, dropped by a refusal and by
// logout.

describe('the booking kept offline', () => {
  beforeEach(installFakeCaches);
  afterEach(removeFakeCaches);

  it('answers from the network and keeps it; without a network answers the copy', async () => {
    expect(await withOfflineCopy(7, 'detail', async () => ({ data: { salonName: 'Moyo 82' } }))).toEqual({
      data: { salonName: 'Moyo 82' },
    });
    expect(await withOfflineCopy(7, 'detail', offline)).toEqual({ data: { salonName: 'Moyo 82' } });
  });

  it('keeps the parts of one booking apart', async () => {
    await withOfflineCopy(7, 'detail', async () => ({ part: 'detail' }));
    await withOfflineCopy(7, 'visit-day', async () => ({ part: 'visit-day' }));
    expect(await withOfflineCopy(7, 'detail', offline)).toEqual({ part: 'detail' });
    expect(await withOfflineCopy(7, 'visit-day', offline)).toEqual({ part: 'visit-day' });
  });

  it('keeps the last three bookings shown: a fourth pushes out the oldest', async () => {
    for (const id of [7, 8, 9]) await withOfflineCopy(id, 'detail', async () => ({ id }));
    // Shown again: 7 is the latest now, 8 the oldest.
    await withOfflineCopy(7, 'detail', async () => ({ id: 7 }));
    await withOfflineCopy(10, 'detail', async () => ({ id: 10 }));
    await expect(withOfflineCopy(8, 'detail', offline)).rejects.toThrow('Failed to fetch');
    for (const id of [7, 9, 10]) expect(await withOfflineCopy(id, 'detail', offline)).toEqual({ id });
  });

  it('drops the copy when the server refuses the booking, and on logout', async () => {
    await withOfflineCopy(7, 'detail', async () => ({ id: 7 }));
    await expect(
      withOfflineCopy(7, 'detail', () => Promise.reject(new ApiError(404, null))),
    ).rejects.toThrow();
    await expect(withOfflineCopy(7, 'detail', offline)).rejects.toThrow('Failed to fetch');
    await withOfflineCopy(9, 'detail', async () => ({ id: 9 }));
    await forgetSavedBooking();
    expect(hasBucket('moyo-my-booking')).toBe(false);
    await expect(withOfflineCopy(9, 'detail', offline)).rejects.toThrow('Failed to fetch');
  });
});
