import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../apps/api/src/http/sessions.ts';
import { createBody } from '../apps/api/src/modules/booking/test-helpers.ts';
import { PHONE } from './support/browser.ts';
import { outboxCodes } from './support/booking-page.ts';
import { dayAfter, TEST_NOW } from './support/clock.ts';
import { useSite } from './support/site.ts';

// The in-app entry of 001 §1: an app shell opens /booking with its customer's token; the page logs
// the customer in, follows the URL rules and talks to the shell. A stub React Native shell records
// what the page posts. At TEST_NOW (support/clock.ts).
const NOW = TEST_NOW;
const PHONE_LOCAL = '0914180001';

/** A React Native WebView's bridge, recording the messages. */
const stubShell = () => {
  const w = window as unknown as {
    shellMessages: unknown[];
    ReactNativeWebView: { postMessage(m: string): void };
  };
  w.shellMessages = [];
  w.ReactNativeWebView = { postMessage: (m: string) => w.shellMessages.push(JSON.parse(m)) };
};
const shellMessages = (page: Page) =>
  page.evaluate(() => (window as unknown as { shellMessages: unknown[] }).shellMessages);

describe('the in-app entry in Chromium', () => {
  const { site, newContext } = useSite({ now: NOW });
  let token: string;
  beforeAll(async () => {
    const customer = await site.handle.db
      .insertInto('customer')
      .values({ phone: `+84${PHONE_LOCAL.slice(1)}`, name: 'Lan Anh', registered_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    token = await createSession(site.handle.db, customer.id, NOW);
  });

  it("logs the token's customer in, drops the token from the URL, rewrites salonId 20 and posts booking-home", async () => {
    const ctx = await newContext({ viewport: PHONE });
    await ctx.addInitScript(stubShell);
    const page = await ctx.newPage();
    await page.goto(
      `${site.baseUrl}/booking?source=customer_ios&inApp=1&salonId=20&phone=${PHONE_LOCAL}&step=0&token=${token}`,
    );
    const home = page.getByRole('button', { name: 'Về trang chủ' });
    await home.waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('token')).toBeNull();
    expect(new URL(page.url()).searchParams.get('salonId')).toBe('0');
    const session = (await ctx.cookies()).find((c) => c.name === 'accessToken');
    expect(session?.value).toBe(token);
    expect(session?.httpOnly).toBe(true);
    const me = await page.evaluate(() => fetch('/api/v1/auth/me').then((r) => r.json()));
    expect(me.data.userInfo.userName).toBe('Lan Anh');
    // In the app: no site header, no floating buttons, no horizontal scroll.
    expect(await page.locator('header.header').count()).toBe(0);
    expect(await page.locator('.floating').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: '/tmp/in-app-shots/step0-375.png' }).catch(() => undefined);

    await home.click();
    await expect.poll(() => shellMessages(page)).toEqual([{ type: 'booking-home' }]);
    // The shell heard it: the page stays for the shell to close.
    expect(new URL(page.url()).pathname).toBe('/booking');
    await ctx.close();
  });

  it('a bad token logs nobody in and says so in Vietnamese; the booking page stays usable', async () => {
    const ctx = await newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    await page.goto(
      `${site.baseUrl}/booking?source=customer_android&salonId=0&phone=0&step=0&token=forged-token`,
    );
    await page
      .getByTestId('toast')
      .getByText('Phiên đăng nhập từ ứng dụng đã hết hạn, bạn vui lòng đăng nhập lại.')
      .waitFor();
    expect(new URL(page.url()).searchParams.get('token')).toBeNull();
    expect((await ctx.cookies()).find((c) => c.name === 'accessToken')?.value ?? '').toBe('');
    await page.getByRole('heading', { name: 'Đặt lịch giữ chỗ' }).waitFor();
    await ctx.close();
  });

  it('salonId 0 with a step above 1 runs the next action: the booking home', async () => {
    const ctx = await newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/booking?source=customer_ios&inApp=1&salonId=0&phone=0&step=2`);
    await page.getByRole('heading', { name: 'Đặt lịch giữ chỗ' }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe('0');
    await ctx.close();
  });

  it("the link's chosenService ids are chosen once the salon is known; unknown ids are skipped", async () => {
    const ctx = await newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    await page.goto(
      `${site.baseUrl}/booking?source=customer_android&inApp=1&salonId=1&phone=0&step=0&chosenService=1021,abc,999999`,
    );
    const block = page.getByTestId('service-block-0');
    await expect.poll(() => block.textContent(), { timeout: 15_000 }).toContain('Đã chọn 1 dịch vụ');
    await block
      .getByRole('button', { name: /dịch vụ/ })
      .first()
      .click();
    // Step 2 shows it chosen; removing it keeps it removed: the link is applied once.
    await page.getByRole('button', { name: 'Đã chọn Gội đầu nhanh 20 phút' }).click();
    await page.getByRole('button', { name: '← Quay lại' }).click();
    await page.getByRole('heading', { name: 'Đặt lịch giữ chỗ' }).waitFor();
    await expect.poll(() => block.textContent()).not.toContain('Đã chọn');
    await page.screenshot({ path: '/tmp/in-app-shots/link-services-375.png' }).catch(() => undefined);
    await ctx.close();
  });

  it('the success page in the app closes with booking_success and the booking id', async () => {
    const made = await fetch(`${site.baseUrl}/api/v1/booking-multiple`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Tomorrow: its hours are ahead at any hour of the test clock.
      body: JSON.stringify(createBody({ phone: PHONE_LOCAL, dateBook: dayAfter(NOW, 1).iso })),
    });
    expect(made.status).toBe(200);
    const bookingId = ((await made.json()) as { data: { booking: { id: number } } }).data.booking.id;
    const post = (path: string, body: object) =>
      fetch(`${site.baseUrl}${path}`, {
        method: path.includes('verify') ? 'PUT' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await post('/api/v1/booking/send-otp-booking', { bookingId, phone: PHONE_LOCAL });
    const code = (await outboxCodes(site.baseUrl, PHONE_LOCAL))[0];
    expect(
      (await post('/api/v1/booking/verify-otp-booking', { bookingId, phone: PHONE_LOCAL, code })).status,
    ).toBe(200);

    const ctx = await newContext({ viewport: PHONE });
    await ctx.addInitScript(stubShell);
    const page = await ctx.newPage();
    // The entry link, then (as after Hoàn tất) the success page, whose URL no longer says in-app.
    await page.goto(
      `${site.baseUrl}/booking?source=customer_ios&inApp=1&salonId=0&phone=0&step=0&token=${token}`,
    );
    await expect.poll(() => new URL(page.url()).searchParams.get('token')).toBeNull();
    await expect.poll(async () => (await ctx.cookies()).some((c) => c.name === 'accessToken')).toBe(true);
    await page.goto(`${site.baseUrl}/booking/success?bookingId=${bookingId}`);
    await page.getByRole('heading', { level: 1, name: 'Đặt lịch thành công' }).waitFor();
    const close = page.getByRole('button', { name: 'Đóng' });
    await close.waitFor();
    expect(await page.locator('header.header').count()).toBe(0);
    await page
      .screenshot({ path: '/tmp/in-app-shots/success-375.png', fullPage: true })
      .catch(() => undefined);
    await close.click();
    await expect.poll(() => shellMessages(page)).toEqual([{ type: 'booking_success', bookingId }]);
    await ctx.close();
  });

  it('in a plain browser tab the success page keeps its home link', async () => {
    const ctx = await newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/booking/success?bookingId=999999`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Đóng' }).count()).toBe(0);
    await ctx.close();
  });
});
