import { mkdirSync } from 'node:fs';
import { message } from '@salon/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runWaitlist } from '../apps/api/src/modules/waitlist/test-helpers.ts';
import { bookThroughApi, slotAt } from './support/api-booking.ts';
import { DESKTOP, logInContext, PHONE } from './support/browser.ts';
import { chooseDay, chooseServiceToTimeBlock, hourButton, outboxCodes } from './support/booking-page.ts';
import { dayAfter, TEST_NOW } from './support/clock.ts';
import { sessionFor as sessionOf } from './support/login.ts';
import { useSite } from './support/site.ts';

// The waitlist from step 0 in Chromium (decisions 0128 and 0135): a customer who finds a stylist's hour
// booked taps 'Báo cho tôi khi có chỗ'. Logged in as the phone, the join lands at once; a visitor not
// logged in confirms the typed phone by its OTP in the site's login dialog, and the join follows the
// login. When the hour's owner cancels, the waitlist's pass offers it: the message's link (/giu-cho/…)
// opens the offer, the code sent to the phone claims it, and the success page shows the booking.
// Everything is booked for tomorrow, whose hours are all ahead at any hour of TEST_NOW.
const TOMORROW = dayAfter(TEST_NOW, 1);
const SERVICE = 'Gội đầu dưỡng sinh (Cơ bản)';
const SHOTS = '/tmp/journey-shots';

const dotted = (local: string) => `${local.slice(0, 4)}.${local.slice(4, 7)}.${local.slice(7)}`;

