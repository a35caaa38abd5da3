import { addDays, ddmm, todayInVietnam, toDdMmYyyy } from '@salon/domain';
import { DEFAULT_TEST_NOW } from '../../apps/api/src/test/test-app.ts';

// The browser tests' clock (docs/decisions/0133). The server (startSite's `now`) and the browser
// (newContext's `now`) are set to the same instant, so both agree on "today" and "now" whatever the
// machine's clock says.

/** The day the suite runs on, the API tests' day: a Monday (weekday prices; the seed's bookings are for it). */
export const TEST_DAY = todayInVietnam(DEFAULT_TEST_NOW);

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An instant on TEST_DAY at hh:mm in Ho Chi Minh City. */
export function vietnamTime(hhmm: string): Date {
  if (!HH_MM.test(hhmm)) throw new Error(`'${hhmm}' is not a time of day: give HH:MM, Vietnam time`);
  return new Date(`${TEST_DAY}T${hhmm}:00+07:00`);
}

/**
 * The instant of every browser test that does not need a particular hour: 9h00 (the salons open, most
 * of the day's hours still ahead), or TEST_NOW=HH:MM to run at another hour of TEST_DAY (the day
 * stays: weekday prices, the seed's and the tests' dates). A file whose expectations hold only at
 * some hour (a slot still ahead, a cutoff not yet passed) pins vietnamTime('…') instead.
 */
export const TEST_NOW: Date = vietnamTime(process.env.TEST_NOW || '09:00');

/** Days after `now`'s day in Ho Chi Minh City, in the forms the pages and the API use. */
export function dayAfter(now: Date, days: number): { iso: string; ddMmYyyy: string; ddmm: string } {
  const iso = addDays(todayInVietnam(now), days);
  return { iso, ddMmYyyy: toDdMmYyyy(iso), ddmm: ddmm(iso) };
}
