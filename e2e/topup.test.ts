import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSession } from '../apps/api/src/http/sessions.ts';
import { createBody } from '../apps/api/src/modules/booking/test-helpers.ts';
import { axeViolations, cspViolations, DESKTOP, logInContext, PHONE } from './support/browser.ts';
import { TEST_NOW } from './support/clock.ts';
import { useSite } from './support/site.ts';
import { logInByOtp } from './support/login.ts';

// Issue 19 in Chromium: the demo customer 0912345678 (150.000 VNĐ) logs in with an OTP, opens 'Nạp tiền'
// from the account menu, is refused a custom amount below the limit, tops up 200.000 VNĐ through the
// development provider, sees the server's result and the new balance in the header, then pays a booking
// with the balance on its success page. Screenshots of the top-up page and result at 375 and 1280 px.
const NOW = TEST_NOW;
const LOCAL = '0912345678';
const SHOTS = '/tmp/topup-shots';

describe('top-up in Chromium', () => {
  const { site, newContext } = useSite({ now: NOW });

  const logIn = (page: Page) => logInByOtp(page, site.baseUrl, LOCAL);

  async function headerBalance(page: Page) {
    await page.getByTestId('user-menu').click();
    const text = await page.getByTestId('header-balance').textContent();
    await page.keyboard.press('Escape');
    return text;
  }

  it('log in, top up through the development provider, see the new balance in the header; pay a booking', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const ctx = await newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    await logIn(page);
    expect(await headerBalance(page)).toBe('150.000 VNĐ');

    // From the account menu's balance to the top-up page.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('topup-link').click();
    await page.getByRole('heading', { level: 1, name: 'Nạp tiền vào tài khoản' }).waitFor();
    expect(await page.getByTestId('topup-balance').textContent()).toBe('150.000 VNĐ');
    await page.screenshot({ path: `${SHOTS}/topup-375.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // A custom amount below the limit: a Vietnamese message, nothing sent.
    await page.getByLabel('Hoặc nhập số tiền khác').fill('5.000');
    await page.getByTestId('topup-submit').click();
    await page.getByRole('alert').getByText('Số tiền nạp phải từ 10.000 VNĐ đến 10.000.000 VNĐ').waitFor();
    await page.screenshot({ path: `${SHOTS}/topup-error-375.png`, fullPage: true });
    const none = await site.handle.db.selectFrom('payment_topup').select('id').execute();
    expect(none).toEqual([]);

    // 200.000 VNĐ: the development provider pays at once; the result is the server's.
    await page.getByLabel('Hoặc nhập số tiền khác').fill('');
    await page.getByRole('button', { name: '200.000 VNĐ', exact: true }).click();
    await page.getByTestId('topup-submit').click();
    await page.waitForURL(/\/nap-tien\/ket-qua\?ref=NT[0-9A-F]+$/);
    await page.getByRole('heading', { level: 1, name: 'Nạp tiền thành công' }).waitFor();
    expect(await page.getByTestId('topup-new-balance').textContent()).toBe('350.000 VNĐ');
    await page.screenshot({ path: `${SHOTS}/result-375.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    expect(await headerBalance(page)).toBe('350.000 VNĐ');

    // At 1280 px, the same two screens.
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${SHOTS}/result-1280.png`, fullPage: true });
    await page.goto(`${site.baseUrl}/nap-tien`);
    await page.getByRole('heading', { level: 1, name: 'Nạp tiền vào tài khoản' }).waitFor();
    await page.getByTestId('user-menu').waitFor();
    // The ledger: the seeded opening balance and the top-up, newest first.
    const ledger = page.getByTestId('ledger').getByRole('listitem');
    await ledger.nth(1).waitFor();
    expect(await ledger.allTextContents()).toEqual([
      expect.stringMatching(/^Nạp tiền.*\+200\.000 VNĐ$/),
      expect.stringMatching(/^Số dư đầu kỳ.*\+150\.000 VNĐ$/),
    ]);
    await page.screenshot({ path: `${SHOTS}/topup-1280.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // A booking of this customer, paid at the salon from the balance on its success page.
    const customer = await site.handle.db
      .selectFrom('customer')
      .select('id')
      .where('phone', '=', '+84912345678')
      .executeTakeFirstOrThrow();
    const token = await createSession(site.handle.db, customer.id, NOW);
    const res = await fetch(`${site.baseUrl}/api/v1/booking-multiple`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(createBody({ salonId: 1, phone: LOCAL, bookHours: [{ bookHourId: 1020 }] })),
    });
    expect(res.status).toBe(200);
    const bookingId = ((await res.json()) as { data: { booking: { id: number } } }).data.booking.id;
    const { total_money: total } = await site.handle.db
      .selectFrom('booking')
      .select('total_money')
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(350_000);
    await page.goto(`${site.baseUrl}/booking/success?bookingId=${bookingId}`);
    const box = page.getByTestId('pay-with-balance');
    await box.getByRole('button', { name: /^Thanh toán bằng số dư/ }).click();
    await box
      .getByRole('status')
      .getByText(/^Đã thanh toán .* bằng số dư\./)
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/paid-1280.png`, fullPage: true });
    // Back on the page later: paid, from the ledger, and no button to pay twice.
    await page.reload();
    await box
      .getByRole('status')
      .getByText(/^Đã thanh toán .* bằng số dư\./)
      .waitFor();
    expect(await box.getByRole('button').count()).toBe(0);
    const paid = await site.handle.db
      .selectFrom('booking')
      .select('balance_paid')
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(paid.balance_paid).toBe(total);
    const left = 350_000 - total;
    expect(await headerBalance(page)).toBe(`${left.toLocaleString('de-DE')} VNĐ`);
    expect(await cspViolations(page)).toEqual([]);
    await ctx.close();
  });

  it('shows the top-up page in English', async () => {
    const customer = await site.handle.db
      .updateTable('customer')
      .set({ registered_at: NOW })
      .where('phone', '=', '+84912345678')
      .returning('id')
      .executeTakeFirstOrThrow();
    const ctx = await newContext({ viewport: PHONE });
    await logInContext(ctx, site.baseUrl, await createSession(site.handle.db, customer.id, NOW));
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/nap-tien?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Top up your balance' }).waitFor();
    await page.getByText('Or enter another amount').waitFor();
    await page.getByLabel('Or enter another amount').fill('12.500');
    await page.getByTestId('topup-submit').click();
    await page.getByRole('alert').getByText('The top-up amount must be between').waitFor();
    await page.screenshot({ path: `${SHOTS}/topup-en-375.png`, fullPage: true });
    // The narrowest phone: the four amounts and the message fit without sideways scroll.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.screenshot({ path: `${SHOTS}/topup-en-320.png`, fullPage: true });
    await ctx.close();
  });
});