describe('the waitlist in Chromium', () => {
  const { site, newContext } = useSite();
  const sessionFor = (local: string) => sessionOf(site, local, site.clock.now);

  /** The first stylist of salon 1 on shift tomorrow: id and name (as the stylist cards show it). */
  async function stylistOfTomorrow(): Promise<{ id: number; name: string }> {
    const res = await fetch(
      `${site.baseUrl}/api/v1/booking/stylists?salonId=1&workDate=${TOMORROW.ddMmYyyy}`,
    );
    const { stylists } = (
      (await res.json()) as {
        data: { stylists: { staffId: number; staffName: string; salonEnroll: number }[] };
      }
    ).data;
    const s = stylists.find((x) => x.salonEnroll === 1);
    if (!s) throw new Error('no stylist of salon 1 tomorrow');
    return { id: s.staffId, name: s.staffName };
  }

  /** Someone else books `stylist` at `hour` tomorrow (logged in, confirmed at once): the booking's id and session. */
  async function bookedBySomeoneElse(owner: string, stylist: number, hour: string) {
    const token = await sessionFor(owner);
    const bookHourId = await slotAt(site, 1, hour);
    const id = await bookThroughApi(site, token, {
      salonId: 1,
      phone: owner,
      stylistId: stylist,
      dateBook: TOMORROW.iso,
      bookHours: [{ bookHourId, stylistId: stylist }],
    });
    return { id, token, bookHourId };
  }

  /** Step 0 of salon 1 for `local`, a service, tomorrow, the stylist: the hours show `hour` taken. */
  async function stepZeroWithHourTaken(page: Page, local: string, stylist: string, hour: string) {
    await page.goto(`${site.baseUrl}/booking?salonId=1&phone=${local}&step=0`);
    await chooseServiceToTimeBlock(page, SERVICE);
    await chooseDay(page, TOMORROW.ddmm);
    await page.locator('.b-card', { hasText: stylist }).click();
    await hourButton(page, hour).filter({ hasText: 'Đã kín' }).waitFor();
  }

  /** 'Báo cho tôi khi có chỗ' opened, the hour chosen in its form. */
  async function openWaitlistForm(page: Page, hour: string): Promise<Locator> {
    await page.getByRole('button', { name: 'Báo cho tôi khi có chỗ' }).click();
    const form = page.getByTestId('waitlist-join');
    await form.getByLabel('Chờ giờ').selectOption({ label: hour });
    return form;
  }

  const entriesOf = (local: string) =>
    site.handle.db
      .selectFrom('waitlist_entry as w')
      .innerJoin('customer as c', 'c.id', 'w.customer_id')
      .select(['w.slot_id', 'w.status', 'w.date_book'])
      .where('c.phone', '=', `+84${local.slice(1)}`)
      .execute();

  async function shoot(page: Page, target: Locator, name: string) {
    mkdirSync(SHOTS, { recursive: true });
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  }

  for (const [name, viewport, local, owner, hour] of [
    ['375', PHONE, '0915520101', '0915520201', '15h10'],
    ['1280', DESKTOP, '0915520102', '0915520202', '16h10'],
  ] as const) {
    it(`at ${name} px a logged-in customer joins the line for a booked hour at once`, async () => {
      const stylist = await stylistOfTomorrow();
      const taken = await bookedBySomeoneElse(owner, stylist.id, hour);
      const ctx = await newContext({ viewport });
      await logInContext(ctx, site.baseUrl, await sessionFor(local));
      const page = await ctx.newPage();
      await stepZeroWithHourTaken(page, local, stylist.name, hour);
      const form = await openWaitlistForm(page, hour);
      await expect.poll(() => form.getByLabel('Số điện thoại').inputValue()).toBe(local);
      await form.getByText('Số điện thoại đã được xác nhận (bạn đang đăng nhập bằng số này).').waitFor();
      await form.getByRole('button', { name: 'GHI DANH CHỜ' }).click();
      await form.getByRole('status').getByText(message('waitlistJoined'), { exact: true }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await entriesOf(local)).toEqual([
        { slot_id: taken.bookHourId, status: 'waiting', date_book: TOMORROW.iso },
      ]);
      await shoot(page, form, `waitlist-joined-${name}`);
      await ctx.close();
    });
  }

  for (const [name, viewport, local, owner, hour] of [
    ['375', PHONE, '0915520103', '0915520203', '17h10'],
    ['1280', DESKTOP, '0915520104', '0915520204', '18h10'],
  ] as const) {
    it(`at ${name} px a visitor not logged in confirms the typed phone by its code, and the join follows`, async () => {
      const stylist = await stylistOfTomorrow();
      const taken = await bookedBySomeoneElse(owner, stylist.id, hour);
      const ctx = await newContext({ viewport });
      const page = await ctx.newPage();
      await stepZeroWithHourTaken(page, '0', stylist.name, hour);
      const form = await openWaitlistForm(page, hour);
      await form.getByLabel('Số điện thoại').fill(local);
      await form.getByText('Chúng tôi gửi mã OTP tới số này để xác nhận trước khi ghi danh chờ.').waitFor();
      await shoot(page, form, `waitlist-visitor-form-${name}`);
      await form.getByRole('button', { name: 'XÁC NHẬN SỐ VÀ GHI DANH' }).click();

      // The site's login dialog, with the typed phone already in it: it asks for that phone's code.
      const login = page.getByRole('dialog').filter({ hasText: 'Xác nhận số điện thoại để ghi danh chờ' });
      await login.getByText(dotted(local)).waitFor();
      const code = login.getByLabel('Mã xác nhận (6 chữ số)');
      await code.waitFor();
      expect(await entriesOf(local)).toEqual([]);
      await shoot(page, login, `waitlist-login-${name}`);
      await expect.poll(() => outboxCodes(site.baseUrl, local)).toHaveLength(1);
      await code.fill((await outboxCodes(site.baseUrl, local))[0] ?? '');
      await login.getByRole('button', { name: 'XÁC NHẬN' }).click();
      // A first login offers to set a password: skipped, as most do.
      const skip = login.getByRole('button', { name: 'Bỏ qua' });
      await skip.or(form.getByRole('status')).first().waitFor();
      if (await skip.isVisible()) await skip.click();
      await login.waitFor({ state: 'detached' });

      await form.getByRole('status').getByText(message('waitlistJoined'), { exact: true }).waitFor();
      await page.getByTestId('user-menu').waitFor();
      expect(await entriesOf(local)).toEqual([
        { slot_id: taken.bookHourId, status: 'waiting', date_book: TOMORROW.iso },
      ]);
      await shoot(page, form, `waitlist-visitor-joined-${name}`);
      await ctx.close();
    });
  }

  /**
   * `local` waits (through the API, logged in) for `hour` of the first stylist tomorrow, booked by `owner`;
   * the owner cancels and the waitlist's pass runs: the offer link of the message in the outbox.
   */
  async function offerLinkAfterCancel(local: string, owner: string, hour: string) {
    const stylist = await stylistOfTomorrow();
    const taken = await bookedBySomeoneElse(owner, stylist.id, hour);
    const join = await fetch(`${site.baseUrl}/api/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await sessionFor(local)}` },
      body: JSON.stringify({
        phone: local,
        salonId: 1,
        dateBook: TOMORROW.iso,
        bookHourId: taken.bookHourId,
        stylistId: stylist.id,
        serviceIds: [1021],
      }),
    });
    expect(join.status, await join.clone().text()).toBe(200);
    const cancel = await fetch(`${site.baseUrl}/api/v1/booking/${taken.id}/cancel`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${taken.token}` },
    });
    expect(cancel.status, await cancel.clone().text()).toBe(200);
    expect(await runWaitlist(site.app.deps)).toHaveLength(1);
    const outbox = (await (await fetch(`${site.baseUrl}/api/dev/outbox?phone=${local}`)).json()) as {
      data: { method: string; text: string }[];
    };
    const text = outbox.data.find((m) => m.method === 'waitlist')?.text ?? '';
    const link = text.match(/https?:\/\/\S+\/giu-cho\/\S+/)?.[0];
    expect(link, text).toBeDefined();
    expect(new URL(link ?? '').origin).toBe(site.baseUrl);
    return { link: link ?? '', stylist, taken };
  }

  it('at 375 and 1280 px the offer link of the message, after the owner cancels, claims the hour with its code', async () => {
    const local = '0915520105';
    const { link, stylist, taken } = await offerLinkAfterCancel(local, '0915520205', '19h30');

    // The link opened on the phone that received it (not logged in on this browser).
    const ctx = await newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    await page.goto(link);
    const offer = page.getByTestId('waitlist-offer');
    await offer.getByRole('heading', { level: 1, name: 'Đã có chỗ cho bạn!' }).waitFor();
    const details = await offer.locator('.offer__details').innerText();
    expect(details).toContain('19h30');
    expect(details).toContain(stylist.name);
    expect(details).toContain(TOMORROW.ddMmYyyy.replaceAll('-', '/'));
    await offer.getByRole('timer').getByText('Giữ chỗ còn 10:00').waitFor();
    await shoot(page, offer, 'waitlist-offer-375');
    await page.setViewportSize(DESKTOP);
    await shoot(page, offer, 'waitlist-offer-1280');
    await page.setViewportSize(PHONE);

    await offer.getByRole('button', { name: 'NHẬN MÃ XÁC NHẬN' }).click();
    await offer.getByText(/^Mã xác nhận đã được gửi tới /).waitFor();
    await expect.poll(async () => (await outboxCodes(site.baseUrl, local))[0]).toMatch(/^\d{6}$/);
    await offer.getByLabel('Chữ số thứ 1 của mã xác nhận').click();
    await page.keyboard.type((await outboxCodes(site.baseUrl, local))[0] ?? '');
    await offer.getByRole('button', { name: 'XÁC NHẬN GIỮ CHỖ' }).click();

    await page.waitForURL(/\/booking\/success\?bookingId=\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Đặt lịch thành công' }).waitFor();
    const shown = page.locator('.success__details');
    await expect.poll(() => shown.innerText()).toContain('19h30');
    expect(await shown.innerText()).toContain(stylist.name);
    const bookingId = Number(new URL(page.url()).searchParams.get('bookingId'));
    const booking = await site.handle.db
      .selectFrom('booking')
      .select('status')
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe('confirmed');
    expect(await entriesOf(local)).toEqual([
      { slot_id: taken.bookHourId, status: 'booked', date_book: TOMORROW.iso },
    ]);
    await shoot(page, page.getByRole('heading', { level: 1 }), 'waitlist-claimed-375');
    await page.setViewportSize(DESKTOP);
    await shoot(page, page.getByRole('heading', { level: 1 }), 'waitlist-claimed-1280');
    await ctx.close();
  });

  it('at 1280 px an open offer whose countdown reaches 0:00 says it lapsed, without a reload', async () => {
    const local = '0915520107';
    const { link } = await offerLinkAfterCancel(local, '0915520207', '12h10');
    const before = site.clock.now;
    try {
      const ctx = await newContext({ viewport: DESKTOP });
      const page = await ctx.newPage();
      await page.goto(link);
      const offer = page.getByTestId('waitlist-offer');
      const timer = offer.getByRole('timer');
      await timer.getByText('Giữ chỗ còn 10:00').waitFor();
      // Nine minutes and a half on both clocks: the countdown goes on from where it is.
      const later = (ms: number) => new Date(before.getTime() + ms);
      site.clock.now = later(9.5 * 60_000);
      await page.clock.setFixedTime(later(9.5 * 60_000));
      await timer.getByText('Giữ chỗ còn 0:30').waitFor();
      expect(await offer.getAttribute('data-state')).toBe('open');
      // The ten minutes are up: at 0:00 the page asks again and says the hour is gone, unasked.
      site.clock.now = later(10 * 60_000 + 1_000);
      await page.clock.setFixedTime(later(10 * 60_000 + 1_000));
      await offer.getByRole('heading', { level: 1, name: 'Lời mời đã hết hạn' }).waitFor();
      expect(await offer.getByRole('button', { name: 'NHẬN MÃ XÁC NHẬN' }).count()).toBe(0);
      await offer.getByRole('link', { name: 'Đặt lịch khác' }).waitFor();
      await shoot(page, offer, 'waitlist-offer-ran-out-1280');
      await ctx.close();
    } finally {
      site.clock.now = before;
    }
  });

  it('at 375 px an offer link opened after its 10 minutes says it went to the next in line', async () => {
    const local = '0915520106';
    const { link } = await offerLinkAfterCancel(local, '0915520206', '14h10');
    const before = site.clock.now;
    site.clock.now = new Date(before.getTime() + 11 * 60_000);
    try {
      // The pass (every 15 s in a running server) ends the unclaimed hold.
      await runWaitlist(site.app.deps);
      const ctx = await newContext({ viewport: PHONE });
      const page = await ctx.newPage();
      await page.goto(link);
      const offer = page.getByTestId('waitlist-offer');
      await offer.getByRole('heading', { level: 1, name: 'Lời mời đã hết hạn' }).waitFor();
      await offer
        .getByText(
          'Chỗ này đã được chuyển cho người tiếp theo trong danh sách chờ. Bạn chọn giờ khác giúp chúng mình nhé.',
        )
        .waitFor();
      expect(await offer.getByRole('button', { name: 'NHẬN MÃ XÁC NHẬN' }).count()).toBe(0);
      await offer.getByRole('link', { name: 'Đặt lịch khác' }).waitFor();
      expect(await entriesOf(local)).toEqual([
        { slot_id: expect.any(Number), status: 'lapsed', date_book: TOMORROW.iso },
      ]);
      await shoot(page, offer, 'waitlist-offer-lapsed-375');
      await ctx.close();
    } finally {
      site.clock.now = before;
    }
  });
});
