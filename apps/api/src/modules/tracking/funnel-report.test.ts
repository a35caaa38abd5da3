import { TRACKING_SCREENS } from '@salon/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { funnelReport } from './funnel-report.ts';

// The funnel report reads stored events and bookings; days are Vietnamese calendar days (UTC+7).
// The period is in 2025 so the demo bookings the seed creates today stay outside it.

const S = TRACKING_SCREENS;
const line = (report: string, block: string, label: string) => {
  const lines = report.split('\n');
  const start = lines.indexOf(`== ${block}`);
  return lines.slice(start).find((l) => l.startsWith(label)) ?? '';
};
const cells = (row: string) =>
  row
    .slice(26)
    .trim()
    .split(/\s{2,}/);

describe('funnel report', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const ev = (token: string | null, screen: string, at: string) => ({
      event_id: 'screen_view',
      screen_id: screen,
      page_id: 'booking',
      token_key: token,
      received_at: new Date(at),
      data: '{}',
    });
    await t.handle.db
      .insertInto('tracking_event')
      .values([
        // 2025-03-09 in Vietnam (23:30 local): one visitor reaches step 0 only.
        ev('d', S.step0, '2025-03-09T16:30:00Z'),
        // 2025-03-10 in Vietnam: 01:30 local is still the 10th, though the 9th in UTC.
        ev('a', S.home, '2025-03-09T18:30:00Z'),
        ev('a', S.step0, '2025-03-10T01:00:00Z'),
        ev('a', S.step0, '2025-03-10T01:05:00Z'),
        ev('b', S.step0, '2025-03-10T02:00:00Z'),
        ev('c', S.step0, '2025-03-10T02:00:00Z'),
        ev('d', S.step0, '2025-03-10T02:00:00Z'),
        ev('a', S.step2, '2025-03-10T02:10:00Z'),
        ev('b', S.step2, '2025-03-10T02:10:00Z'),
        ev('a', S.otpPopup, '2025-03-10T02:20:00Z'),
        ev('a', S.success, '2025-03-10T02:30:00Z'),
        // Not counted: no tracking id, or outside the period.
        ev(null, S.success, '2025-03-10T02:30:00Z'),
        ev('e', S.step0, '2025-03-10T17:00:00Z'),
      ])
      .execute();
    const salon = await t.handle.db.selectFrom('salon').select('id').orderBy('id').executeTakeFirstOrThrow();
    const customer = await t.handle.db
      .insertInto('customer')
      .values({ phone: '+84987000111' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // booking.created_at is Generated<Timestamp> in schema.ts, so the creation time is set by SQL.
    const book = async (status: 'confirmed' | 'pending_otp' | 'cancelled', at: string) => {
      const row = await t.handle.db
        .insertInto('booking')
        .values({
          salon_id: salon.id,
          customer_id: customer.id,
          date_book: '2025-03-10',
          status,
          params: '{}',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`update booking set created_at = ${new Date(at)} where id = ${row.id}`.execute(t.handle.db);
    };
    await book('confirmed', '2025-03-10T02:30:00Z');
    await book('pending_otp', '2025-03-10T02:40:00Z');
    await book('cancelled', '2025-03-09T10:00:00Z');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts distinct visitors per screen and Vietnamese day, with reach and drop-off', async () => {
    const report = await funnelReport(t.handle.db, '2025-03-09', '2025-03-10');
    expect(cells(line(report, '2025-03-10', 'Home page (entry)'))).toEqual(['1', '25.0 %']);
    expect(cells(line(report, '2025-03-10', 'Step 0 booking home'))).toEqual(['4', '100.0 %']);
    expect(cells(line(report, '2025-03-10', 'Step 2 services'))).toEqual(['2', '50.0 %', '50.0 %']);
    expect(cells(line(report, '2025-03-10', 'OTP popup *'))).toEqual(['1', '25.0 %']);
    expect(cells(line(report, '2025-03-10', 'Success page'))).toEqual(['1', '25.0 %', '50.0 %']);
    expect(cells(line(report, '2025-03-10', 'Step 1 salon *'))).toEqual(['0', '0.0 %']);
    expect(cells(line(report, '2025-03-09', 'Step 0 booking home'))).toEqual(['1', '100.0 %']);
  });

  it('adds the bookings made each day from the booking table', async () => {
    const report = await funnelReport(t.handle.db, '2025-03-09', '2025-03-10');
    expect(line(report, '2025-03-10', 'Bookings made')).toBe(
      'Bookings made: 2 (confirmed 1, waiting for OTP 1, cancelled 0, expired 0) · confirmed = 25.0 % of step-0 visitors',
    );
    expect(line(report, '2025-03-09', 'Bookings made')).toContain(
      'Bookings made: 1 (confirmed 0, waiting for OTP 0, cancelled 1',
    );
  });

  it('counts a visitor seen on two days once over the whole period', async () => {
    const report = await funnelReport(t.handle.db, '2025-03-09', '2025-03-10');
    const whole = 'whole period (a visitor seen on several days counts once)';
    expect(cells(line(report, whole, 'Step 0 booking home'))).toEqual(['4', '100.0 %']);
    expect(line(report, whole, 'Bookings made')).toContain('Bookings made: 3');
  });

  it('says so when the period holds nothing', async () => {
    const report = await funnelReport(t.handle.db, '2025-01-01', '2025-01-02');
    expect(report).toContain('No tracking events or bookings in this period.');
  });
});
