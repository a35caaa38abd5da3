import type { CurrentUserAnswer } from '@salon/domain/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { installFakeCaches, offline, removeFakeCaches } from './fake-caches.ts';
import { withSignedInCopy, withUpcomingCopy } from './saved-account.ts';
import { withOfflineCopy } from './saved-booking.ts';

// The account kept for offline: who answered last and their list, shown only to that same phone; another
// phone's answer first drops everything kept for the previous customer.

const me = (phoneNumber: string) =>
  ({
    statusCode: 200,
    data: {
      userInfo: { userId: '1', userIdSql: 1, phoneNumber, userName: '', memberType: null },
      accountBalance: 0,
      isRegistered: true,
      agreeProtectPersonalInfo: true,
    },
  }) satisfies CurrentUserAnswer;

describe('the account kept offline', () => {
  beforeEach(installFakeCaches);
  afterEach(removeFakeCaches);

  it('answers the last login and its list without a network', async () => {
    await withSignedInCopy(async () => me('0915420104'));
    await withUpcomingCopy('0915420104', async () => ({ data: [{ bookingId: 5 }] }));
    expect((await withSignedInCopy(offline)).data.userInfo.phoneNumber).toBe('0915420104');
    expect(await withUpcomingCopy('0915420104', offline)).toEqual({ data: [{ bookingId: 5 }] });
  });

  it('never gives one phone the list kept for another', async () => {
    await withUpcomingCopy('0915420104', async () => ({ data: [{ bookingId: 5 }] }));
    await expect(withUpcomingCopy('0915420105', offline)).rejects.toThrow('Failed to fetch');
  });

  it("drops the previous customer's copies when another phone logs in", async () => {
    await withSignedInCopy(async () => me('0915420104'));
    await withUpcomingCopy('0915420104', async () => ({ data: [{ bookingId: 5 }] }));
    await withOfflineCopy(5, 'visit-day', async () => ({ code: '5' }));
    await withSignedInCopy(async () => me('0915420105'));
    await expect(withUpcomingCopy('0915420104', offline)).rejects.toThrow('Failed to fetch');
    await expect(withOfflineCopy(5, 'visit-day', offline)).rejects.toThrow('Failed to fetch');
    expect((await withSignedInCopy(offline)).data.userInfo.phoneNumber).toBe('0915420105');
  });

  it('drops the copies a refusal answers', async () => {
    await withSignedInCopy(async () => me('0915420104'));
    await withUpcomingCopy('0915420104', async () => ({ data: [] }));
    await expect(withSignedInCopy(() => Promise.reject(new ApiError(401, null)))).rejects.toThrow();
    await expect(
      withUpcomingCopy('0915420104', () => Promise.reject(new ApiError(401, null))),
    ).rejects.toThrow();
    await expect(withSignedInCopy(offline)).rejects.toThrow('Failed to fetch');
    await expect(withUpcomingCopy('0915420104', offline)).rejects.toThrow('Failed to fetch');
  });
});
