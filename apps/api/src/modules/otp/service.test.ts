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
  let warned: Record<string, unknown>[];
  let budget = { perHour: 2_000, perPrefixPerHour: 200 };
  // A captcha solved at level n is the token 'solved:n' (the ALTCHA itself is tested over HTTP).
  const captcha = {
    async verify(token: string, _ip: string, level = 1) {
      return Number(/^solved:(\d)$/.exec(token)?.[1] ?? 0) >= level;
    },
  };
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
    warned = [];
    budget = { perHour: 2_000, perPrefixPerHour: 200 };
    otp = createOtpService({
      db: handle.db,
      now: () => t.clock.now,
      secret: 'x'.repeat(32),
      provider,
      captcha,
      get budget() {
        return budget;
      },
      warn: (fields) => warned.push(fields),
    });
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

  it('sends at most 5 codes per phone and address an hour; an address past 20 login codes needs a captcha', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP })).success).toBe(true);
      later(61);
    }
    const sixth = await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP });
    expect(sixth).toMatchObject({
      success: false,
      message:
        'Bạn đã yêu cầu đủ 5 mã xác nhận cho số điện thoại này trong 1 giờ, bạn vui lòng thử lại sau 55 phút nhé!',
    });
    expect(sent).toHaveLength(5);

    for (let i = 0; i < 15; i++) {
      const phone = `+8491200${String(1000 + i)}`;
      expect((await otp.send({ phone, purpose: 'login', clientIp: IP })).success).toBe(true);
    }
    const over = await otp.send({ phone: '+84912009999', purpose: 'login', clientIp: IP });
    expect(over).toMatchObject({ success: false, enableCaptcha: true, captchaLevel: 1 });
    expect(over.message).toBe(
      'Mạng bạn đang dùng vừa yêu cầu nhiều mã xác nhận. Bạn vui lòng xác nhận không phải người máy để nhận mã.',
    );
    expect(sent).toHaveLength(20);
    // A booking code confirms a booking that already passed its own guard: no captcha for it.
    expect(
      (await otp.send({ phone: '+84912009998', purpose: 'booking', ref: '1', clientIp: IP })).success,
    ).toBe(true);
    const solved = await otp.send({
      phone: '+84912009999',
      purpose: 'login',
      clientIp: IP,
      captcha: 'solved:1',
    });
    expect(solved.success).toBe(true);
    // The same address keeps asking: the work grows (level 2 from 60 codes an hour), never a refusal.
    for (let i = 0; i < 39; i++) {
      const phone = `+8491201${String(1000 + i)}`;
      expect((await otp.send({ phone, purpose: 'login', clientIp: IP, captcha: 'solved:1' })).success).toBe(
        true,
      );
    }
    const dearer = await otp.send({
      phone: '+84912029999',
      purpose: 'login',
      clientIp: IP,
      captcha: 'solved:1',
    });
    expect(dearer).toMatchObject({ success: false, enableCaptcha: true, captchaLevel: 2 });
    expect(
      (await otp.send({ phone: '+84912029999', purpose: 'login', clientIp: IP, captcha: 'solved:2' }))
        .success,
    ).toBe(true);
    later(3600);
    expect((await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP })).success).toBe(true);
  });

  it('counts the addresses of one IPv6 /64 as one', async () => {
    for (let i = 0; i < 20; i++) {
      const phone = `+8491203${String(1000 + i)}`;
      const clientIp = `2001:db8:7:1:${(i + 1).toString(16)}::9`;
      expect((await otp.send({ phone, purpose: 'login', clientIp })).success).toBe(true);
    }
    const fromTheSame64 = await otp.send({
      phone: '+84912039999',
      purpose: 'login',
      clientIp: '2001:db8:7:1::abc',
    });
    expect(fromTheSame64).toMatchObject({ enableCaptcha: true, captchaLevel: 1 });
    const nextDoor = await otp.send({
      phone: '+84912039999',
      purpose: 'login',
      clientIp: '2001:db8:7:2::abc',
    });
    expect(nextDoor.success).toBe(true);
  });

  it('keeps to the SMS budget of the site and of a number prefix: nothing sent, a warning logged', async () => {
    budget = { perHour: 6, perPrefixPerHour: 3 };
    for (let i = 0; i < 3; i++) {
      expect(
        (await otp.send({ phone: `+8491204${String(1000 + i)}`, purpose: 'login', clientIp: `10.0.0.${i}` }))
          .success,
      ).toBe(true);
    }
    const prefix = await otp.send({
      phone: '+84912049999',
      purpose: 'booking',
      ref: '5',
      clientIp: '10.0.1.1',
    });
    expect(prefix).toMatchObject({
      success: false,
      message:
        'Các số điện thoại đầu 0912 đang nhận quá nhiều mã xác nhận, bạn vui lòng thử lại sau 60 phút.',
      allowResendAfterSeconds: 3600,
    });
    expect(warned).toEqual([
      expect.objectContaining({
        event: 'otp_budget_reached',
        scope: 'prefix',
        prefix: '0912',
        sentLastHour: 3,
        budget: 3,
      }),
    ]);
    for (let i = 0; i < 3; i++) {
      expect(
        (await otp.send({ phone: `+8498804${String(1000 + i)}`, purpose: 'login', clientIp: `10.0.2.${i}` }))
          .success,
      ).toBe(true);
    }
    later(600);
    const site = await otp.send({ phone: '+84388049999', purpose: 'login', clientIp: '10.0.3.1' });
    expect(site).toMatchObject({
      success: false,
      message:
        'Hệ thống đang tạm ngừng gửi mã xác nhận vì có quá nhiều yêu cầu, bạn vui lòng thử lại sau 50 phút.',
      allowResendAfterSeconds: 3000,
    });
    expect(warned.at(-1)).toMatchObject({ scope: 'site', sentLastHour: 6, budget: 6 });
    expect(sent).toHaveLength(6);
    // An hour after the first codes, the budget has room again.
    later(3000);
    expect((await otp.send({ phone: '+84388049999', purpose: 'login', clientIp: '10.0.3.1' })).success).toBe(
      true,
    );
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

  it('asks an address guessing codes across many phones for a captcha after 20 wrong tries', async () => {
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
      reason: 'captcha',
      captchaLevel: 1,
      message:
        'Mạng bạn đang dùng vừa nhập sai mã nhiều lần. Bạn vui lòng xác nhận không phải người máy rồi nhập lại mã.',
    });
    // The owner of that phone, from their own address, is not affected.
    expect(await check(code, IP, phones[5])).toEqual({ ok: true });
  });

  it('past 30 wrong tries on a phone an hour, checks its codes only with a captcha: the right code still logs in', async () => {
    for (let round = 0; round < 4; round++) {
      await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP });
      for (let a = 0; a < 2; a++) for (let i = 0; i < 5; i++) await check('abcdef', `198.51.${round}.${a}`);
      later(61);
    }
    await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP });
    const code = sent.at(-1)!.code;
    expect(await check(code, IP)).toMatchObject({
      reason: 'captcha',
      captchaLevel: 1,
      message:
        'Số điện thoại này vừa bị nhập sai mã nhiều lần. Bạn vui lòng xác nhận không phải người máy rồi nhập lại mã.',
    });
    expect(
      await otp.check({ phone: PHONE, purpose: 'login', code, clientIp: IP, captcha: 'solved:1' }),
    ).toEqual({
      ok: true,
    });
  });

  it('lets other addresses share 10 wrong tries of a code; the address that asked for it keeps its own', async () => {
    await otp.send({ phone: PHONE, purpose: 'login', clientIp: IP });
    const code = sent.at(-1)!.code;
    for (let a = 0; a < 5; a++)
      for (let i = 0; i < 2; i++)
        expect(await check('abcdef', `198.51.9.${a}`)).toMatchObject({ ok: false, reason: 'wrong' });
    expect(await check(code, '198.51.9.77')).toEqual({
      ok: false,
      reason: 'too_many_tries',
      message: 'Mã này đã bị nhập sai nhiều lần từ nơi khác, bạn vui lòng gửi lại mã mới.',
    });
    expect(await check(code, IP)).toEqual({ ok: true });
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
