import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import type { OtpProvider } from '../../providers/otp/index.ts';
import { emptyPglite } from '../../test/db-template.ts';
import { createOtpService, type OtpService } from './service.ts';

const PHONE = '+84912000111';
const IP = '203.0.113.7';

describe('the OTP service', () => {
  let handle: DbHandle;
  const t = { clock: { now: new Date() } };
  let sent: { phone: string; code: string; method: string }[];
  let otp: OtpService;
  let failDelivery = false;
  const provider: OtpProvider = {
    methods: ['zalo', 'sms', 'voice'],
    async send(phone, code, method) {
      if (failDelivery) throw new Error('gateway down');
      sent.push({ phone, code, method });
    },
  };
  const later = (seconds: number) => {
    t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
  };

  // One migrated in-memory database (no app, no seed); each test starts with empty OTP tables.
  beforeAll(async () => {
    handle = await emptyPglite();
    await migrateToLatest(handle.db);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await sql`truncate otp_code`.execute(handle.db);
    await sql`truncate otp_wrong_try`.execute(handle.db);
    t.clock.now = new Date('2026-11-23T03:00:00Z');
    sent = [];
    failDelivery = false;
    otp = createOtpService({ db: handle.db, now: () => t.clock.now, secret: 'x'.repeat(32), provider });
  });

  it('sends a 6-digit code, alternating zalo and sms, and stores only a hash', async () => {
    const first = await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP });
    expect(first).toEqual({
      success: true,
      message: 'Mã xác nhận đã được gửi.',
      allowResendAfterSeconds: 60,
      verificationMethod: 'zalo',
    });
    later(61);
    expect((await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP })).verificationMethod).toBe('sms');
    later(61);
    expect((await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP })).verificationMethod).toBe(
      'zalo',
    );
    expect(sent.map((s) => s.code)).toSatisfy((codes: string[]) => codes.every((c) => /^\d{6}$/.test(c)));
    const rows = await handle.db.selectFrom('otp_code').select('code_hash').execute();
    for (const r of rows) expect(sent.map((s) => s.code)).not.toContain(r.code_hash);
  });

  it('refuses a resend within 60 seconds and never sends it', async () => {
    await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP });
    later(20);
    const again = await otp.send({ phone: PHONE, purpose: 'login', method: 'sms', clientIp: IP });
    expect(again).toMatchObject({
      success: false,
      message: 'Bạn vui lòng đợi 40 giây để gửi lại mã xác nhận.',
      allowResendAfterSeconds: 40,
    });
    expect(sent).toHaveLength(1);
  });

  it('sends at most 5 codes per phone and address an hour and 20 per client address', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP })).success).toBe(true);
      later(61);
    }
    const sixth = await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP });
    expect(sixth).toMatchObject({
      success: false,
      message: 'Số điện thoại này đã yêu cầu quá nhiều mã xác nhận, bạn vui lòng thử lại sau 1 giờ nhé!',
    });
    expect(sent).toHaveLength(5);

    for (let i = 0; i < 15; i++) {
      const phone = `+8491200${String(1000 + i)}`;
      expect((await otp.send({ phone, purpose: 'login', clientIp: IP })).success).toBe(true);
    }
    const over = await otp.send({ phone: '+84912009999', purpose: 'login', clientIp: IP });
    expect(over).toMatchObject({
      success: false,
      message: 'Bạn đã yêu cầu quá nhiều mã xác nhận, vui lòng thử lại sau ít phút!',
    });
    expect(sent).toHaveLength(20);
    later(3600);
    expect((await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP })).success).toBe(true);
  });

  it('sends many at once for one phone and still sends only one', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => otp.send({ phone: PHONE, purpose: 'login', clientIp: IP })),
    );
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('accepts the right code once, for its purpose and ref only', async () => {
    await otp.send({ phone: PHONE, purpose: 'booking', ref: '42', clientIp: IP });
    const code = sent[0]!.code;
    expect(await otp.check({ phone: PHONE, purpose: 'login', code, clientIp: IP })).toMatchObject({
      ok: false,
      reason: 'none',
    });
    expect(
      await otp.check({ phone: PHONE, purpose: 'booking', ref: '41', code, clientIp: IP }),
    ).toMatchObject({
      ok: false,
      reason: 'none',
    });
    expect(await otp.check({ phone: PHONE, purpose: 'booking', ref: '42', code, clientIp: IP })).toEqual({
      ok: true,
    });
    expect(
      await otp.check({ phone: PHONE, purpose: 'booking', ref: '42', code, clientIp: IP }),
    ).toMatchObject({
      ok: false,
      reason: 'none',
    });
  });

  it('allows 5 wrong tries per code, then the right code is refused too', async () => {
    await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP });
    const code = sent[0]!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(await otp.check({ phone: PHONE, purpose: 'login', code: wrong, clientIp: IP })).toEqual({
        ok: false,
        reason: 'wrong',
        message: 'Mã xác nhận không chính xác.',
      });
    }
    expect(await otp.check({ phone: PHONE, purpose: 'login', code, clientIp: IP })).toEqual({
      ok: false,
      reason: 'too_many_tries',
      message: 'Bạn đã nhập sai quá nhiều lần, vui lòng gửi lại mã mới.',
    });
  });

  it('bounds wrong tries per phone and address across new codes', async () => {
    for (let round = 0; round < 2; round++) {
      await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP });
      for (let i = 0; i < 5; i++)
        await otp.check({ phone: PHONE, purpose: 'login', code: 'abcdef', clientIp: IP });
      later(61);
    }
    await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP });
    const code = sent.at(-1)!.code;
    expect(await otp.check({ phone: PHONE, purpose: 'login', code, clientIp: IP })).toMatchObject({
      reason: 'too_many_tries',
    });
  });

  // Decision 0102: what a stranger does from their address does not lock the owner's device out.
  const STRANGER = '198.51.100.66';
  const check = (code: string, clientIp: string, phone = PHONE) =>
    otp.check({ phone, purpose: 'login', code, clientIp });

  it("leaves the owner's device its code after a stranger's 5 sends, under a per-phone ceiling of 10", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await otp.send({ phone: PHONE, purpose: 'login', clientIp: STRANGER })).success).toBe(true);
      later(61);
    }
    expect((await otp.send({ phone: PHONE, purpose: 'login', clientIp: STRANGER })).success).toBe(false);
    const mine = await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP });
    expect(mine.success).toBe(true);
    expect(await check(sent.at(-1)!.code, IP)).toEqual({ ok: true });
    // Several addresses together still cannot make the phone receive more than 10 codes an hour.
    for (let i = 0; i < 6; i++) {
      later(61);
      await otp.send({ phone: PHONE, purpose: 'login', clientIp: `198.51.100.${i}` });
    }
    expect(sent).toHaveLength(10);
  });

  it("does not let a stranger's wrong codes spend the owner's code or lock the owner's device", async () => {
    await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP });
    const code = sent.at(-1)!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 10; i++) expect((await check(wrong, STRANGER)).ok).toBe(false);
    expect(await check(code, STRANGER)).toMatchObject({ reason: 'too_many_tries' });
    expect(await check(code, IP)).toEqual({ ok: true });
  });

  it('stops an address guessing codes across many phones after 20 wrong tries', async () => {
    const phones = Array.from({ length: 6 }, (_, i) => `+8491300${String(1000 + i)}`);
    for (const phone of phones) await otp.send({ phone, purpose: 'login', clientIp: IP });
    let wrongAnswers = 0;
    for (const phone of phones)
      for (let i = 0; i < 4; i++) {
        const answer = await check('123456', STRANGER, phone);
        if (!answer.ok && answer.reason === 'wrong') wrongAnswers++;
      }
    expect(wrongAnswers).toBe(20);
    const code = sent.find((s) => s.phone === phones[5])!.code;
    expect(await check(code, STRANGER, phones[5])).toMatchObject({
      reason: 'too_many_tries',
      message: 'Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút!',
    });
    // The owner of that phone, from their own address, is not affected.
    expect(await check(code, IP, phones[5])).toEqual({ ok: true });
  });

  it('caps wrong tries on a phone at 30 an hour from every address together', async () => {
    for (let round = 0; round < 4; round++) {
      await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP });
      for (let a = 0; a < 2; a++) for (let i = 0; i < 5; i++) await check('abcdef', `198.51.${round}.${a}`);
      later(61);
    }
    await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP });
    expect(await check(sent.at(-1)!.code, IP)).toMatchObject({ reason: 'too_many_tries' });
    later(3600);
    await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP });
    expect(await check(sent.at(-1)!.code, IP)).toEqual({ ok: true });
  });

  it('expires a code after 5 minutes', async () => {
    await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP });
    later(301);
    expect(await otp.check({ phone: PHONE, purpose: 'login', code: sent[0]!.code, clientIp: IP })).toEqual({
      ok: false,
      reason: 'expired',
      message: 'Mã xác nhận đã hết hạn, bạn vui lòng gửi lại mã mới.',
    });
  });

  it('uses the booking wording for a wrong booking code', async () => {
    await otp.send({ phone: PHONE, purpose: 'booking', ref: '7', clientIp: IP });
    const wrong = sent[0]!.code === '000000' ? '111111' : '000000';
    expect(
      await otp.check({ phone: PHONE, purpose: 'booking', ref: '7', code: wrong, clientIp: IP }),
    ).toEqual({
      ok: false,
      reason: 'wrong',
      message: 'Mã Xác Nhận Không Chính Xác!',
    });
  });

  it('does not count a failed delivery and says the system was interrupted', async () => {
    failDelivery = true;
    expect(await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP })).toMatchObject({
      success: false,
      message: 'Hệ thống bị gián đoạn xin vui lòng thử lại sau!',
    });
    failDelivery = false;
    expect((await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP })).success).toBe(true);
  });
});
