import { describe, expect, it } from 'vitest';
import { bookingCaptchaLevel } from './hold-limits.ts';

describe('bookingCaptchaLevel', () => {
  it('asks nothing for the free ones, then level 1, and more work past 20, 60 and 180', () => {
    expect(bookingCaptchaLevel(0, 1)).toBe(0);
    expect(bookingCaptchaLevel(1, 1)).toBe(1);
    expect(bookingCaptchaLevel(19, 1)).toBe(1);
    expect(bookingCaptchaLevel(20, 1)).toBe(2);
    expect(bookingCaptchaLevel(60, 1)).toBe(3);
    expect(bookingCaptchaLevel(5000, 1)).toBe(4);
    expect(bookingCaptchaLevel(3, 5)).toBe(0);
  });
});
