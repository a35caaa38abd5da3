import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSession } from '../apps/api/src/http/sessions.ts';
import { outboxCodes } from './support/booking-page.ts';
import { logInContext } from './support/browser.ts';
import { vietnamTime } from './support/clock.ts';
import { useSite } from './support/site.ts';

// At every width no page scrolls sideways, whatever list, popup or toast is open; carousels
// scroll inside their own box. 9h00 in Ho Chi Minh City on Monday 23/11/2026.
const NOW = vietnamTime('09:00'); // Pinned: each width books a free hour today.
const WIDTHS = [320, 375, 414, 768, 1024, 1280] as const;
const ROUTES = [
  '/',
  '/system-salon',
  '/save-location',
  '/vong-quay-may-man',
  '/diem-may-man',
  '/gioi-thieu',
  '/chinh-sach-bao-mat',
  '/dieu-kien-giao-dich-chung',
  '/cong-nghe-phuc-hoi-toc',
  '/booking-at-home',
  '/lookbook',
];
const SALON = 'Moyo 82 Trần Duy Hưng';
const SERVICE = 'Gội đầu dưỡng sinh (Cơ bản)';

/** The document is no wider than the screen (soft: every screen at every width is reported). */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  const { doc, screenWidth } = await page.evaluate(() => ({
    doc: document.documentElement.scrollWidth,
    screenWidth: window.innerWidth,
  }));
  expect.soft(doc, `${screen} at ${screenWidth} px is ${doc} px wide`).toBeLessThanOrEqual(screenWidth);
}

/**
 * Scrolls to the end as a visitor does, on until the footer's salon list is drawn (blocks that load on
 * the way make the page longer, and the footer's code loads once it is seen), then opens every <details>.
 */
async function openEverything(page: Page) {
  const cities = page.locator('.footer-salons__city');
  await expect
    .poll(
      async () => {
        await page.evaluate(async () => {
          for (let y = window.scrollY; y < document.body.scrollHeight; y += 700) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 25));
          }
          window.scrollTo(0, document.body.scrollHeight);
        });
        return cities.count();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  await page.evaluate(() => {
    document.querySelectorAll('details').forEach((d) => {
      d.open = true;
    });
  });
}

