import { describe, expect, it } from 'vitest';
import { createSession } from '../apps/api/src/http/sessions.ts';
import { cspViolations, DESKTOP, logInContext, PHONE } from './support/browser.ts';
import { logInByOtp } from './support/login.ts';
import { TEST_NOW } from './support/clock.ts';
import { useSite } from './support/site.ts';

// One-tap rebooking (issue 22) in Chromium: the demo customer (0988111222, visits in seed/visits.ts)
// logs in; 'Đặt lại' under the last visit on home opens step 0 with that visit's salon, services and
// stylist chosen and the first free hour selected. At desktop width, the same from the history page.
const NOW = TEST_NOW;
const LOCAL = '0988111222';

describe('rebooking a past visit in Chromium', () => {
  const { site, newContext } = useSite({ now: NOW });

  const lastVisit = () =>
    site.handle.db
      .selectFrom('visit as v')
      .innerJoin('customer as c', 'c.id', 'v.customer_id')
      .innerJoin('salon as s', 's.id', 'v.salon_id')
      .innerJoin('staff as st', 'st.id', 'v.stylist_id')
      .select(['v.salon_id', 's.name as salon', 'st.name as stylist', 'v.services'])
      .where('c.phone', '=', '+84988111222')
      .orderBy('v.visited_at', 'desc')
      .orderBy('v.id', 'desc')
      .executeTakeFirstOrThrow();

  it("home's 'Đặt lại' opens step 0 with the salon, services and stylist chosen and an hour selected (375 px)", async () => {
    const visit = await lastVisit();
    const ctx = await newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    // The device's day is the site's day (step 0 reads the device clock).
    await logInByOtp(page, site.baseUrl, LOCAL);
    const block = page.getByTestId('last-visit');
    await block.getByText(visit.salon).waitFor();
    await block.getByRole('link', { name: 'Đặt lại' }).click();

    await page.waitForURL(/\/booking\?/);
    // The rebooking parameters leave the URL once applied.
    await page.waitForFunction(() => !location.search.includes('rebook'));
    expect(new URL(page.url()).searchParams.get('salonId')).toBe(String(visit.salon_id));
    await page.getByTestId('salon-field').getByText(visit.salon).waitFor();
    // Step 0 counts the chosen services (their names are in step 2).
    const n = (visit.services as unknown[]).length;
    await page.getByTestId('service-block-0').getByText(`Đã chọn ${n} dịch vụ`).waitFor();
    // The visit's stylist is chosen and an hour is selected; no busy popup stands in the way.
    await page.locator('.b-card[aria-pressed="true"]', { hasText: visit.stylist }).waitFor();
    await page.locator('.b-hour[aria-pressed="true"]').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await cspViolations(page)).toEqual([]);
    await ctx.close();
  });

  it("the history's 'Đặt lại' does the same at desktop width", async () => {
    const visit = await lastVisit();
    const ctx = await newContext({ viewport: DESKTOP });
    const customer = await site.handle.db
      .selectFrom('customer')
      .select('id')
      .where('phone', '=', '+84988111222')
      .executeTakeFirstOrThrow();
    await logInContext(ctx, site.baseUrl, await createSession(site.handle.db, customer.id, NOW));
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/gioi-thieu`);
    await page.getByTestId('visit').first().getByRole('link', { name: 'Đặt lại' }).click();
    await page.waitForFunction(() => location.pathname === '/booking' && !location.search.includes('rebook'));
    await page.locator('.b-card[aria-pressed="true"]', { hasText: visit.stylist }).waitFor();
    await page.locator('.b-hour[aria-pressed="true"]').waitFor();
    await ctx.close();
  });
});
