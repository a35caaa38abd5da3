import { describe, expect, it } from 'vitest';
import { salonLooksBusy } from './busy-salon.ts';

describe('salonLooksBusy', () => {
  it('is not busy when many hours are free, or while the hours are unknown', () => {
    expect(salonLooksBusy(30)).toBe(false);
    expect(salonLooksBusy(4)).toBe(false);
    expect(salonLooksBusy(null)).toBe(false);
  });
  it('is busy with few or no free hours left', () => {
    expect(salonLooksBusy(3)).toBe(true);
    expect(salonLooksBusy(0)).toBe(true);
  });
});
