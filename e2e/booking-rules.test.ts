import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookThroughApi } from './support/api-booking.ts';
import {
  chooseServiceToTimeBlock,
  hourButton,
  openServiceList,
  skipSuggestionToTimeBlock,
} from './support/booking-page.ts';
import { axeViolations, DESKTOP, logInContext, lookUpPhone, PHONE } from './support/browser.ts';
import { dayAfter, TEST_NOW } from './support/clock.ts';
import { sessionFor as sessionOf } from './support/login.ts';
import { useSite } from './support/site.ts';

// Issue 18 in Chromium: a cancelled booking looked up by phone shows a disabled 'Lịch đặt đã hủy'
// (its owner and a stranger alike), the time block names the receptionist of the day with their
// picture, an at-home-only service cannot be chosen at a salon, and the success page links to the
// salon's parking. At TEST_NOW (support/clock.ts): the bookings are for tomorrow.
const NOW = TEST_NOW;
const SERVICE = 'Gội đầu dưỡng sinh (Cơ bản)';
const SHOTS = '/tmp/booking-rules-shots';

describe('booking rules of issue 18 in Chromium', () => {
  const { site, newContext } = useSite({ now: NOW });

  const sessionFor = (local: string) => sessionOf(site, local, NOW);

  const book = (local: string, token: string, salonId: number, bookHourId: number) =>
    bookThroughApi(site, token, { salonId, phone: local, bookHours: [{ bookHourId }] });

  it('book, cancel, look the phone up: the owner and a stranger see a disabled "Lịch đặt đã hủy"', async () => {
    const local = '0915180101';
    const token = await sessionFor(local);
    const bookingId = await book(local, token, 1, 1020);

    const ctx = await newContext({ viewport: PHONE });
    await logInContext(ctx, site.baseUrl, token);
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/`);
    let lookup = await lookUpPhone(page, local);
    const card = lookup.locator(`[data-booking-id="${bookingId}"]`);
    await card.getByRole('button', { name: 'Hủy lịch' }).click();
    await page
      .getByRole('dialog', { name: 'Xác nhận hủy lịch' })
      .getByRole('button', { name: 'Hủy lịch' })
      .click();
    // The toast lasts 2 s (a busy machine can miss it); the booking's row is the proof.
    const status = () =>
      site.handle.db
        .selectFrom('booking')
        .select('status')
        .where('id', '=', bookingId)
        .executeTakeFirstOrThrow();
    await expect.poll(async () => (await status()).status).toBe('cancelled');
    // Looked up again: the cancelled booking, not 'Bạn chưa đặt lịch!'.
    lookup = await lookUpPhone(page, local);
    const cancelled = lookup
      .locator(`[data-booking-id="${bookingId}"]`)
      .getByRole('button', { name: 'Lịch đặt đã hủy' });
    await cancelled.waitFor();
    expect(await cancelled.isDisabled()).toBe(true);
    expect(await lookup.getByText('Bạn chưa đặt lịch!').count()).toBe(0);
    await ctx.close();

    const stranger = await newContext({ viewport: DESKTOP });
    const other = await stranger.newPage();
    await other.goto(`${site.baseUrl}/`);
    const theirs = await lookUpPhone(other, local);
    const masked = theirs.getByRole('button', { name: 'Lịch đặt đã hủy' });
    await masked.waitFor();
    expect(await masked.isDisabled()).toBe(true);
    // Only the masked minimum: no salon name, no change or cancel.
    const text = (await theirs.textContent()) ?? '';
    expect(text).not.toContain('Trần Duy Hưng');
    expect(await theirs.getByRole('button', { name: 'Hủy lịch' }).count()).toBe(0);
    await stranger.close();
  });

  for (const [name, viewport] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`at ${name} px step 2 refuses the at-home service and the time block shows the receptionist`, async () => {
      const receptionist = await site.handle.db
        .selectFrom('reception_shift as sh')
        .innerJoin('receptionist as r', 'r.id', 'sh.receptionist_id')
        .select(['r.name', 'r.avatar'])
        .where('sh.salon_id', '=', 1)
        .where('sh.work_date', '=', dayAfter(NOW, 0).iso)
        .executeTakeFirstOrThrow();
      const ctx = await newContext({ viewport });
      const page = await ctx.newPage();
      await page.goto(`${site.baseUrl}/booking?salonId=1&phone=0&step=0`);
      await openServiceList(page);
      // The at-home-only service is shown with its reason and cannot be chosen.
      const atHome = page.locator('[data-service-id="1031"]');
      await atHome.getByText('Chỉ phục vụ tại nhà, salon không nhận đặt dịch vụ này.').waitFor();
      const chooseAtHome = atHome.getByRole('button', { name: 'Chọn Gội đầu dưỡng sinh tại nhà' });
      expect(await chooseAtHome.isDisabled()).toBe(true);
      await atHome.screenshot({ path: `${SHOTS}/at-home-${name}.png` }).catch(() => undefined);
      await page.getByRole('button', { name: `Chọn ${SERVICE}` }).click();
      await page.getByRole('button', { name: 'Xong' }).click();
      await skipSuggestionToTimeBlock(page);

      const line = page.getByTestId('reception-line');
      await line.getByText(`Lễ tân đón bạn: ${receptionist.name}`).waitFor();
      const img = line.getByRole('img', { name: `Ảnh lễ tân ${receptionist.name}` });
      expect(await img.getAttribute('src')).toBe(receptionist.avatar);
      expect(await img.getAttribute('width')).toBe('40');
      expect(await img.getAttribute('height')).toBe('40');
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
      await line.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/reception-${name}.png` }).catch(() => undefined);
      expect(await axeViolations(page)).toEqual([]);
      await ctx.close();
    });
  }

  it('shows the parking link in the home salonAddress block where its item has one', async () => {
    const { parking_map } = await site.handle.db
      .selectFrom('salon')
      .select('parking_map')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const ctx = await newContext({ viewport: DESKTOP });
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/`);
    // The lower sections load on scroll.
    const block = page.locator('[data-layout="salonAddress"]');
    for (let y = 0; !(await block.count()) && y < 40; y++) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(100);
    }
    await block.scrollIntoViewIfNeeded();
    const links = block.getByRole('link', { name: /Chỉ đường chỗ gửi xe/ });
    await links.first().waitFor();
    // Only the salon with parking (Trần Duy Hưng) has one.
    expect(await links.count()).toBe(1);
    expect(await links.first().getAttribute('href')).toBe(parking_map);
    await ctx.close();
  });

  it("links the success page to the salon's parking, and shows no such link for a salon without one", async () => {
    const local = '0915180102';
    const token = await sessionFor(local);
    const maps = async (id: number) =>
      site.handle.db.selectFrom('salon').select('parking_map').where('id', '=', id).executeTakeFirstOrThrow();
    const withParking = await book(local, token, 1, 1025);

    const ctx = await newContext({ viewport: PHONE });
    await logInContext(ctx, site.baseUrl, token);
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/booking/success?bookingId=${withParking}`);
    await page.getByRole('heading', { level: 1, name: 'Đặt lịch thành công' }).waitFor();
    const link = page.getByRole('link', { name: 'Chỉ đường chỗ gửi xe' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe((await maps(1)).parking_map);
    expect(await link.getAttribute('rel')).toContain('noopener');
    await page.screenshot({ path: `${SHOTS}/success-parking-375.png` }).catch(() => undefined);

    // Salon 2 has no parking: cancel the first booking, book there, no parking link.
    await fetch(`${site.baseUrl}/api/v1/booking/${withParking}/cancel`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    });
    expect((await maps(2)).parking_map).toBeNull();
    const without = await book(local, token, 2, 2025);
    await page.goto(`${site.baseUrl}/booking/success?bookingId=${without}`);
    await page.getByRole('heading', { level: 1, name: 'Đặt lịch thành công' }).waitFor();
    await page.locator('.success__details').getByText('236 Cầu Giấy', { exact: false }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Chỉ đường chỗ gửi xe' }).count()).toBe(0);
    await ctx.close();
  });

  // Decision 0148: a salon's own rules. Salon 12 lets the system pick the stylist; salon 13 takes no
  // customer from 12h00 to 14h00 on weekdays (TEST_NOW is a Monday).
  async function toTimeBlock(page: Page, salonId: number) {
    await page.goto(`${site.baseUrl}/booking?salonId=${salonId}&phone=0&step=0`);
    await chooseServiceToTimeBlock(page, SERVICE);
  }

  for (const [name, viewport] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`at ${name} px a salon where the system picks offers no stylist; special hours leave out the break`, async () => {
      const ctx = await newContext({ viewport });
      let page = await ctx.newPage();
      await toTimeBlock(page, 12);
      await page.getByText('Tại salon này, hệ thống sẽ chọn stylist phù hợp nhất cho bạn.').waitFor();
      expect(await page.getByRole('list', { name: 'Danh sách stylist' }).count()).toBe(0);
      // The hours still come (chosen by the system), and the summary names no stylist.
      await hourButton(page, '14h10').first().waitFor();
      if (name === '1280') {
        // The summary beside the steps says who serves: the salon picks (not 'Chưa chọn').
        const summary = page.getByTestId('booking-summary');
        await summary.getByText('Salon chọn giúp stylist phù hợp').waitFor();
      }
      await page.getByRole('heading', { name: 'Chọn ngày, giờ & thợ cắt' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/system-picks-${name}.png` }).catch(() => undefined);
      expect(await axeViolations(page)).toEqual([]);
      await ctx.close();

      // A fresh visitor at salon 13 (a draft keeps its chosen services across salons).
      const ctx13 = await newContext({ viewport });
      page = await ctx13.newPage();
      await toTimeBlock(page, 13);
      await page.getByRole('list', { name: 'Danh sách stylist' }).waitFor();
      await hourButton(page, '11h30').first().waitFor();
      expect(await hourButton(page, '12h10').count()).toBe(0);
      expect(await hourButton(page, '13h30').count()).toBe(0);
      await hourButton(page, '14h10').first().waitFor();
      await page.getByRole('heading', { name: 'Chọn ngày, giờ & thợ cắt' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/special-hours-${name}.png` }).catch(() => undefined);
      await ctx13.close();
    });
  }
});
