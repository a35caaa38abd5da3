import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSession } from '../apps/api/src/http/sessions.ts';
import { axeViolations, cspViolations, DESKTOP, logInContext, PHONE } from './support/browser.ts';
import { logInByOtp } from './support/login.ts';
import { TEST_NOW } from './support/clock.ts';
import { useSite } from './support/site.ts';

// Issue 19 in Chromium: the demo customer 0912345678 (no saved place) logs in with an OTP, opens
// 'Địa điểm đã lưu' from the account menu, saves 'Nhà mẹ' found by its old name 'p12 gò vấp' (shown as
// the new Phường An Hội Tây with the old name beside), and sees 'Salon gần Nhà mẹ' in step 1 of the
// booking, which lists the salons nearest it. Screenshots at 375 and 1280 px in /tmp/save-location-shots.
const NOW = TEST_NOW;
const LOCAL = '0912345678';
const SHOTS = '/tmp/save-location-shots';

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('saved places in Chromium', () => {
  const { site, newContext } = useSite({ now: NOW });

  it('save a place by its old name and see "Salon gần …" in step 1 (375 px)', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const ctx = await newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    await logInByOtp(page, site.baseUrl, LOCAL);
    await page.getByTestId('user-menu').click();
    await page.getByRole('link', { name: 'Địa điểm đã lưu' }).click();
    await page.getByRole('heading', { level: 1, name: 'Địa điểm đã lưu' }).waitFor();
    await page.getByText('Bạn chưa lưu địa điểm nào.').waitFor();
    await page.screenshot({ path: `${SHOTS}/empty-375.png`, fullPage: true });

    // A name left empty is refused in Vietnamese before anything is sent.
    await page.getByTestId('place-add').click();
    await page.getByTestId('place-save').click();
    await page.getByRole('alert').getByText('Bạn đặt tên cho địa điểm giúp chúng mình nhé!').waitFor();

    await page.getByTestId('place-name').fill('Nhà mẹ');
    const address = page.getByRole('combobox', { name: 'Phường/xã, tỉnh/thành phố' });
    await address.fill('p12 gò vấp');
    const option = page.getByRole('option', { name: /Phường An Hội Tây/ });
    await option.waitFor();
    expect(await option.textContent()).toContain('Trước đây: Phường 12, Quận Gò Vấp, Thành phố Hồ Chí Minh');
    await page.screenshot({ path: `${SHOTS}/suggestions-375.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    // Keyboard: down to the first suggestion, Enter picks it.
    await address.press('ArrowDown');
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await address.press('Enter');
    expect(await address.inputValue()).toBe('Phường An Hội Tây, Thành phố Hồ Chí Minh');
    await page.getByLabel('Số nhà, tên đường (không bắt buộc)').fill('12 Quang Trung');
    await page.getByTestId('place-save').click();
    const list = page.getByTestId('places-list');
    await list.getByText('12 Quang Trung, Phường An Hội Tây, Thành phố Hồ Chí Minh').waitFor();
    await list.getByText('Trước đây: Phường 12, Quận Gò Vấp, Thành phố Hồ Chí Minh').waitFor();
    await page.screenshot({ path: `${SHOTS}/with-place-375.png`, fullPage: true });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    // Step 1 of the booking for the own phone: the chip, then the salons nearest the place.
    await list.getByRole('link', { name: 'Đặt lịch ở salon gần đây' }).click();
    const chip = page.getByRole('button', { name: 'Salon gần Nhà mẹ' });
    await chip.waitFor();
    await page.getByRole('link', { name: 'Lưu địa chỉ' }).waitFor();
    await chip.click();
    await page.getByRole('heading', { name: 'Salon gần Nhà mẹ' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/step1-chip-375.png`, fullPage: true });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await cspViolations(page)).toEqual([]);
    await ctx.close();
  }, 60_000);

  it('shows the saved place and the open suggestions at 1280 px', async () => {
    const { id } = await site.handle.db
      .selectFrom('customer')
      .select('id')
      .where('phone', '=', `+84${LOCAL.slice(1)}`)
      .executeTakeFirstOrThrow();
    const ctx = await newContext({ viewport: DESKTOP });
    await logInContext(ctx, site.baseUrl, await createSession(site.handle.db, id, NOW));
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/save-location`);
    await page.getByTestId('places-list').getByText('Nhà mẹ').waitFor();
    await page.getByTestId('user-menu').waitFor();
    await page.screenshot({ path: `${SHOTS}/with-place-1280.png`, fullPage: true });
    await page.getByTestId('place-add').click();
    await page.getByRole('combobox').fill('Bình Dương');
    await page.getByRole('option', { name: /Trước đây: Tỉnh Bình Dương/ }).waitFor();
    await page.screenshot({ path: `${SHOTS}/suggestions-1280.png`, fullPage: true });
    await ctx.close();
  }, 30_000);
});
