import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSession } from '../apps/api/src/http/sessions.ts';
import { draftWithSalon1 } from './support/booking-page.ts';
import { axeViolations, DESKTOP, logInContext, PHONE } from './support/browser.ts';
import { dayAfter, TEST_NOW } from './support/clock.ts';
import { useSite } from './support/site.ts';

// Issue 18 in the browser: campaign tags on the service cards, the campaign alert and its dismissal,
// a Gold member's prices, step 1's guide and step 5's guide list (salon 1, Hà Nội).

// The site's day (TEST_NOW), which the server and the pages share.
const TODAY = dayAfter(TEST_NOW, 0).ddMmYyyy;

const ALERT = 'Salon đang có ưu đãi dành cho bạn.';
const SKINNER_GUIDE =
  'Dịch vụ chăm sóc da đầu do chuyên viên da đầu (skinner) thực hiện, salon sẽ sắp xếp cho bạn.';

describe('campaign tags, campaign alert, member prices and step guides', () => {
  const { site, newContext } = useSite();

  async function withSalon(ctx: BrowserContext): Promise<Page> {
    await ctx.addInitScript((value) => {
      if (!sessionStorage.getItem('booking-draft-v1')) sessionStorage.setItem('booking-draft-v1', value);
    }, draftWithSalon1(TODAY));
    return ctx.newPage();
  }

  async function openStep2(page: Page): Promise<void> {
    await page.goto(`${site.baseUrl}/booking?salonId=1&phone=0&step=0`);
    await page.getByRole('heading', { name: '2. Chọn dịch vụ:' }).waitFor();
    await page.getByRole('button', { name: 'Xem tất cả dịch vụ hấp dẫn' }).click();
    await page.getByRole('heading', { level: 1, name: 'Chọn dịch vụ' }).waitFor();
    await page.locator('.svc-card').first().waitFor();
  }

  const card = (page: Page, id: number) => page.locator(`.svc-card[data-service-id="${id}"]`).first();

  it('shows the campaign tags on the cards a campaign promotes, and the alert leads to step 4', async () => {
    const ctx = await newContext({ viewport: PHONE });
    const page = await withSalon(ctx);
    await openStep2(page);
    expect(await card(page, 1011).locator('.svc-tag--campaign').allTextContents()).toEqual([
      'Chỉ 49.000 VNĐ',
    ]);
    expect(await card(page, 3011).locator('.svc-tag--campaign').allTextContents()).toEqual(['Giảm 20%']);
    expect(await card(page, 1012).locator('.svc-tag--campaign').count()).toBe(0);
    const alert = page.getByTestId('campaign-alert');
    expect(await alert.textContent()).toContain(ALERT);
    expect(await axeViolations(page)).toEqual([]);
    await alert.getByRole('button', { name: 'Ưu đãi', exact: true }).click();
    await page.getByRole('tab', { name: 'Ưu đãi từ Moyo' }).waitFor();
    expect(new URL(page.url()).searchParams.get('step')).toBe('4');
    await ctx.close();
  });

  it('closes the alert for the rest of the visit', async () => {
    const ctx = await newContext({ viewport: DESKTOP });
    const page = await withSalon(ctx);
    await openStep2(page);
    const alert = page.getByTestId('campaign-alert');
    await alert.getByRole('button', { name: 'Đóng thông báo ưu đãi' }).click();
    await alert.waitFor({ state: 'detached' });
    // A reload enters at step 0 again (the entry rule); step 2 comes back without the alert.
    await page.reload();
    await openStep2(page);
    await page.getByText('Mỗi dịch vụ chọn một phiên bản', { exact: false }).waitFor();
    expect(await alert.count()).toBe(0);
    await ctx.close();
  });

  it("prices a logged-in Gold member's cards and detail at 10% off, the catalogue price struck through", async () => {
    const db = site.handle.db;
    const gold = await db
      .selectFrom('customer')
      .select('id')
      .where('phone', '=', '+84987654321')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('customer')
      .set({ registered_at: site.clock.now })
      .where('id', '=', gold.id)
      .execute();
    const token = await createSession(db, gold.id, site.clock.now);
    const ctx = await newContext({ viewport: PHONE });
    await logInContext(ctx, site.baseUrl, token);
    const page = await withSalon(ctx);
    await openStep2(page);
    // Cắt tóc nam Cơ bản: 89.000 VNĐ; Gold pays 80.000 VNĐ.
    await card(page, 3011).locator('.svc-price').filter({ hasText: '80.000 VNĐ' }).waitFor();
    expect(await card(page, 3011).locator('del').textContent()).toBe('89.000 VNĐ');
    const detailCall = page.waitForRequest((r) => r.url().includes('/detail-v2'));
    await card(page, 3011)
      .getByRole('button', { name: /^Xem chi tiết/ })
      .click();
    expect(new URL((await detailCall).url()).searchParams.get('memberType')).toBe('3');
    const basic = page.getByTestId('versions').locator('label', { hasText: 'Cơ bản' });
    await basic.locator('.svc-price').filter({ hasText: '80.000 VNĐ' }).waitFor();
    expect(await basic.locator('.svc-tag--campaign').textContent()).toBe('Giảm 20%');
    await ctx.close();
  });

  it("shows step 1's guide: the chosen salon's own, else the chain's", async () => {
    const ctx = await newContext({ viewport: PHONE });
    const page = await withSalon(ctx);
    await page.goto(`${site.baseUrl}/booking?salonId=1&phone=0&step=0`);
    await page.getByRole('heading', { name: '2. Chọn dịch vụ:' }).waitFor();
    await page.goto(`${site.baseUrl}/booking?salonId=1&phone=0&step=1`);
    const guide = page.getByTestId('step1-guide');
    expect(await guide.textContent()).toBe('Salon flagship có chỗ đỗ ô tô, đối diện Big C Thăng Long.');
    expect(await axeViolations(page)).toEqual([]);
    const fresh = await (await newContext({ viewport: PHONE })).newPage();
    await fresh.goto(`${site.baseUrl}/booking?salonId=0&phone=0&step=1`);
    expect(await fresh.getByTestId('step1-guide').textContent()).toBe(
      'Chọn salon gần bạn để tiết kiệm thời gian di chuyển nhé.',
    );
    await fresh.context().close();
    await ctx.close();
  });

  it("shows step 5's guide-list message once a chosen service id matches its regex", async () => {
    const ctx = await newContext({ viewport: PHONE });
    const page = await withSalon(ctx);
    await openStep2(page);
    await page.getByTestId('campaign-alert').getByRole('button', { name: 'Ưu đãi', exact: true }).click();
    // Step 4's list, not step 2's cards (they have 'Xem chi tiết' buttons too).
    await page.getByRole('tab', { name: 'Ưu đãi từ Moyo' }).waitFor();
    await page
      .getByRole('button', { name: /^Xem chi tiết/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Gội dưỡng sinh Cơ bản chỉ 49K' }).waitFor();
    expect(await page.getByTestId('step5-guide').count()).toBe(0);
    await openStep2(page);
    await card(page, 2011)
      .getByRole('button', { name: /^Chọn / })
      .click();
    await page.getByTestId('campaign-alert').getByRole('button', { name: 'Ưu đãi', exact: true }).click();
    // Step 4's list, not step 2's cards (they have 'Xem chi tiết' buttons too).
    await page.getByRole('tab', { name: 'Ưu đãi từ Moyo' }).waitFor();
    await page
      .getByRole('button', { name: /^Xem chi tiết/ })
      .first()
      .click();
    expect(await page.getByTestId('step5-guide').textContent()).toBe(SKINNER_GUIDE);
    expect(await axeViolations(page)).toEqual([]);
    await ctx.close();
  });
});
