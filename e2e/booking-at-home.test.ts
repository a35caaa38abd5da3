import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSession } from '../apps/api/src/http/sessions.ts';
import { axeViolations, DESKTOP, logInContext, lookUpPhone, PHONE } from './support/browser.ts';
import {
  hourButton,
  openServiceList,
  outboxCodes,
  skipSuggestionToTimeBlock,
} from './support/booking-page.ts';
import { vietnamTime } from './support/clock.ts';
import { useSite } from './support/site.ts';

// Issue 19 in Chromium: book at home (decision 0124). On a phone: an address (street + a ward from the
// places search), the nearest serving salon with its travel note, only at-home services, an hour, the
// OTP, the address on the success page and on the owner's lookup card, whose 'Đổi lịch' reopens it in
// /booking-at-home to move it to another hour at the same address; nothing scrolls sideways. On a
// desktop: the list holds only delivery types 2 and 3. 10h00 in Hà Nội on Monday 23/11/2026.
// Screenshots in SHOTS.
const NOW = vietnamTime('10:00'); // Pinned: 14h10 and 16h50 today are ahead.
const SHOTS = '/tmp/booking-at-home-shots';
const PHONE_NUMBER = '0912190019';
const STREET = '12 ngõ 68 Trung Kính';
const AT_HOME = 'Gội đầu dưỡng sinh tại nhà';
const SALON_ONLY = 'Gội đầu dưỡng sinh (Cơ bản)';

