import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningSite } from './support/server.ts';
import { useSite } from './support/site.ts';

// Tracking in Chromium: events from the home page reach the database (batched, or by beacon when the
// page goes away), and a tracking endpoint answering 500 changes nothing for the visitor.

const PHONE = '0912345678';

async function eventsOf(site: RunningSite, tokenKey: string) {
  return site.handle.db
    .selectFrom('tracking_event')
    .selectAll()
    .where('token_key', '=', tokenKey)
    .orderBy('id')
    .execute();
}

/** Events arrive within about 1.5 s (client batch 1 s, server flush 0.5 s); wait up to 10 s. */
async function waitForEvents(site: RunningSite, tokenKey: string, eventIds: string[]) {
  for (let i = 0; i < 100; i++) {
    const rows = await eventsOf(site, tokenKey);
    if (eventIds.every((id) => rows.some((r) => r.event_id === id))) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
  return eventsOf(site, tokenKey);
}

async function trackingCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'tracking_token');
}

/** Enters the phone in the home box and books; a consent dialog, when shown, is accepted. */
async function bookFromHome(page: Page) {
  await page.getByRole('textbox').first().fill(PHONE);
  await page.getByRole('button', { name: 'ĐẶT LỊCH NGAY' }).click();
  const dialog = page.getByRole('dialog');
  await Promise.race([
    page.waitForURL(/\/booking\?/),
    dialog
      .waitFor({ timeout: 5000 })
      .then(() =>
        dialog
          .getByRole('button', { name: /tiếp tục|đồng ý|xác nhận/i })
          .first()
          .click(),
      )
      .catch(() => {}),
  ]);
  await page.waitForURL(/\/booking\?/);
  expect(new URL(page.url()).searchParams.get('phone')).toBe(PHONE);
}

describe('tracking in the browser', () => {
  const { site, newContext } = useSite();

  it('stores the home view and the booking click with the tracking id, source and utm_source', async () => {
    const ctx = await newContext();
    const page = await ctx.newPage();
    const before = Date.now();
    await page.goto(`${site.baseUrl}/?source=web_e2e&utm_source=newsletter`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await bookFromHome(page);

    const cookie = await trackingCookie(page);
    expect(cookie?.value).toMatch(/^[0-9a-f]{32}$/);
    expect(cookie?.path).toBe('/');
    // Asked for three years (1095 days); Chromium keeps a cookie at most 400 days (RFC 6265bis), so the
    // browser's expiry is 400 days from now, never the 26 hours of the old reading (expiry is in seconds).
    const DAY = 24 * 60 * 60 * 1000;
    expect(Math.abs(cookie!.expires * 1000 - (before + Math.min(94_608_000_000, 400 * DAY)))).toBeLessThan(
      60_000,
    );

    const rows = await waitForEvents(site, cookie!.value, ['screen_view', 'home_book_click']);
    const view = rows.find((r) => r.event_id === 'screen_view' && r.screen_id === 'home');
    const click = rows.find((r) => r.event_id === 'home_book_click');
    expect(view).toMatchObject({ page_id: 'home', source: 'web_e2e', utm_source: 'newsletter' });
    expect(click).toMatchObject({
      page_id: 'home',
      screen_id: 'home',
      source: 'web_e2e',
      utm_source: 'newsletter',
      data: { phone: PHONE },
    });
    await ctx.close();
  });

  it('sends events queued just before the page goes away by beacon', async () => {
    const ctx = await newContext();
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/`);
    await page.getByRole('textbox').first().fill('0123');
    await page.getByRole('button', { name: 'ĐẶT LỊCH NGAY' }).click();
    await page.getByRole('alert').waitFor();
    // The tracking cookie comes with an answer of its own, which may arrive after the alert.
    await expect.poll(async () => (await trackingCookie(page))?.value).toBeTruthy();
    const token = (await trackingCookie(page))!.value;
    // Leave at once, well inside the 1 s batch delay: only the page-hide beacon can deliver the event.
    await page.goto('about:blank');
    const rows = await waitForEvents(site, token, ['home_book_invalid_phone']);
    expect(rows.find((r) => r.event_id === 'home_book_invalid_phone')?.data).toEqual({
      reason: 'homePhoneShort',
    });
    await ctx.close();
  });

  it('keeps the home page working and reaches booking while /api-tracking answers 500', async () => {
    const ctx = await newContext();
    const page = await ctx.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    let refused = 0;
    await page.route('**/api-tracking**', (route) => {
      refused++;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' });
    });
    await page.goto(`${site.baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await bookFromHome(page);
    await page.getByRole('heading', { name: '2. Chọn dịch vụ:' }).waitFor();
    // The events were sent (and refused): the journey did not depend on them.
    await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThan(0);
    const token = (await trackingCookie(page))!.value;
    expect(await eventsOf(site, token)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await ctx.close();
  });
});
