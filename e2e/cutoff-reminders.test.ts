import { describe, expect, it } from 'vitest';
import { issueViewToken } from '../apps/api/src/modules/booking/index.ts';
import { bookThroughApi, slotAt } from './support/api-booking.ts';
import { axeViolations, DESKTOP, logInContext, lookUpPhone, PHONE } from './support/browser.ts';
import { vietnamTime } from './support/clock.ts';
import { sessionFor as sessionOf } from './support/login.ts';
import { useSite } from './support/site.ts';

// Issue 22 in Chromium: a booking within the change/cancel cutoff (60 minutes) shows the cutoff
// message in lookup and offers no change or cancel; the success page lists the scheduled reminders
// (time and channel), the cutoff, and turns them off. 10h00 in Vietnam on Monday 23/11/2026.
const NOW = vietnamTime('10:00'); // Pinned: 10h50 today is inside the 60-minute cutoff.
const SHOTS = '/tmp/cutoff-reminders-shots';

describe('cutoff and reminders in Chromium', () => {
  const { site, newContext } = useSite({ now: NOW });

  const sessionFor = (local: string) => sessionOf(site, local, NOW);

  const book = async (local: string, token: string, dateBook: string, hour: string) =>
    bookThroughApi(site, token, {
      salonId: 1,
      phone: local,
      dateBook,
      bookHours: [{ bookHourId: await slotAt(site, 1, hour) }],
    });

  it('at 375 px lookup shows the cutoff message for a booking at 10h50 and offers no change or cancel', async () => {
    const local = '0915220101';
    const token = await sessionFor(local);
    const bookingId = await book(local, token, '2026-11-23', '10h50');
    const ctx = await newContext({ viewport: PHONE });
    await logInContext(ctx, site.baseUrl, token);
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/`);
    const card = (await lookUpPhone(page, local)).locator(`[data-booking-id="${bookingId}"]`);
    await card.getByText('Đã quá hạn đổi, hủy lịch: chỉ đổi hoặc hủy được trước giờ hẹn 60 phút.').waitFor();
    expect(await card.getByRole('button', { name: 'Hủy lịch' }).count()).toBe(0);
    expect(await card.getByRole('link', { name: 'Đổi lịch' }).count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/lookup-cutoff-375.png` }).catch(() => undefined);
    await page.setViewportSize(DESKTOP);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/lookup-cutoff-1280.png` }).catch(() => undefined);
    expect(await axeViolations(page)).toEqual([]);
    await ctx.close();
  });

  it('at 1280 px the success page lists the reminders with time and channel and turns them off', async () => {
    const local = '0915220102';
    const token = await sessionFor(local);
    const bookingId = await book(local, token, '2026-11-24', '14h10');
    const ctx = await newContext({ viewport: DESKTOP });
    await logInContext(ctx, site.baseUrl, token);
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/booking/success?bookingId=${bookingId}`);
    const panel = page.getByTestId('booking-reminders');
    await panel.getByRole('heading', { name: 'Nhắc lịch' }).waitFor();
    expect(await panel.getByTestId('reminder').allTextContents()).toEqual([
      '14h10, ngày 23/11/2026qua Zalo',
      '12h10, ngày 24/11/2026qua Zalo',
    ]);
    await panel
      .getByText('Bạn có thể đổi hoặc hủy lịch đến 13h10 ngày 24/11/2026 (60 phút trước giờ hẹn).')
      .waitFor();
    await page
      .screenshot({ path: `${SHOTS}/success-reminders-1280.png`, fullPage: true })
      .catch(() => undefined);
    await page.setViewportSize(PHONE);
    await page
      .screenshot({ path: `${SHOTS}/success-reminders-375.png`, fullPage: true })
      .catch(() => undefined);
    expect(await axeViolations(page)).toEqual([]);

    await panel.getByRole('checkbox', { name: 'Nhận tin nhắc lịch' }).uncheck();
    await panel.getByText('Bạn đã tắt nhắc lịch cho lịch hẹn này.').waitFor();
    expect(await panel.getByTestId('reminder').count()).toBe(0);
    // The switch moves in the tap; the server's answer follows (the box is enabled again once it has).
    await expect
      .poll(() => panel.getByRole('checkbox', { name: 'Nhận tin nhắc lịch' }).isEnabled())
      .toBe(true);
    const open = await site.handle.db
      .selectFrom('scheduled_jobs')
      .select('id')
      .where('kind', '=', 'reminders.send')
      .where('dedupe_key', 'like', `reminder:${bookingId}:%`)
      .where('done_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
    await ctx.close();
  });

  // The success page: the booking code at the top, 'Đổi lịch' (main) and 'Hủy lịch' (outlined red, the
  // lookup card's own confirmation), the calendar links secondary, and the reminders still to come.
  for (const [name, viewport] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`${name} px: the success page shows the code first, change and cancel, the calendar as secondary`, async () => {
      const local = name === '375' ? '0915220103' : '0915220104';
      const token = await sessionFor(local);
      const bookingId = await book(local, token, '2026-11-24', '15h10');
      const ctx = await newContext({ viewport });
      await logInContext(ctx, site.baseUrl, token);
      const page = await ctx.newPage();
      await page.goto(`${site.baseUrl}/booking/success?bookingId=${bookingId}`);
      const code = page.getByTestId('success-booking-code');
      await code.waitFor();
      expect(await code.textContent()).toBe(String(bookingId));
      expect(await page.locator('.success__code').textContent()).toBe(`Mã lịch: ${bookingId}`);
      const codeBox = await code.boundingBox();
      expect((codeBox?.y ?? 1e9) + (codeBox?.height ?? 0)).toBeLessThan(viewport.height);
      const change = page.getByRole('link', { name: 'Đổi lịch' });
      const cancel = page.getByRole('button', { name: 'Hủy lịch' });
      await cancel.waitFor();
      expect(await change.getAttribute('class')).toContain('btn--primary');
      expect(await cancel.getAttribute('class')).toContain('btn--destructive');
      const ics = page.getByRole('button', { name: 'Thêm vào lịch (.ics)' });
      expect(await ics.getAttribute('class')).not.toContain('btn--primary');
      // The booking's own action comes first among the filled buttons.
      expect(await page.locator('.success .btn--primary').first().textContent()).toBe('Đổi lịch');
      const panel = page.getByTestId('booking-reminders');
      // The reminders come with their own call, after the page's.
      await expect.poll(() => panel.getByTestId('reminder').count()).toBe(2);
      await page.screenshot({ path: `${SHOTS}/success-actions-${name}.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      await cancel.click();
      const dialog = page.getByRole('dialog', { name: 'Xác nhận hủy lịch' });
      await dialog.getByText('Bạn chắc chắn muốn hủy lịch hẹn 24/11/2026 lúc 15h10').waitFor();
      await page.screenshot({ path: `${SHOTS}/success-cancel-confirm-${name}.png` });
      await dialog.getByRole('button', { name: 'Hủy lịch' }).click();
      await page.getByText('Hủy Lịch Thành Công!').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Lịch đặt đã hủy' }).waitFor();
      expect(await page.getByRole('button', { name: 'Lịch đặt đã hủy' }).isDisabled()).toBe(true);
      const row = await site.handle.db
        .selectFrom('booking')
        .select('status')
        .where('id', '=', bookingId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('cancelled');
      // Nothing of a visit is left to show: no check-in code, reminders or calendar.
      expect(await page.getByTestId('booking-reminders').count()).toBe(0);
      expect(await page.getByTestId('visit-day').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Thêm vào lịch (.ics)' }).count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/success-cancelled-${name}.png`, fullPage: true });
      await ctx.close();
    });
  }

  it('not logged in (a reminder link): change and cancel ask to log in with the booking phone first', async () => {
    const local = '0915220105';
    const token = await sessionFor(local);
    const bookingId = await book(local, token, '2026-11-24', '16h10');
    // The token a reminder's link carries (?t=): it reads the booking, it does not log anyone in.
    const viewToken = issueViewToken(site.app.deps, bookingId);
    const ctx = await newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    await page.goto(
      `${site.baseUrl}/booking/success?bookingId=${bookingId}&t=${encodeURIComponent(viewToken)}`,
    );
    await page.getByTestId('success-booking-code').waitFor();
    await page.getByRole('button', { name: 'Hủy lịch' }).click();
    const login = page
      .getByRole('dialog')
      .filter({ hasText: 'Đăng nhập bằng số này để xem chi tiết, đổi hoặc hủy lịch' });
    await login.waitFor();
    // The preset phone is checked first (verify), then the dialog asks for its code.
    await login.getByText('0915.220.105').waitFor();
    await login.getByRole('heading', { name: 'NHẬP MÃ XÁC NHẬN' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Xác nhận hủy lịch' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/success-login-to-cancel-375.png` });
    await ctx.close();
  });

  it('a booking made at 21:30 for 9h30 the next morning lists its reminder at 08:00, after the quiet hours', async () => {
    const before = site.clock.now;
    site.clock.now = vietnamTime('21:30');
    try {
      const local = '0915220106';
      const token = await sessionFor(local);
      const bookingId = await book(local, token, '2026-11-24', '9h30');
      const ctx = await newContext({ viewport: PHONE });
      await logInContext(ctx, site.baseUrl, token);
      const page = await ctx.newPage();
      await page.goto(`${site.baseUrl}/booking/success?bookingId=${bookingId}`);
      const panel = page.getByTestId('booking-reminders');
      await panel.getByRole('heading', { name: 'Nhắc lịch' }).waitFor();
      expect(await panel.getByTestId('reminder').allTextContents()).toEqual([
        '8h00, ngày 24/11/2026qua Zalo',
      ]);
      expect(await panel.getByText('Không còn lời nhắc nào sắp gửi.').count()).toBe(0);
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/success-evening-reminder-375.png` });
      await ctx.close();
    } finally {
      site.clock.now = before;
    }
  });
});
