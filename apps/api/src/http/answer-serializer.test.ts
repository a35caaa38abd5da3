import * as c from '@salon/domain/contracts';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { HOME_DOCUMENTS } from '../db/seed/home-content.ts';
import { createTestApp, DEFAULT_TEST_NOW } from '../test/test-app.ts';
import { answerSerializerCompiler, checkTextAnswers, fastAnswerSerializer } from './answer-serializer.ts';

const input = (schema: ZodType) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const strict = (schema: ZodType) =>
  serializerCompiler(input(schema) as Parameters<typeof serializerCompiler>[0]);
const fast = (schema: ZodType) => fastAnswerSerializer(input(schema));

const salon = {
  id: 1,
  name: 'Moyo Trần Duy Hưng',
  cityId: 1,
  cityName: 'Hà Nội',
  districtId: null,
  districtName: null,
  latitude: 21.01,
  longitude: 105.8,
  searchText: 'moyo tran duy hung',
  address: '1 Trần Duy Hưng',
  addressNew: '1 Trần Duy Hưng, Cầu Giấy',
  addressNote: null,
  images: ['/images/salons/1.svg'],
  parking: true,
  salonHot: false,
  tagTopSalon: true,
  tag: null,
  bookManyPeople: 'all',
  selectConsultation: false,
  openingDate: null,
  warnText: null,
  phone: '0900000001',
  hotline: '1900 0000',
  map: null,
};
const own = {
  bookingId: 7,
  dateBook: '25-11-2026',
  hourBook: '9h20',
  customerPhone: '+84987650001',
  numberPersons: 1,
  salonId: 1,
  salonName: 'Moyo',
  salonAddress: '1 Trần Duy Hưng',
  salonMap: null,
  parkingMap: null,
  isBookAtHome: false,
  canceled: false,
};
const masked = { bookingId: 7, dateBook: '25-11-2026', customerPhone: '+8498765****', canceled: false };
const check = (bookingCurrent: unknown, isOwner: boolean) => ({
  statusCode: 200,
  data: { customer: { isBooked: bookingCurrent !== null }, bookingCurrent, isOwner },
});

// Production writes answers with fast-json-stringify: it must write what the Zod check lets through.
const cases: Array<[string, ZodType, unknown]> = [
  [
    'a salon list, closedUntil absent and null',
    c.salonListAnswer,
    { data: [salon, { ...salon, closedUntil: null }] },
  ],
  ["the owner's booking check (the union's first shape)", c.checkBookingAnswer, check(own, true)],
  ["a stranger's masked booking check", c.checkBookingAnswer, check(masked, false)],
  ['a booking check without a booking', c.checkBookingAnswer, check(null, false)],
  ['the captcha provider', c.captchaAnswer, { provider: 'recaptcha' }],
  [
    'an ALTCHA challenge',
    c.captchaAnswer,
    {
      parameters: { algorithm: 'SHA-256', nonce: 'n', salt: 's', cost: 1, keyLength: 32, keyPrefix: 'ab' },
      signature: 'x',
    },
  ],
  ['the home configuration', c.homeConfigDocument, HOME_DOCUMENTS['homepage-config']],
  ['the home banners', c.homeBannerDocument, HOME_DOCUMENTS['homepage-banner']],
  ['a free-form document', c.configDocument, HOME_DOCUMENTS['member-config']],
];

describe('answer serializers', () => {
  it.each(cases)('fast-json-stringify writes the same JSON as the Zod check: %s', (_name, schema, data) => {
    const zodText = strict(schema)(data);
    expect(JSON.parse(fast(schema)(data))).toEqual(JSON.parse(zodText));
  });

  it('drops fields the contract does not name, in both modes (nothing leaks past it)', () => {
    const withSecret = check({ ...masked, secretNote: 'x' }, false);
    for (const write of [strict(c.checkBookingAnswer), fast(c.checkBookingAnswer)]) {
      expect(write(withSecret)).not.toContain('secretNote');
    }
  });

  it('refuses an answer that breaks its contract outside production', () => {
    const write = answerSerializerCompiler(true)(input(c.healthAnswer));
    expect(() => write({ status: 'ok', database: { kind: 'pglite' } })).toThrow();
  });

  it('checks ready JSON text against the contract too: a drifted cached answer is a 500 in tests', async () => {
    const app = Fastify();
    app.setSerializerCompiler(answerSerializerCompiler(true));
    checkTextAnswers(app);
    const schema = { response: { 200: c.healthAnswer } };
    app.get('/good', { schema }, async (_r, reply) =>
      reply.type('application/json').send('{"status":"ok","database":{"kind":"pglite","up":true}}'),
    );
    app.get('/drifted', { schema }, async (_r, reply) =>
      reply.type('application/json').send('{"status":"ok","database":{"kind":"pglite"}}'),
    );
    expect((await app.inject({ url: '/good' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/drifted' })).statusCode).toBe(500);
    await app.close();
  });
});

// The same routes answered by a production app (fast-json-stringify) and a test app (Zod check).
describe('production answers', () => {
  it('equal the checked answers of the same calls', async () => {
    const now = DEFAULT_TEST_NOW;
    const [testApp, prodApp] = await Promise.all([
      createTestApp({ now }),
      createTestApp({ now, env: { NODE_ENV: 'production', DEMO: '1' } }),
    ]);
    try {
      const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh' })
        .format(new Date(now.getTime() + 86_400_000))
        .replaceAll('/', '-');
      const list = await testApp.app.inject({ url: '/api/v1/service-booking/service-booking-v2?salonId=1' });
      const groupId = list.json().data.data[0].serviceGroups[0].groupId;
      const urls = [
        '/api/health',
        '/api/v1/service-booking/service-booking-v2?salonId=1&choosenServiceIds=1011',
        `/api/v1/service-booking/detail-v2?salonId=1&groupId=${groupId}`,
        `/api/v1/service-booking/price?salonId=1&serviceIds=1011&dateBook=${day}`,
        `/api/v1/booking/stylists?salonId=1&workDate=${day}`,
        `/api/v1/booking/backup-hours?salonId=1&bookDate=${day}&choosenServices=1011`,
        '/api/v1/booking/salon-off?salonId=1',
        '/api/v1/booking/booking-privacy?salonId=1',
        `/api/v1/campaigns/for-booking?salonId=1&services=1011&dateBook=${day}`,
        '/api/v1/campaigns/reward-detail?campaignId=2&salonId=1',
        '/api/v1/booking/check?phone=0987650001',
      ];
      for (const url of urls) {
        const [a, b] = await Promise.all([testApp.app.inject({ url }), prodApp.app.inject({ url })]);
        expect(b.statusCode, url).toBe(a.statusCode);
        expect(a.statusCode, url).toBe(200);
        expect(b.json(), url).toEqual(a.json());
      }
    } finally {
      await Promise.all([testApp.close(), prodApp.close()]);
    }
  });
});
