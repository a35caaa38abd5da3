import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSession } from '../apps/api/src/http/sessions.ts';
import { axeViolations, cspViolations, DESKTOP, logInContext, PHONE } from './support/browser.ts';
import { logInByOtp } from './support/login.ts';
import { TEST_NOW } from './support/clock.ts';
import { useSite } from './support/site.ts';

// Issue 20 in Chromium: a customer logs in (phone width), opens Style master from the account menu, likes
// a photo (the count rises by one and stays after a reload; a refused unlike puts it back), then opens
// the discover feed and a post.
// At desktop width: a visitor's like asks to log in; the ranking (without the staff's challenges) and course pages show.
const NOW = TEST_NOW;

describe('style masters, ranking, courses and discover in Chromium', () => {
  const { site, newContext } = useSite({ now: NOW });
  const photoCard = (page: Page) => page.getByTestId('style-master-photo').nth(2);
  const count = async (page: Page) => Number(await photoCard(page).getByTestId('like-count').textContent());

  it('log in, like a style-master photo once, it stays after reload; the discover feed opens', async () => {
    const ctx = await newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    await logInByOtp(page, site.baseUrl, '0938123456');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-styleMaster').click();
    await page.getByRole('heading', { level: 1, name: 'Style master tháng này' }).waitFor();
    await photoCard(page).waitFor();
    const before = await count(page);
    const button = photoCard(page).getByTestId('like-button');
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    // The heart fills in the tap; the like is kept once the server has answered it.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/appcustomer/stylemaster/like'));
    await button.click();
    await expect.poll(() => count(page)).toBe(before + 1);
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await photoCard(page).waitFor();
    await expect
      .poll(() => photoCard(page).getByTestId('like-button').getAttribute('aria-pressed'))
      .toBe('true');
    expect(await count(page)).toBe(before + 1);
    // A refused unlike puts the heart and the count back and says so.
    await page.route('**/api/appcustomer/stylemaster/unlike', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"statusCode":500,"message":"x"}',
      }),
    );
    await photoCard(page).getByTestId('like-button').click();
    await page.getByText('Chưa lưu được lượt thích, bạn thử lại nhé!').waitFor();
    expect(await count(page)).toBe(before + 1);
    expect(await photoCard(page).getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');
    await page.unroute('**/api/appcustomer/stylemaster/unlike');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-discover').click();
    await page.getByRole('heading', { level: 1, name: 'Khám phá' }).waitFor();
    const post = page.getByTestId('discover-post').first();
    const title = (await post.getByRole('link').textContent()) ?? '';
    await post.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await ctx.close();
  });

  it('desktop: a visitor is asked to log in to like; the ranking (no staff rewards) and the course show', async () => {
    const ctx = await newContext({ viewport: DESKTOP });
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/style-master`);
    await photoCard(page).getByTestId('like-button').click();
    await page.getByRole('dialog').waitFor();
    await page.goto(`${site.baseUrl}/xep-hang`);
    await page.getByTestId('ranking-list').getByRole('listitem').first().waitFor();
    expect(await page.getByTestId('ranking-list').getByRole('listitem').count()).toBe(30);
    // How the score is made; the staff's challenges and rewards are not shown to customers.
    await page.getByTestId('ranking-how').getByText('Điểm được tính thế nào').waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/Thưởng 2\.000\.000|nghỉ có lương|Thử thách/);
    expect(await axeViolations(page)).toEqual([]);

    const demo = await site.handle.db
      .selectFrom('customer')
      .select('id')
      .where('phone', '=', '+84988111222')
      .executeTakeFirstOrThrow();
    await logInContext(ctx, site.baseUrl, await createSession(site.handle.db, demo.id, NOW));
    await page.goto(`${site.baseUrl}/lieu-trinh`);
    await page.getByTestId('course').getByText('Gội 5 lần, lần thứ 6 miễn phí').waitFor();
    await page.getByRole('progressbar').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await ctx.close();
  });
});