describe('no page scrolls sideways', () => {
  // The captcha's proof of work made cheap, as in booking-captcha.test.ts.
  const { site, newContext } = useSite({
    now: NOW,
    env: { ALTCHA_COST: '2000', BOOKING_HOLDS_PER_ADDRESS: '100' },
  });

  async function openPage(width: number): Promise<Page> {
    const ctx = await newContext({ viewport: { width, height: width < 768 ? 740 : 900 } });
    const page = await ctx.newPage();
    return page;
  }

  it.each(WIDTHS.map((w, i) => [w, i] as const))(
    'at %i px: every route with its menu, lists and login popup open',
    async (width) => {
      const page = await openPage(width);
      for (const route of ROUTES) {
        await page.goto(`${site.baseUrl}${route}`);
        await openEverything(page);
        await expectNoSidewaysScroll(page, `${route} scrolled through, city lists open`);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      if (width < 768) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('link', { name: 'Nhượng quyền' }).waitFor();
        await expectNoSidewaysScroll(page, 'the header menu');
        await page.keyboard.press('Escape');
      }
      await page.getByTestId('login-button').click();
      await page.getByRole('dialog').waitFor();
      await expectNoSidewaysScroll(page, 'the login popup');
      await page.context().close();
    },
  );

  it.each(WIDTHS.map((w, i) => [w, i] as const))(
    'at %i px: every booking step, with the salon, service, stylist, date and hour lists, popups and toasts open',
    async (width, i) => {
      const page = await openPage(width);
      const fits = (screen: string) => expectNoSidewaysScroll(page, screen);
      await page.goto(`${site.baseUrl}/booking?salonId=0&phone=0&step=0`);
      await fits('step 0, empty');
      // Inactive (aria-disabled) yet clickable: it says what is missing in a toast.
      await page.getByRole('button', { name: 'Hoàn tất' }).click({ force: true });
      await page.getByTestId('toast').first().waitFor();
      await fits('step 0 with a toast');

      // Step 1: the salon lists, then a search.
      await page.getByTestId('salon-field').click();
      const search = page.getByRole('searchbox', { name: 'Tìm kiếm salon' });
      await search.waitFor();
      await page.locator('.province, .salon-card').first().waitFor();
      await fits('step 1');
      await search.fill('tran duy hung');
      await page.locator('.salon-card', { hasText: SALON }).first().waitFor();
      await fits('step 1, search results');
      // Choosing the salon opens step 2 (001 §2).
      await page.locator('.salon-card', { hasText: SALON }).first().click();

      // Step 2: every category carousel, the chosen list of the bottom bar; step 3: a detail.
      await page.getByRole('button', { name: `Chọn ${SERVICE}` }).click();
      await fits('step 2');
      await page.locator('.svc-bar__count').click();
      await fits('step 2, chosen list open');
      await page.locator('.svc-bar__count').click();
      await page
        .getByRole('button', { name: /^Xem chi tiết/ })
        .first()
        .click();
      await page.locator('.svc-fieldset, .svc-detail__content').first().waitFor();
      await fits('step 3');
      await page.locator('.booking__back').click();
      await page.getByRole('button', { name: 'Xong' }).click();
      const timeBlock = page.getByRole('heading', { name: 'Chọn ngày, giờ & thợ cắt' });
      const suggestion = page.getByRole('dialog', { name: 'Gợi ý cho bạn' });
      await timeBlock.or(suggestion).first().waitFor();
      if (await suggestion.isVisible()) {
        await fits('step 2, suggestion popup');
        await suggestion.getByRole('button', { name: 'Bỏ qua' }).click();
      }

      // Step 0: stylists, the date list and the hours all open (the hidden '(Đã kín)' labels included).
      await page.getByRole('list', { name: 'Danh sách stylist' }).getByRole('button').nth(1).click();
      await page.locator('.b-hour').first().waitFor();
      await page.getByRole('button', { name: /^Ngày/ }).click();
      await page.getByRole('list', { name: 'Chọn ngày' }).waitFor();
      await fits('step 0, stylist, date and hour lists open');
      await page.getByRole('button', { name: /^Ngày/ }).click();

      // Steps 4 and 5: the promotions and one promotion's detail.
      await page.getByRole('button', { name: 'Chọn ưu đãi' }).click();
      await page.locator('.campaigns').waitFor();
      await page.getByRole('tab').first().waitFor();
      await fits('step 4');
      await page
        .getByRole('button', { name: /^Xem chi tiết/ })
        .first()
        .click();
      await page.locator('.campaign-detail').waitFor();
      await fits('step 5');
      await page.locator('.booking__back').click();
      await page.locator('.campaigns').waitFor();
      await page.locator('.booking__back').click();

      // The phone popup, the OTP popup, the success page.
      // One booking per width (each its own phone): the latest free hour is free whatever came before.
      const hour = page.locator('.b-hour:not([disabled])').last();
      const hoursToggle = page.getByRole('button', { name: /^Giờ/ });
      await expect
        .poll(async () => {
          if ((await hoursToggle.getAttribute('aria-expanded')) !== 'true') await hoursToggle.click();
          return hour.isVisible();
        })
        .toBe(true);
      await hour.click();
      await page.getByRole('button', { name: 'Hoàn tất' }).click();
      const welcome = page.getByRole('dialog', { name: 'Chào mừng bạn đến với Moyo' });
      await welcome.waitFor();
      await fits('the phone popup');
      const phone = `091234${5600 + i}`;
      await welcome.getByLabel('Số điện thoại đặt lịch').fill(phone);
      await welcome.getByRole('button', { name: 'TIẾP TỤC' }).click();
      // From the second booking of this address on, the server asks for the captcha first (decision 0101).
      const firstDigit = page.getByLabel('Chữ số thứ 1 của mã xác nhận');
      const captcha = page.getByRole('dialog', { name: 'Xác nhận giữ chỗ' });
      await firstDigit.or(captcha).first().waitFor();
      if (await captcha.isVisible()) {
        const box = captcha.getByTestId('captcha').locator('input[type="checkbox"]');
        await box.waitFor();
        await fits('the captcha popup');
        await box.click({ force: true });
      }
      await firstDigit.waitFor();
      await fits('the OTP popup');
      const [code] = await outboxCodes(site.baseUrl, phone);
      await firstDigit.click();
      await page.keyboard.type(code ?? '');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/booking\/success\?bookingId=\d+$/);
      await page.locator('.success__details').waitFor();
      await fits('the success page');
      await page.context().close();
    },
  );

  it('on a phone: the header menu reaches the salon system and the franchise, a long name stays on one line', async () => {
    const db = site.handle.db;
    const customer = await db
      .selectFrom('customer')
      .select('id')
      .where('phone', '=', '+84901234567')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('customer')
      .set({ registered_at: NOW, name: 'Nguyễn Thị Phương Thảo Hoàng Minh Châu' })
      .where('id', '=', customer.id)
      .execute();
    const token = await createSession(db, customer.id, NOW);
    const page = await openPage(320);
    await logInContext(page.context(), site.baseUrl, token);
    await page.goto(`${site.baseUrl}/`);
    await page.getByTestId('user-menu').waitFor();
    const header = await page.locator('.header').boundingBox();
    expect(header?.height).toBeLessThanOrEqual(64);
    await expectNoSidewaysScroll(page, 'home with a long name');

    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    const franchise = page.getByRole('link', { name: 'Nhượng quyền' });
    expect(await franchise.isVisible()).toBe(true);
    // Focus goes into the menu; Escape closes it and gives focus back to its button.
    expect(await page.evaluate(() => document.activeElement?.closest('nav') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await franchise.isVisible()).toBe(false);
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);
    await menu.click();
    await page.getByRole('link', { name: 'Hệ thống salon' }).click();
    await page.waitForURL(/\/system-salon$/);
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('on a phone: step 0 keeps the total and a labelled Hoàn tất in reach; floating buttons cover nothing on the first screen', async () => {
    const page = await openPage(375);
    await page.goto(`${site.baseUrl}/`);
    // The lookup's 'Tra cứu' is tappable where it is: nothing fixed lies over it.
    const lookup = page.getByRole('button', { name: 'Tra cứu', exact: true });
    const box = await lookup.boundingBox();
    if (box) {
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '',
        { x: box.x + box.width - 4, y: box.y + box.height / 2 },
      );
      if (box.y + box.height < 740) expect(onTop).toContain('Tra cứu');
    }

    await page.goto(`${site.baseUrl}/booking?salonId=0&phone=0&step=0`);
    const complete = page.getByRole('button', { name: 'Hoàn tất' });
    const bar = page.getByTestId('complete-bar');
    // At the top of a long form the bar is already on screen, inside it, with its label.
    const barBox = await bar.boundingBox();
    expect((barBox?.y ?? 0) + (barBox?.height ?? 1000)).toBeLessThanOrEqual(740);
    expect(barBox?.y ?? 0).toBeGreaterThan(600);
    expect(await complete.isVisible()).toBe(true);
    expect((await complete.innerText()).trim()).toBe('Hoàn tất');
    expect(await bar.innerText()).toContain('Chưa chọn dịch vụ');

    // Scrolled down, the floating buttons show; a popup hides them rather than leaving them bright over it.
    await page.goto(`${site.baseUrl}/chinh-sach-bao-mat`);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const floating = page.locator('.floating');
    await expect.poll(() => floating.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('login-button').click();
    await page.getByRole('dialog').waitFor();
    expect(await floating.evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    await page.context().close();
  });
});
