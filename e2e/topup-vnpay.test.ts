import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSession } from '../apps/api/src/http/sessions.ts';
import { FAKE_VNPAY, fakeGatewayPay } from '../apps/api/src/test/fake-vnpay.ts';
import { cspViolations, logInContext, PHONE } from './support/browser.ts';
import { TEST_NOW } from './support/clock.ts';
import { useSite } from './support/site.ts';

// Issue 19 with VNPay in Chromium: the page sends the browser to the gateway (a local fake, served through
// Playwright's routing), which checks our signature and redirects back with vnp_ResponseCode=00 in the URL.
// The result page still says 'pending' until the gateway's IPN reaches the server, then shows the money
// in, by itself: the return URL's query is never taken as the result.
const NOW = TEST_NOW;
const SHOTS = '/tmp/topup-shots';

describe('top-up through VNPay (fake gateway) in Chromium', () => {
  const { site, newContext } = useSite({
    now: NOW,
    env: {
      PAYMENT_PROVIDER: 'vnpay',
      VNPAY_TMN_CODE: FAKE_VNPAY.tmnCode,
      VNPAY_HASH_SECRET: FAKE_VNPAY.hashSecret,
      VNPAY_URL: FAKE_VNPAY.url,
    },
  });

  it('comes back from the gateway pending, and shows the credit once the IPN arrives', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const customer = await site.handle.db
      .updateTable('customer')
      .set({ registered_at: NOW })
      .where('phone', '=', '+84987654321')
      .returning(['id', 'account_balance'])
      .executeTakeFirstOrThrow();
    expect(customer.account_balance).toBe(500_000);
    const ctx = await newContext({ viewport: PHONE });
    await logInContext(ctx, site.baseUrl, await createSession(site.handle.db, customer.id, NOW));
    let ipnQuery: Record<string, string> | null = null;
    // The gateway: checks the signed payment URL and sends the browser back (the IPN waits).
    await ctx.route(`${new URL(FAKE_VNPAY.url).origin}/**`, async (route) => {
      const paid = fakeGatewayPay(route.request().url());
      ipnQuery = paid.ipnQuery;
      await route.fulfill({ status: 302, headers: { location: paid.redirect.toString() } });
    });
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/nap-tien`);
    await page.getByRole('button', { name: '500.000 VNĐ', exact: true }).click();
    await page.getByTestId('topup-submit').click();
    await page.waitForURL(/\/nap-tien\/ket-qua\?ref=NT[0-9A-F]+&.*vnp_ResponseCode=00/);
    const status = page.getByTestId('topup-status');
    await status.and(page.locator('[data-status="pending"]')).waitFor();
    expect(await status.textContent()).toBe(
      'Giao dịch đang chờ cổng thanh toán xác nhận. Trang sẽ tự cập nhật.',
    );
    expect(await page.getByTestId('topup-new-balance').textContent()).toBe('500.000 VNĐ');
    await page.screenshot({ path: `${SHOTS}/vnpay-pending-375.png`, fullPage: true });

    // The gateway's server-to-server call: credited once; the page follows by itself.
    expect(ipnQuery).not.toBeNull();
    const ipn = await fetch(
      `${site.baseUrl}/api/v1/payments/vnpay/ipn?${new URLSearchParams(ipnQuery ?? {})}`,
    );
    expect(await ipn.json()).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    await page.getByRole('heading', { level: 1, name: 'Nạp tiền thành công' }).waitFor();
    expect(await page.getByTestId('topup-new-balance').textContent()).toBe('1.000.000 VNĐ');
    await page.screenshot({ path: `${SHOTS}/vnpay-paid-375.png`, fullPage: true });
    expect(await cspViolations(page)).toEqual([]);
    await ctx.close();
  });
});
