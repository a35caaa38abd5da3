import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toJsonText } from '../booking/json-text.ts';
import { campaignIds, chosenServices, createBookingBody } from './booking-create.ts';
import { jsonText } from './json-text.ts';

// The create body's JSON text fields (001 §7) are parsed by one schema; these are its cases, with the
// Vietnamese messages the API answers verbatim (no global Zod error map here: each message is the schema's).
const INVALID = 'Dữ liệu gửi lên không hợp lệ.';
const INVALID_ID = 'Mã không hợp lệ.';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
}

describe('jsonText', () => {
  const list = jsonText(z.array(z.number(), { error: INVALID }));

  it('reads JSON text, and the value itself', () => {
    expect(list.parse('[1,2]')).toEqual([1, 2]);
    expect(list.parse([3])).toEqual([3]);
    expect(list.parse(toJsonText([4, 5]))).toEqual([4, 5]);
  });

  it.each([
    ['text that is not JSON', '[1,'],
    ['empty text', ''],
    ['a NUL escaped in the text', '["a\\u0000"]'],
    ['a raw NUL in the text', '["a\u0000"]'],
    ['a lone surrogate escaped in the text', '["\\ud800"]'],
    ['a NUL in a key', '{"\\u0000":1}'],
    ['nesting deeper than the edge allows', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ])('refuses %s with the Vietnamese message', (_, text) => {
    expect(firstMessage(list, text)).toBe(INVALID);
  });

  it('refuses a value of the wrong type with the inner schema’s message', () => {
    expect(firstMessage(list, '"abc"')).toBe(INVALID);
    expect(firstMessage(list, '{"a":1}')).toBe(INVALID);
    expect(firstMessage(list, 42)).toBe(INVALID);
  });

  it('speaks the message it is given', () => {
    expect(firstMessage(jsonText(z.array(z.number()), INVALID_ID), 'nope')).toBe(INVALID_ID);
  });
});

describe('the create body’s JSON text fields', () => {
  it('chosenServices: ids, {serviceId} or {id}, as text or as a list', () => {
    expect(chosenServices.parse('[{"serviceId":1011,"name":"Gội","price":1}]')).toEqual([1011]);
    expect(chosenServices.parse([{ id: 7 }, 8, '9'])).toEqual([7, 8, 9]);
  });

  it.each([
    '[{"serviceId":"\\u0000"}]',
    '[{"serviceId":0}]',
    '[true]',
    JSON.stringify(Array.from({ length: 21 }, (_, i) => i + 1)),
  ])('chosenServices refuses %s', (text) => {
    expect(firstMessage(chosenServices, text)).toBe(INVALID);
  });

  it('chosenServices refuses an id beyond int4 with the id message', () => {
    expect(firstMessage(chosenServices, '[99999999999999999999]')).toBe(INVALID_ID);
  });

  it('campaign: campaigns (or their text) → distinct ids; null and "" are none', () => {
    expect(campaignIds.parse('[{"id":3,"name":"A"},{"id":3},4]')).toEqual([3, 4]);
    expect(campaignIds.parse([{ id: '5', name: 'B' }])).toEqual([5]);
    expect(campaignIds.parse('')).toEqual([]);
    expect(campaignIds.parse(null)).toEqual([]);
  });

  it.each(['[{"id":"0x10"}]', '[{"id":true}]', '[{"name":"no id"}]', '{"id":1}', 'not json', '["\\u0000"]'])(
    'campaign refuses %s with the id message',
    (text) => {
      expect(firstMessage(campaignIds, text)).toBe(INVALID_ID);
    },
  );

  const body = {
    salonId: 1,
    phone: '0912000001',
    dateBook: '2026-11-28',
    bookHours: [{ bookHourId: 1003, campaigns: [{ id: 2, name: 'B' }] }],
    chosenServices: toJsonText([{ serviceId: 1011 }]),
    campaign: toJsonText([{ id: 1, name: 'A' }]),
    utilityService: toJsonText([{ id: 3, name: 'Trà' }]),
    params: toJsonText({ salonId: '1', step: '0' }),
  };

  it('a whole body as the web writes it (toJsonText) reads back as values', () => {
    const r = createBookingBody.parse(body);
    expect(r.chosenServices).toEqual([1011]);
    expect(r.campaign).toEqual([1]);
    expect(r.bookHours[0]?.campaigns).toEqual([2]);
    expect(r.utilityService).toEqual([{ id: 3, name: 'Trà' }]);
    expect(r.params).toEqual({ salonId: '1', step: '0' });
  });

  it.each([
    ['utilityService', '{"a":"\\u0000"}'],
    ['utilityService', '{'],
    ['params', '["a list"]'],
    ['params', '{"k":{"nested":1}}'],
    ['params', '{"\\u0000":"x"}'],
  ])('%s %s: refused with the Vietnamese message', (field, text) => {
    expect(firstMessage(createBookingBody, { ...body, [field]: text })).toBe(INVALID);
  });
});
