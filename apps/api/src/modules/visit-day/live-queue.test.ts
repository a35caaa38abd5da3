import { message } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstStylist, TOMORROW_DD } from '../booking/test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Booked, bookTomorrow, pos, tomorrowAt, visitDayOf } from './test-helpers.ts';

// The live queue (decision 0141): the counter's reports of a stylist's service starts and ends move
// the expected start of every later guest of that stylist that day, at the stylist's real pace.

let t: TestApp;
let stylistId: number;
const day: Record<string, Booked> = {};
beforeAll(async () => {
  t = await createTestApp();
  stylistId = await firstStylist(t.app, 1, TOMORROW_DD);
  const hours = { a: '13h50', b: '14h10', c: '14h30', d: '16h30' };
  let n = 0;
  for (const [name, hour] of Object.entries(hours)) {
    day[name] = await bookTomorrow(t.app, `+8491460${String(++n).padStart(4, '0')}`, hour, stylistId);
  }
});
afterAll(() => t.close());

const queueOf = async (name: string) => (await visitDayOf(t.app, day[name]!)).queue[0]!;

describe('the live queue of a stylist', () => {
  it('shows no queue before the day and planned hours before any report', async () => {
    expect((await visitDayOf(t.app, day.b!)).queue).toEqual([]);
    t.clock.now = tomorrowAt('13:40');
    expect(await queueOf('b')).toMatchObject({
      plannedStart: '14h10',
      expectedStart: '14h10',
      delayMinutes: 0,
      ahead: 1,
      line: 'Dự kiến bắt đầu 14h10, đúng giờ',
    });
  });

  it('a late start reported by the counter moves every later guest of that stylist', async () => {
    t.clock.now = tomorrowAt('14:05');
    const start = await pos(t.app, '/api/pos/services/start', { bookingId: day.a!.id, personIndex: 0 });
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().message).toBe(message('serviceStarted'));
    expect(await queueOf('a')).toMatchObject({
      state: 'in_service',
      expectedStart: '14h05',
      delayMinutes: 15,
    });
    expect(await queueOf('b')).toMatchObject({
      expectedStart: '14h25',
      delayMinutes: 15,
      ahead: 1,
      line: 'Dự kiến bắt đầu 14h25, trễ 15 phút',
    });
    expect(await queueOf('c')).toMatchObject({ expectedStart: '14h45', delayMinutes: 15, ahead: 2 });
    // The free hours before 16h30 absorb the delay.
    expect(await queueOf('d')).toMatchObject({ expectedStart: '16h30', delayMinutes: 0, ahead: 3 });
    // The guest in the chair is checked in.
    expect((await visitDayOf(t.app, day.a!)).checkedInAt).toBe(tomorrowAt('14:05').toISOString());
  });

  it("uses the stylist's real service times of the day, not the catalogue's alone", async () => {
    // 30 minutes for a 20-minute service: the stylist's pace today is 1.5.
    t.clock.now = tomorrowAt('14:35');
    expect((await pos(t.app, '/api/pos/services/end', { bookingId: day.a!.id })).statusCode).toBe(200);
    expect((await pos(t.app, '/api/pos/services/start', { bookingId: day.b!.id })).statusCode).toBe(200);
    // B runs 30 minutes, not 20: C starts at 15h05.
    expect(await queueOf('c')).toMatchObject({ expectedStart: '15h05', delayMinutes: 35, ahead: 1 });
    expect(await queueOf('a')).toMatchObject({ state: 'done', line: message('queueDone') });
  });

  it('refuses a second start, an end before the start and a guest who is not in the booking', async () => {
    const again = await pos(t.app, '/api/pos/services/start', { bookingId: day.b!.id });
    expect([again.statusCode, again.json().message]).toEqual([409, message('serviceAlreadyStarted')]);
    const notYet = await pos(t.app, '/api/pos/services/end', { bookingId: day.c!.id });
    expect([notYet.statusCode, notYet.json().message]).toEqual([409, message('serviceNotStarted')]);
    const twice = await pos(t.app, '/api/pos/services/end', { bookingId: day.a!.id });
    expect([twice.statusCode, twice.json().message]).toEqual([409, message('serviceAlreadyEnded')]);
    const nobody = await pos(t.app, '/api/pos/services/start', { bookingId: day.c!.id, personIndex: 3 });
    expect([nobody.statusCode, nobody.json().message]).toEqual([404, message('bookingGuestNotFound')]);
  });
});