async function noSidewaysScroll(page: Page, where: string) {
  const { doc, width } = await page.evaluate(() => ({
    doc: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(doc, `${where}: ${doc} px wide at ${width} px`).toBeLessThanOrEqual(width);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }).catch(() => undefined);

describe('booking at home in Chromium', () => {
  const { site, newContext } = useSite({ now: NOW });

  it('at 375 px: address, salon and travel note, an at-home service, an hour, OTP, the address on success and lookup, a change of hour', async () => {
    const ctx = await newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/booking-at-home?phone=0&step=0`);
    await page.getByRole('heading', { level: 1, name: 'Đặt lịch tại nhà' }).waitFor();
    await shot(page, 'step0-address-375');

    // A new address: the street as typed, the ward from the search.
    await page.getByLabel('Số nhà, tên đường').fill(STREET);
    await page.getByRole('button', { name: 'Dùng địa chỉ này' }).click();
    await page.getByText('Bạn chọn phường/xã trong danh sách giúp chúng mình nhé!').waitFor();
    await page.getByRole('combobox', { name: 'Phường/Xã, Tỉnh/Thành phố' }).fill('Yên Hòa');
    await page.getByRole('option', { name: /^Phường Yên Hòa/ }).click();
    await page.getByRole('button', { name: 'Dùng địa chỉ này' }).click();
    await expect.poll(() => page.getByTestId('home-address').textContent()).toContain(STREET);

    // The salons serving it, nearest chosen, with the travel held around the visit.
    const salons = page.getByRole('region', { name: 'Salon phục vụ tại nhà' });
    await salons.getByRole('button', { pressed: true }).waitFor();
    await page
      .getByTestId('travel-note')
      .getByText(/khoảng 30 phút/)
      .waitFor();
    await noSidewaysScroll(page, 'step 0 with an address');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'step0-salon-375');

    // Step 2 lists only at-home services.
    await openServiceList(page);
    const choose = page.getByRole('button', { name: `Chọn ${AT_HOME}` });
    await choose.waitFor();
    expect(await choose.isDisabled()).toBe(false);
    expect(await page.getByRole('button', { name: `Chọn ${SALON_ONLY}` }).count()).toBe(0);
    await noSidewaysScroll(page, 'step 2');
    await shot(page, 'step2-services-375');
    await choose.click();
    await page.getByRole('button', { name: 'Xong' }).click();
    await skipSuggestionToTimeBlock(page);

    // An hour the travel leaves room for; the phone, the OTP.
    await hourButton(page, '14h10').click();
    await expect.poll(() => page.getByRole('button', { name: /^Giờ/ }).textContent()).toContain('14h10');
    await noSidewaysScroll(page, 'step 0 with an hour');
    await shot(page, 'step0-time-375');
    // At home, no salon-only words: the switch speaks of the house, the note of the stylist's travel.
    await page.getByRole('switch', { name: 'Nhà tôi có nhiều người cùng gội' }).waitFor();
    expect(await page.getByText('Tôi đi nhiều người').count()).toBe(0);
    expect(await page.getByTestId('travel-note').textContent()).toContain('Stylist cần khoảng 30 phút');
    await page.getByRole('button', { name: 'Hoàn tất' }).click();
    const welcome = page.getByRole('dialog', { name: 'Chào mừng bạn đến với Moyo' });
    await welcome.getByLabel('Số điện thoại đặt lịch').fill(PHONE_NUMBER);
    await welcome.getByRole('button', { name: 'TIẾP TỤC' }).click();
    const otp = page.getByRole('dialog', { name: '0912.190.019' });
    await otp.getByText(/Gửi lại mã sau \d+ giây/).waitFor();
    await shot(page, 'otp-375');
    await expect.poll(async () => (await outboxCodes(site.baseUrl, PHONE_NUMBER)).length).toBeGreaterThan(0);
    const code = (await outboxCodes(site.baseUrl, PHONE_NUMBER))[0] ?? '';
    await otp.getByLabel('Chữ số thứ 1 của mã xác nhận').click();
    await page.keyboard.type(code);
    const visitDay = page.waitForResponse((r) => r.url().includes('/api/v1/visit-day/'));
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/booking\/success\?bookingId=\d+$/);
    const details = page.locator('.success__details');
    await details.getByText('Phục vụ tại nhà').waitFor();
    // At home there is no counter to scan and no salon to arrive at: no check-in card.
    expect((await (await visitDay).json()).data.checkInToken).toBeNull();
    expect(await page.getByTestId('visit-day').count()).toBe(0);
    const text = await details.innerText();
    for (const expected of [STREET, 'Phường Yên Hòa', '14h10', AT_HOME]) expect(text).toContain(expected);
    await noSidewaysScroll(page, 'success');
    await shot(page, 'success-375');

    const id = Number(new URL(page.url()).searchParams.get('bookingId'));
    const row = await site.handle.db
      .selectFrom('booking')
      .select(['status', 'is_book_at_home', 'home_address', 'travel_minutes'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'confirmed', is_book_at_home: true, travel_minutes: 30 });
    expect(row.home_address).toContain(STREET);

    // Its owner, logged in, finds the address on the lookup card.
    const db = site.handle.db;
    const intl = `+84${PHONE_NUMBER.slice(1)}`;
    await db.updateTable('customer').set({ registered_at: NOW }).where('phone', '=', intl).execute();
    const customer = await db
      .selectFrom('customer')
      .select('id')
      .where('phone', '=', intl)
      .executeTakeFirstOrThrow();
    await logInContext(ctx, site.baseUrl, await createSession(db, customer.id, NOW));
    await page.goto(`${site.baseUrl}/`);
    const lookup = await lookUpPhone(page, PHONE_NUMBER);
    const card = lookup.locator(`[data-booking-id="${id}"]`);
    expect(await card.count(), await lookup.innerText()).toBe(1);
    await card.getByTestId('booking-home').getByText(STREET, { exact: false }).waitFor();
    await card.screenshot({ path: `${SHOTS}/lookup-card-375.png` }).catch(() => undefined);

    // 'Đổi lịch' reopens it in /booking-at-home with the address; another hour, the same address.
    await card.getByRole('link', { name: 'Đổi lịch' }).click();
    await page.waitForURL(/\/booking-at-home\?.*salonId=\d+/);
    await page.getByTestId('change-notice').waitFor();
    await expect.poll(() => page.getByTestId('home-address').textContent()).toContain(STREET);
    await page.getByTestId('travel-note').waitFor();
    await hourButton(page, '16h50').click();
    await expect.poll(() => page.getByRole('button', { name: /^Giờ/ }).textContent()).toContain('16h50');
    await noSidewaysScroll(page, 'the change at home');
    await shot(page, 'change-375');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'change-1280');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Hoàn tất' }).click();
    const changed = page.getByRole('heading', { level: 1, name: 'Đổi lịch thành công' });
    const named = page.getByRole('dialog').getByRole('button', { name: 'Bỏ qua' });
    await changed.or(named).first().waitFor();
    if (await named.isVisible()) await named.click();
    await changed.waitFor();
    expect(page.url()).toMatch(new RegExp(`/booking/success\\?bookingId=${id}$`));
    await details.getByText('Phục vụ tại nhà').waitFor();
    const after = await details.innerText();
    for (const expected of [STREET, 'Phường Yên Hòa', '16h50']) expect(after).toContain(expected);
    expect(after).not.toContain('14h10');
    // The calendar entry: the wash at home, at the home address (not the salon's).
    const google = new URL((await page.getByTestId('google-calendar').getAttribute('href')) ?? '');
    expect(google.searchParams.get('text')).toMatch(/^Gội đầu tại nhà – Moyo /);
    expect(google.searchParams.get('location')).toBe(row.home_address);
    await noSidewaysScroll(page, 'success of the change');
    await shot(page, 'change-success-375');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'change-success-1280');
    const moved = await db
      .selectFrom('booking')
      .select(['status', 'is_book_at_home', 'home_address'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(moved).toEqual({ status: 'confirmed', is_book_at_home: true, home_address: row.home_address });
    const hours = await db
      .selectFrom('booking_person as p')
      .innerJoin('salon_slot as h', 'h.id', 'p.book_hour_id')
      .select('h.hour_text')
      .where('p.booking_id', '=', id)
      .execute();
    expect(hours.map((h) => h.hour_text)).toEqual(['16h50']);
    // A /booking change link to it lands in /booking-at-home too (a salon booking's page would drop the address).
    await page.goto(`${site.baseUrl}/booking?phone=${PHONE_NUMBER}&step=0&changeBookingId=${id}`);
    await page.waitForURL(/\/booking-at-home\?/);
    await page.getByTestId('change-notice').waitFor();
    await expect.poll(() => page.getByTestId('home-address').textContent()).toContain(STREET);
    await ctx.close();
  });

  it('at 1280 px lists only services of delivery type 2 or 3', async () => {
    const ctx = await newContext({ viewport: DESKTOP });
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/booking-at-home?phone=0&step=0`);
    await page.getByRole('heading', { level: 1, name: 'Đặt lịch tại nhà' }).waitFor();
    await shot(page, 'step0-address-1280');
    // A salon in the link (001 §2 resets the step to 0), then its services.
    await page.goto(`${site.baseUrl}/booking-at-home?salonId=1&phone=0&step=0`);
    await openServiceList(page);
    await page.getByRole('button', { name: `Chọn ${AT_HOME}` }).waitFor();
    const ids = await page
      .locator('[data-service-id]')
      .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-service-id'))));
    // 1031 at home only; 40xx massage, mask and foot bath both; nothing of the salon-only list.
    expect(ids).toContain(1031);
    expect(ids.filter((id) => ![1031, 4011, 4012, 4013, 4021, 4041].includes(id))).toEqual([]);
    await shot(page, 'step2-services-1280');
    await ctx.close();
  });
});
