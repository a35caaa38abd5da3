import { message } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// POST/PUT /api-tracking: validation, bounds, beacon bodies, and the batch write behind the answer.

const event = (eventId: string, extra: Record<string, unknown> = {}) => ({
  pageId: 'home',
  screenId: 'home',
  eventId,
  tokenKey: 'tok-events-test',
  source: 'web',
  utmSource: 'facebook',
  data: { phone: '0912345678', customerId: 7 },
  ...extra,
});

async function storedEvents(t: TestApp, eventIdPrefix: string) {
  return t.handle.db
    .selectFrom('tracking_event')
    .selectAll()
    .where('event_id', 'like', `${eventIdPrefix}%`)
    .orderBy('id')
    .execute();
}

/** The writer flushes every 500 ms: wait until `n` rows with the prefix are stored (or fail after 5 s). */
async function waitForEvents(t: TestApp, eventIdPrefix: string, n: number) {
  for (let i = 0; i < 50; i++) {
    const rows = await storedEvents(t, eventIdPrefix);
    if (rows.length >= n) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
  return storedEvents(t, eventIdPrefix);
}

describe('tracking events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-11-23T03:00:00Z'), seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accepts one event, answers before the write, and stores it with every field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api-tracking', payload: event('single_view') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, accepted: 1 });
    // Queued, not yet written: the request did not wait for the database.
    expect(await storedEvents(t, 'single_')).toEqual([]);
    const rows = await waitForEvents(t, 'single_', 1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      page_id: 'home',
      screen_id: 'home',
      event_id: 'single_view',
      token_key: 'tok-events-test',
      source: 'web',
      utm_source: 'facebook',
      data: { phone: '0912345678', customerId: 7 },
    });
    expect(rows[0]!.received_at.toISOString()).toBe('2026-11-23T03:00:00.000Z');
  });

  it('accepts a batch by PUT, keeping numeric ids as text and ignoring unknown fields', async () => {
    const batch = {
      events: [event('batch_a', { screenId: 3, extra: 'x' }), event('batch_b', { data: undefined })],
    };
    const res = await t.app.inject({ method: 'PUT', url: '/api-tracking', payload: batch });
    expect(res.json()).toEqual({ success: true, accepted: 2 });
    const rows = await waitForEvents(t, 'batch_', 2);
    expect(rows.map((r) => [r.event_id, r.screen_id, r.data])).toEqual([
      ['batch_a', '3', { phone: '0912345678', customerId: 7 }],
      ['batch_b', 'home', {}],
    ]);
  });

  it('accepts a sendBeacon body sent as text/plain', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api-tracking',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ events: [event('beacon_hide')] }),
    });
    expect(res.json()).toEqual({ success: true, accepted: 1 });
    expect(await waitForEvents(t, 'beacon_', 1)).toHaveLength(1);
  });

  it('answers an empty post (JSON content type, no body) with nothing accepted', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api-tracking',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, accepted: 0 });
  });

  const bad: Array<[string, unknown, string]> = [
    ['no eventId', { pageId: 'home' }, 'events.0.eventId'],
    ['a blank eventId', event('   '), 'events.0.eventId'],
    ['an eventId over 100 characters', event('x'.repeat(101)), 'events.0.eventId'],
    ['a screenId over 100 characters', event('bad_long', { screenId: 's'.repeat(101) }), 'events.0.screenId'],
    ['data that is not an object', event('bad_data', { data: 'phone=1' }), 'events.0.data'],
    ['data over 4 KB', event('bad_big', { data: { blob: 'x'.repeat(5000) } }), 'events.0.data'],
    [
      'more than 50 events',
      { events: Array.from({ length: 51 }, (_, i) => event(`bad_many_${i}`)) },
      'events',
    ],
    ['events that is not a list', { events: 'bad_list' }, 'events'],
  ];
  for (const [what, payload, field] of bad) {
    it(`refuses ${what} with 400 and a Vietnamese message`, async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api-tracking', payload: payload as object });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message('invalidRequest'));
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field.replaceAll('.', '/'));
    });
  }

  it('refuses a whole batch when one event is bad, storing none of it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api-tracking',
      payload: { events: [event('mixed_good'), event('')] },
    });
    expect(res.statusCode).toBe(400);
    await new Promise((r) => setTimeout(r, 700));
    expect(await storedEvents(t, 'mixed_')).toEqual([]);
  });

  it('refuses broken JSON, a body over 64 KB and an array body without a 500', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api-tracking',
      headers: { 'content-type': 'text/plain' },
      payload: '{"eventId":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(message('invalidRequest'));

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api-tracking',
      payload: { events: [event('huge', { data: { blob: 'x'.repeat(70 * 1024) } })] },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(message('invalidRequest'));

    const array = await t.app.inject({ method: 'POST', url: '/api-tracking', payload: [event('arr')] });
    expect(array.statusCode).toBe(400);
  });

  it('does not serve the web app for unknown tracking paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-tracking/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(message('notFound'));
  });
});

describe('tracking events at shutdown', () => {
  it('writes events still queued when the app closes', async () => {
    const t = await createTestApp({ seed: false });
    try {
      const payload = { events: Array.from({ length: 30 }, (_, i) => event(`close_${i}`)) };
      const res = await t.app.inject({ method: 'POST', url: '/api-tracking', payload });
      expect(res.json().accepted).toBe(30);
      // Closed at once, well before the 500 ms timer: the onClose hook writes the queue.
      await t.app.close();
      expect(await storedEvents(t, 'close_')).toHaveLength(30);
    } finally {
      await t.close();
    }
  });
});
