import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, until } from '../../../test/event-stream-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createBody, firstStylist, NOW, newAddress, TOMORROW_DD } from '../test-helpers.ts';
import { STREAMS_PER_ADDRESS } from './hours-events-routes.ts';
import { liveDaysOf } from './live-days.ts';

// Issue 22's live hours: a step-0 page listening to a salon day hears "slots" when anyone takes a slot of
// that day, within 2 s, and nothing for another day; an address opens a bounded number of streams.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await liveDaysOf(t.app.deps).notifications.ready;
});
afterAll(async () => {
  await t?.close();
});

/** Opens the stream of a salon day and collects what arrives. */
const listen = (salonId: number, bookDate: string) =>
  openEventStream(`${base}/api/v1/booking/hours-events?salonId=${salonId}&bookDate=${bookDate}`);

describe('live hours events', () => {
  it('tells the watchers of a salon day, within 2 s, that a slot was taken, and not the other days', async () => {
    const day = await listen(1, TOMORROW_DD);
    const otherDay = await listen(1, '25-11-2026');
    expect(day.res.status).toBe(200);
    expect(day.res.headers.get('content-type')).toContain('text/event-stream');
    await until(() => day.text().includes(': open'), 2_000);
    const stylistId = await firstStylist(t.app, 1, TOMORROW_DD);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking-multiple',
      remoteAddress: newAddress(),
      payload: createBody({ phone: '0913600001', stylistId, bookHours: [{ bookHourId: 1010, stylistId }] }),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const took = await until(() => day.text().includes('event: slots'), 2_000);
    expect(day.text()).toContain('event: slots');
    expect(took).toBeLessThan(2_000);
    expect(otherDay.text()).not.toContain('event: slots');
    day.close();
    otherDay.close();
  });

  it(`refuses a stream beyond ${STREAMS_PER_ADDRESS} from one address with a Vietnamese 429`, async () => {
    const streams = await Promise.all(
      Array.from({ length: STREAMS_PER_ADDRESS }, () => listen(1, TOMORROW_DD)),
    );
    expect(streams.map((s) => s.res.status)).toEqual(Array(STREAMS_PER_ADDRESS).fill(200));
    const extra = await listen(1, TOMORROW_DD);
    expect(extra.res.status).toBe(429);
    expect(((await extra.res.json()) as { message: string }).message).toBe(
      'Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút!',
    );
    for (const s of streams) s.close();
    // A closed stream gives its place back.
    await until(() => liveDaysOf(t.app.deps).watchers() === 0, 2_000);
    const again = await listen(1, TOMORROW_DD);
    expect(again.res.status).toBe(200);
    again.close();
  });

  it('describes the stream in JSON to a client that did not ask for one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/hours-events?salonId=1&bookDate=${TOMORROW_DD}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ stream: 'text/event-stream', events: ['slots'], heartbeatSeconds: 25 });
  });

  it('answers 404 for an unknown salon', async () => {
    const res = await fetch(`${base}/api/v1/booking/hours-events?salonId=99999&bookDate=${TOMORROW_DD}`);
    expect(res.status).toBe(404);
  });
});
