import { describe, expect, it } from 'vitest';
import { createSession } from '../apps/api/src/http/sessions.ts';
import { createBody } from '../apps/api/src/modules/booking/test-helpers.ts';
import { DESKTOP, logInContext, PHONE } from './support/browser.ts';
import {
  chooseDay,
  chooseServiceToTimeBlock,
  hourButton,
  outboxCodes,
  skipSuggestionToTimeBlock,
} from './support/booking-page.ts';
import { dayAfter, TEST_NOW } from './support/clock.ts';
import { useSite } from './support/site.ts';

// The 403 'BẠN ĐÃ CÓ LỊCH ĐẶT…' then a login changes the existing booking; a voucher and a
// campaign that cannot both lower the wash's price are not both selectable; the success page of a
// group shows every person. Bookings are for tomorrow, all of whose hours are ahead at any hour of
// the test clock (TEST_NOW).
const NOW = TEST_NOW;
const TODAY = dayAfter(NOW, 0);
const TOMORROW = dayAfter(NOW, 1);
const SALON = 'Moyo 82 Trần Duy Hưng';
const SERVICE = 'Gội đầu dưỡng sinh (Cơ bản)';

describe('booking journeys in Chromium', () => {
  const { site, newContext } = useSite({
    now: NOW,
    env: { BOOKING_FREE_HOLDS_PER_ADDRESS: '50', BOOKING_HOLDS_PER_ADDRESS: '50' },
  });

  const latestCode = async (phone: string) => (await outboxCodes(site.baseUrl, phone))[0] ?? '';
  const call = (method: string, path: string, body: object, token?: string) =>
    fetch(`${site.baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  async function customerId(phone: string): Promise<number> {
    await site.handle.db
      .insertInto('customer')
      .values({ phone })
      .onConflict((oc) => oc.column('phone').doNothing())
      .execute();
    const row = await site.handle.db
      .selectFrom('customer')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const hourOf = (bookingId: number) =>
    site.handle.db
      .selectFrom('booking_person as p')
      .innerJoin('salon_slot as h', 'h.id', 'p.book_hour_id')
      .select('h.hour_text')
      .where('p.booking_id', '=', bookingId)
      .execute();

  /**
   * A booking confirmed for tomorrow, then /booking with the same phone: 'Hoàn tất' answers 403 and the
   * login modal; once logged in there, 'Hoàn tất' changes that booking. `pageHearsLate`: the page's own
   * question 'who is logged in' answers only after that second tap.
   */
  async function loginThenChange(phone: string, pageHearsLate: boolean) {
    // A booking confirmed earlier with its OTP, for tomorrow (outside the change cutoff at any hour).
    const made = await call(
      'POST',
      '/api/v1/booking-multiple',
      createBody({ phone, dateBook: TOMORROW.iso, bookHours: [{ bookHourId: 1006, stylistId: 0 }] }),
    );
    expect(made.status).toBe(200);
    const bookingId = ((await made.json()) as { data: { booking: { id: number } } }).data.booking.id;
    await call('POST', '/api/v1/booking/send-otp-booking', { bookingId, phone });
    const ok = await call('PUT', '/api/v1/booking/verify-otp-booking', {
      bookingId,
      phone,
      code: await latestCode(phone),
    });
    expect(ok.status).toBe(200);
    const hourBefore = (await hourOf(bookingId))[0]?.hour_text;
    expect(hourBefore).not.toBe('16h30');

    const ctx = await newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/booking?salonId=1&phone=${phone}&step=0`);
    await expect.poll(() => page.getByTestId('salon-field').textContent()).toContain(SALON);
    await chooseServiceToTimeBlock(page, SERVICE);
    await chooseDay(page, TOMORROW.ddmm);
    await hourButton(page, '16h30').click();
    await page.getByRole('button', { name: 'Hoàn tất' }).click();

    // The modal of 001 §6, with the booking phone: a code logs the customer in.
    const login = page
      .getByRole('dialog')
      .filter({ hasText: 'BẠN ĐÃ CÓ LỊCH ĐẶT, BẠN VUI LÒNG ĐĂNG NHẬP ĐỂ ĐỔI LỊCH' });
    await login.waitFor();
    await login.getByRole('heading', { name: 'NHẬP MÃ XÁC NHẬN' }).waitFor();
    await expect.poll(() => latestCode(phone)).not.toBe('');
    await login.getByLabel('Mã xác nhận (6 chữ số)').fill(await latestCode(phone));
    let release = () => {};
    if (pageHearsLate) {
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let asked = 0;
      await ctx.route('**/api/v1/auth/me', async (route) => {
        if (asked++ === 0) await held;
        await route.fallback();
      });
    }
    await login.getByRole('button', { name: 'XÁC NHẬN' }).click();
    // A first login offers a password: skipped.
    await login.getByRole('button', { name: 'Bỏ qua' }).click();
    await login.waitFor({ state: 'hidden' });

    // The same choices, now as a change of the existing booking; no second modal.
    if (pageHearsLate) {
      await page.getByRole('button', { name: 'Hoàn tất' }).click();
    } else {
      // As a person does: the header shows who is logged in, then the tap.
      await page.getByTestId('user-menu').waitFor();
      await page.getByRole('button', { name: 'Hoàn tất' }).click();
      // No name yet: the name popup of 001 §2 comes first, skipped.
      await page.getByRole('dialog').getByRole('button', { name: 'Bỏ qua' }).click();
    }
    await page.getByText('Đổi Lịch Thành Công!').waitFor();
    release();
    await page.waitForURL(new RegExp(`/booking/success\\?bookingId=${bookingId}$`));
    await page.getByRole('heading', { level: 1, name: 'Đổi lịch thành công' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.locator('.success__details').textContent()).toContain('16h30');
    await page.screenshot({ path: '/tmp/journeys-shots/e2e-change-success-375.png' }).catch(() => undefined);

    expect((await hourOf(bookingId)).map((h) => h.hour_text)).toEqual(['16h30']);
    const mine = await site.handle.db
      .selectFrom('booking')
      .select(['id', 'status'])
      .where('customer_id', '=', await customerId(`+84${phone.slice(1)}`))
      .execute();
    expect(mine).toEqual([{ id: bookingId, status: 'confirmed' }]);
    await ctx.close();
  }

  it('403, then a login with the booking phone: Hoàn tất changes the existing booking', () =>
    loginThenChange('0914170001', false));

  it('403, then a login, then Hoàn tất before the page has heard of the login: still the change, no second modal', () =>
    loginThenChange('0914170019', true));

  it('the voucher and the 49K campaign on the same wash cannot both be chosen', async () => {
    const phone = '0914170002';
    const cid = await customerId('+84914170002');
    await site.handle.db
      .updateTable('customer')
      .set({ registered_at: NOW, name: 'Minh Anh' })
      .where('id', '=', cid)
      .execute();
    await site.handle.db
      .insertInto('voucher')
      .values({ campaign_id: 10, customer_id: cid, total_usage: 1, remaining_usage: 1, source: 'code' })
      .execute();
    const ctx = await newContext({ viewport: DESKTOP });
    await logInContext(ctx, site.baseUrl, await createSession(site.handle.db, cid, NOW));
    const draft = {
      current: 0,
      changingBookingId: null,
      persons: [
        {
          index: 0,
          phone,
          dateBook: TODAY.ddMmYyyy,
          dateChosenByUser: false,
          stylist: null,
          skinnerId: null,
          salon: {
            id: 1,
            name: SALON,
            openingDate: null,
            warnText: null,
            addressNew: '82 Trần Duy Hưng, Phường Yên Hòa, Hà Nội',
            address: '82 Trần Duy Hưng',
            bookManyPeople: 'all',
            selectConsultation: false,
          },
          chosenService: [
            {
              serviceId: 1011,
              name: SERVICE,
              price: 99000,
              oldPrice: null,
              timeServe: 40,
              groupId: 101,
              parentServiceId: null,
              serviceDeliveryType: 1,
            },
          ],
          hour: null,
          campaign: [],
          note: '',
          receiveAdvice: true,
          littleAdvice: false,
          acceptMakePhoto: true,
          numberPersons: 0,
          allowChange: false,
        },
      ],
    };
    await ctx.addInitScript((d) => {
      if (!sessionStorage.getItem('booking-draft-v1'))
        sessionStorage.setItem('booking-draft-v1', JSON.stringify(d));
    }, draft);
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/booking?step=4&phone=${phone}`);
    const campaign = page.getByTestId('list-campaign-1').getByRole('checkbox');
    const total = page.getByTestId('campaign-total');
    await campaign.check();
    await expect.poll(() => total.textContent()).toBe('49.000 VNĐ');

    await page.getByRole('tab', { name: 'Ưu đãi của bạn' }).click();
    const voucherCard = page.getByTestId('list-campaign-10');
    await voucherCard.waitFor();
    expect(await voucherCard.getByRole('checkbox').isDisabled()).toBe(true);
    await voucherCard.getByText('Không dùng chung được với ưu đãi đã chọn cho cùng dịch vụ').waitFor();
    expect(await voucherCard.getByText(/Tiết kiệm/).count()).toBe(0);
    await page.screenshot({ path: '/tmp/journeys-shots/e2e-step4-clash-1280.png' }).catch(() => undefined);

    // Dropping the campaign frees the voucher, which then blocks the campaign in turn.
    await page.getByRole('tab', { name: 'Ưu đãi từ Moyo' }).click();
    await campaign.uncheck();
    await page.getByRole('tab', { name: 'Ưu đãi của bạn' }).click();
    await voucherCard.getByRole('checkbox').check();
    await expect.poll(() => total.textContent()).toBe('50.000 VNĐ');
    await page.getByRole('tab', { name: 'Ưu đãi từ Moyo' }).click();
    expect(await campaign.isDisabled()).toBe(true);
    await ctx.close();
  });

  it('keyboard and group counter: focus stays on the chosen salon and date; + without a salon says why', async () => {
    const ctx = await newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/booking?salonId=0&phone=0&step=0`);
    // '+' before a salon: the reason shows next to the counter, on screen.
    await page.getByRole('button', { name: 'Thêm một người' }).click();
    const refusal = page.getByTestId('group-refusal');
    await refusal.getByText('Bạn vui lòng chọn salon trước để xem giờ trống nhé!').waitFor();
    const box = await refusal.boundingBox();
    expect((box?.y ?? -1) >= 0 && (box?.y ?? 1e9) + (box?.height ?? 0) <= 740).toBe(true);

    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el?.dataset.testid ?? el?.getAttribute('aria-expanded') ?? el?.tagName ?? null;
      });
    await page.getByTestId('salon-field').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('searchbox', { name: 'Tìm kiếm salon' }).fill('Trần Duy Hưng');
    const result = page
      .getByRole('list', { name: 'Salon' })
      .getByRole('button', { name: /Moyo 82 Trần Duy Hưng/ });
    await result.first().focus();
    // The salon chosen opens step 2 (001 §2). On a slow phone (the CPU 6 times slower) step 2 comes
    // later than any timer would guess: the focus still lands on its title, not the page's body.
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Chọn dịch vụ' }).waitFor();
    await expect.poll(focused).toBe('H1');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    await page.getByRole('button', { name: `Chọn ${SERVICE}` }).click();
    await page.getByRole('button', { name: 'Xong' }).click();
    await skipSuggestionToTimeBlock(page);
    await expect.poll(() => page.getByTestId('salon-field').textContent()).toContain(SALON);
    await expect.poll(() => refusal.textContent()).toBe('');
    const dateToggle = page.getByRole('button', { name: /^Ngày/ });
    await dateToggle.focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('list', { name: 'Chọn ngày' })
      .getByRole('button', { name: new RegExp(TOMORROW.ddmm) })
      .focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dateToggle.textContent()).toContain(TOMORROW.ddmm);
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^Ngày/);
    await ctx.close();
  });

  it('an English page shows the home blocks and the step-2 guide in English', async () => {
    const ctx = await newContext({ viewport: DESKTOP });
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/?lang=en`);
    const featured = page.getByRole('heading', { level: 2, name: 'Featured services' });
    await page.getByTestId('home-blocks').scrollIntoViewIfNeeded();
    await featured.waitFor();
    await page.getByRole('heading', { level: 2, name: 'Why Moyo' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Dịch vụ nổi bật' }).count()).toBe(0);
    await page.goto(`${site.baseUrl}/booking?salonId=1&phone=0&step=0&lang=en`);
    await page.getByTestId('service-block-0').getByRole('button', { name: 'See all our services' }).click();
    await page
      .getByText('Choose one version of each service; you can add extra services on the detail page.')
      .waitFor();
    await ctx.close();
  });

  for (const [name, viewport] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`at ${name} px the success page of a group of 3 shows the number of people and each person`, async () => {
      const local = name === '375' ? '0914170003' : '0914170004';
      const cid = await customerId(`+84${local.slice(1)}`);
      const token = await createSession(site.handle.db, cid, NOW);
      const person = (bookHourId: number, serviceId: number) => ({
        bookHourId,
        stylistId: 0,
        chosenServices: JSON.stringify([{ serviceId }]),
      });
      const slot = name === '375' ? 1003 : 1020;
      const res = await call(
        'POST',
        '/api/v1/booking-multiple',
        createBody({ phone: local, bookHours: [person(slot, 1011), person(slot, 1021), person(slot, 1011)] }),
        token,
      );
      expect(res.status).toBe(200);
      const booking = ((await res.json()) as { data: { booking: { id: number } } }).data.booking;

      const ctx = await newContext({ viewport });
      await logInContext(ctx, site.baseUrl, token);
      const page = await ctx.newPage();
      await page.goto(`${site.baseUrl}/booking/success?bookingId=${booking.id}`);
      await page.getByRole('heading', { level: 1, name: 'Đặt lịch thành công' }).waitFor();
      const details = page.locator('.success__details');
      await details.getByText('3 người').waitFor();
      for (const n of [1, 2, 3]) await details.getByText(`Khách ${n}`, { exact: true }).waitFor();
      const stylists = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.success__row'))
          .filter((r) => /^Khách \d$/.test(r.querySelector('dt')?.textContent ?? ''))
          .map((r) => r.querySelector('dd')?.textContent?.split(' · ')[1]),
      );
      expect(new Set(stylists).size).toBe(3);
      await page
        .screenshot({ path: `/tmp/journeys-shots/e2e-group-success-${name}.png` })
        .catch(() => undefined);
      await ctx.close();
    });
  }
});
