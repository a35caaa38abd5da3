import { describe, expect, it } from 'vitest';
import {
  BOOKING_FUNNEL,
  bookingStepScreen,
  funnelRows,
  TRACKING_COOKIE_MS,
  TRACKING_SCREENS,
} from './tracking.ts';

describe('tracking names', () => {
  it('keeps the tracking cookie for about 3 years (001 §9: 1095 days, not 26 hours)', () => {
    expect(TRACKING_COOKIE_MS).toBe(94_608_000_000);
  });

  it('names each booking step, reading out-of-range steps as step 0', () => {
    expect(bookingStepScreen(0)).toBe('booking-step-0');
    expect(bookingStepScreen(5)).toBe('booking-step-5');
    expect(bookingStepScreen(6)).toBe('booking-step-0');
    expect(bookingStepScreen(-1)).toBe('booking-step-0');
    expect(bookingStepScreen(1.5)).toBe('booking-step-0');
  });

  it('lists the booking screens once each, ending on the success page', () => {
    const ids = BOOKING_FUNNEL.map((s) => s.screenId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.at(-1)).toBe(TRACKING_SCREENS.success);
  });
});

describe('funnelRows', () => {
  const counts = {
    [TRACKING_SCREENS.home]: 300,
    [TRACKING_SCREENS.step0]: 200,
    [TRACKING_SCREENS.step1]: 120,
    [TRACKING_SCREENS.step2]: 150,
    [TRACKING_SCREENS.step3]: 30,
    [TRACKING_SCREENS.otpPopup]: 40,
    [TRACKING_SCREENS.success]: 60,
  };
  const byId = (id: string) => funnelRows(counts).find((r) => r.screenId === id)!;

  it('gives the reach of step 0 in percent with one decimal', () => {
    expect(byId(TRACKING_SCREENS.step2).ofStep0).toBe(75);
    expect(byId(TRACKING_SCREENS.success).ofStep0).toBe(30);
    expect(byId(TRACKING_SCREENS.home).ofStep0).toBe(150);
  });

  it('gives drop-off between stages only (step 0 → services → success)', () => {
    expect(byId(TRACKING_SCREENS.step0).dropOff).toBeNull();
    expect(byId(TRACKING_SCREENS.step2).dropOff).toBe(25);
    expect(byId(TRACKING_SCREENS.success).dropOff).toBe(60);
    expect(byId(TRACKING_SCREENS.step1).dropOff).toBeNull();
    expect(byId(TRACKING_SCREENS.otpPopup).dropOff).toBeNull();
  });

  it('counts a screen nobody reached as 0 and leaves percentages empty without step-0 visitors', () => {
    expect(byId(TRACKING_SCREENS.step4).visitors).toBe(0);
    const empty = funnelRows({});
    expect(empty.every((r) => r.visitors === 0 && r.ofStep0 === null && r.dropOff === null)).toBe(true);
  });

  it('rounds to one decimal', () => {
    const rows = funnelRows({ [TRACKING_SCREENS.step0]: 3, [TRACKING_SCREENS.step2]: 1 });
    expect(rows.find((r) => r.screenId === TRACKING_SCREENS.step2)).toMatchObject({
      ofStep0: 33.3,
      dropOff: 66.7,
    });
  });
});
