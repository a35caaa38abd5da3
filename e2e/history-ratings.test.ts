import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSession } from '../apps/api/src/http/sessions.ts';
import { axeViolations, cspViolations, DESKTOP, logInContext, PHONE } from './support/browser.ts';
import { TEST_NOW } from './support/clock.ts';
import { useSite } from './support/site.ts';
import { logInByOtp } from './support/login.ts';

// Issue 19 in Chromium: the demo customer (0988111222, visits in seed/visits.ts, made a Silver member
// here) logs in with an OTP, sees balance and tier in the account menu, opens the spending history at
// /gioi-thieu, rates the latest visit (from the home prompt and the stylist's new figures shown), and
// edits the profile name. Screenshots of history, rating dialog and profile dialog at 375 and 1280 px.
const NOW = TEST_NOW;
const LOCAL = '0988111222';
const SHOTS = '/tmp/history-ratings-shots';

describe('visit history, ratings and profile in Chromium', () => {
  const { site, newContext } = useSite({ now: NOW });
  const dialog = (page: Page) => page.getByRole('dialog');

  const logIn = (page: Page) => logInByOtp(page, site.baseUrl, LOCAL);

  const stylistTotal = async (visitId: number) => {
    const row = await site.handle.db
      .selectFrom('visit as v')
      .innerJoin('staff as s', 's.id', 'v.stylist_id')
      .select(['s.total_customer', 's.name'])
      .where('v.id', '=', visitId)
      .executeTakeFirstOrThrow();
    return row;
  };

  it('a visitor sees About at /gioi-thieu', async () => {
    const ctx = await newContext();
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/gioi-thieu`);
    await page.getByRole('heading', { level: 1, name: 'Giới thiệu Moyo' }).waitFor();
    expect(await page.getByTestId('visit').count()).toBe(0);
    await ctx.close();
  });

  it('log in, menu with balance and tier, history, rate the last visit, edit the name', async () => {
    mkdirSync(SHOTS, { recursive: true });
    await site.handle.db
      .updateTable('customer')
      .set({ member_type: 2 })
      .where('phone', '=', '+84988111222')
      .execute();
    const ctx = await newContext({ viewport: DESKTOP });
    const page = await ctx.newPage();
    await logIn(page);

    // Home asks to rate the latest visit.
    const prompt = page.getByTestId('rate-prompt');
    await prompt.getByText('Bạn thấy lượt gội vừa rồi thế nào?').waitFor();
    await prompt.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/home-prompt-1280.png` });
    expect(await axeViolations(page)).toEqual([]);

    // The account menu: balance and tier, then the spending-history link.
    await page.getByTestId('user-menu').click();
    await page.getByText(/Số dư: /).waitFor();
    await page.getByTestId('member-tier').getByText('Hạng thành viên Silver').waitFor();
    await page.getByRole('link', { name: 'Lịch sử chi tiêu' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lịch sử chi tiêu' }).waitFor();
    await page.getByTestId('visit').first().waitFor();
    expect(await page.getByTestId('visit').count()).toBe(10);
    await page.getByTestId('tier-progress').getByText('Hạng Silver').waitFor();
    expect(await page.getByTestId('visit').first().locator('.visit__photo-row img').count()).toBe(3);
    await page.screenshot({ path: `${SHOTS}/history-1280.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // Paging: the second page holds the 3 oldest visits.
    await page.getByRole('button', { name: 'Trang sau' }).click();
    await page.getByText('Trang 2/2').waitFor();
    await expect.poll(() => page.getByTestId('visit').count()).toBe(3);
    await page.getByRole('button', { name: 'Trang trước' }).click();
    await expect.poll(() => page.getByTestId('visit').count()).toBe(10);

    // Rate the latest visit: 4 stars, a tag, a comment; the stylist's count moves by one.
    const latest = page.getByTestId('visit').first();
    const visitId = Number(await latest.getAttribute('data-visit-id'));
    const before = await stylistTotal(visitId);
    await latest.getByRole('button', { name: 'Đánh giá' }).click();
    await dialog(page).getByRole('heading', { name: 'Đánh giá lượt gội' }).waitFor();
    await dialog(page).getByText('4 sao').click({ force: true });
    await dialog(page).getByText('Thân thiện').click();
    await dialog(page).getByLabel('Nhận xét (không bắt buộc)').fill('Gội rất thư giãn');
    await page.screenshot({ path: `${SHOTS}/rating-1280.png` });
    expect(await axeViolations(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Gửi đánh giá' }).click();
    const done = dialog(page).getByTestId('rating-done');
    await done.getByText('Cảm ơn bạn đã đánh giá!').waitFor();
    await done.getByText(`từ ${before.total_customer + 1} khách`).waitFor();
    expect((await stylistTotal(visitId)).total_customer).toBe(before.total_customer + 1);
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await latest.getByText('Bạn đã đánh giá 4 sao').waitFor();
    // Stars for the result photos, in their own dialog.
    await latest.getByRole('button', { name: 'Chấm điểm ảnh' }).click();
    await dialog(page).getByRole('heading', { name: 'Chấm điểm ảnh kết quả' }).waitFor();
    await dialog(page).getByText('3 sao').click({ force: true });
    await dialog(page).getByRole('button', { name: 'Gửi đánh giá' }).click();
    await latest.getByText('Ảnh: 3 sao').waitFor();

    // Edit the profile: a bad name is refused, a good one shows on the page and in the header.
    await page.getByRole('button', { name: 'Sửa thông tin' }).click();
    await dialog(page).getByLabel('Họ và tên').fill('Khoa 123');
    await dialog(page).getByRole('button', { name: 'Lưu' }).click();
    await dialog(page).getByText('Bạn nhập tên hợp lệ giúp chúng mình nhé!').waitFor();
    await dialog(page).getByLabel('Họ và tên').fill('Đỗ Minh Khoa Mới');
    await dialog(page).getByLabel('Ảnh đại diện 2').check({ force: true });
    await page.screenshot({ path: `${SHOTS}/profile-1280.png` });
    expect(await axeViolations(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Lưu' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByTestId('profile').getByText('Đỗ Minh Khoa Mới').waitFor();
    await page.getByTestId('profile').locator('img[src="/images/people/khach-2.svg"]').waitFor();
    await page.getByTestId('user-menu').getByText('Đỗ Minh Khoa Mới').waitFor();

    // The rated visit no longer prompts on home; About stays reachable.
    await page.goto(`${site.baseUrl}/`);
    await page.getByTestId('upcoming-bookings').or(page.getByTestId('booking-lookup')).first().waitFor();
    const next = await site.handle.db
      .selectFrom('visit_rating')
      .select('visit_id')
      .where('visit_id', '=', visitId)
      .execute();
    expect(next).toHaveLength(1);
    await page.goto(`${site.baseUrl}/gioi-thieu?about=1`);
    await page.getByRole('heading', { level: 1, name: 'Giới thiệu Moyo' }).waitFor();
    expect(await cspViolations(page)).toEqual([]);

    // Phone width: history, rating dialog and profile dialog.
    await page.setViewportSize(PHONE);
    await page.goto(`${site.baseUrl}/`);
    await page.getByTestId('rate-prompt').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/home-prompt-375.png` });
    await page.goto(`${site.baseUrl}/gioi-thieu`);
    await page.getByTestId('visit').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${SHOTS}/history-375.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/history-375-top.png` });
    await page.getByTestId('visit').nth(1).getByRole('button', { name: 'Đánh giá' }).click();
    await dialog(page).getByRole('heading', { name: 'Đánh giá lượt gội' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/rating-375.png` });
    await dialog(page)
      .getByRole('button', { name: 'Đóng' })
      .or(dialog(page).locator('.modal__close'))
      .first()
      .click();
    await page.getByRole('button', { name: 'Sửa thông tin' }).click();
    await dialog(page).getByLabel('Họ và tên').waitFor();
    await page.screenshot({ path: `${SHOTS}/profile-375.png` });
    expect(await axeViolations(page)).toEqual([]);
    await ctx.close();
  });

  it('shows the history in English', async () => {
    const db = site.handle.db;
    const { id } = await db
      .updateTable('customer')
      .set({ registered_at: NOW })
      .where('phone', '=', '+84988111222')
      .returning('id')
      .executeTakeFirstOrThrow();
    const ctx = await newContext({ viewport: PHONE });
    await logInContext(ctx, site.baseUrl, await createSession(db, id, NOW));
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/gioi-thieu?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Spending history' }).waitFor();
    await page.getByText('Spending by month').waitFor();
    await page
      .getByTestId('visit')
      .first()
      .getByText(/^Stylist: /)
      .waitFor();
    await page.getByRole('button', { name: 'Rate', exact: true }).first().click();
    await dialog(page).getByRole('heading', { name: 'Rate your visit' }).waitFor();
    // No star is chosen for the customer: sending waits for one.
    expect(await dialog(page).getByRole('button', { name: 'Send rating' }).isDisabled()).toBe(true);
    await dialog(page).getByText('Choose 1 to 5 stars to send your rating.').waitFor();
    await dialog(page).getByText('5 stars', { exact: true }).click({ force: true });
    await dialog(page).getByRole('button', { name: 'Send rating' }).click();
    await dialog(page).getByText('Thank you for your rating!').waitFor();
    await page.screenshot({ path: `${SHOTS}/rating-done-en-375.png` });
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Edit details' }).click();
    await dialog(page).getByLabel('Full name').fill('Khoa 123');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await dialog(page).getByText('Please enter a valid name for us!').waitFor();
    await ctx.close();
  });
});
