import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import { useSite } from './support/site.ts';

// Every picture on every page loads as a picture (never the HTML page, never a silent
// swap to the default drawing), no emoji that need an emoji font, and the closed salon looks closed.
const STATIC_PAGES = [
  '/system-salon',
  '/gioi-thieu',
  '/chinh-sach-bao-mat',
  '/dieu-kien-giao-dich-chung',
  '/vong-quay-may-man',
  '/cong-nghe-phuc-hoi-toc',
  '/save-location',
  '/lookbook',
];
// Characters that only an emoji font draws (map pin, parking sign...): empty boxes on machines without one.
const EMOJI = /[\u{1F000}-\u{1FAFF}]|\u{FE0F}/u;

interface ImageAnswer {
  url: string;
  status: number;
  type: string;
}

/** Records every answer to an image request of the page (by path or by resource type). */
function watchImages(page: Page): ImageAnswer[] {
  const seen: ImageAnswer[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (res.request().resourceType() !== 'image' && !url.pathname.startsWith('/images/')) return;
    if (url.protocol === 'data:') return;
    seen.push({ url: url.pathname, status: res.status(), type: res.headers()['content-type'] ?? '' });
  });
  return seen;
}

/** Loads every <img> (lazy ones too) and returns those the browser could not draw. */
async function brokenImages(page: Page, where: string): Promise<string[]> {
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 20));
    }
    window.scrollTo(0, 0);
  });
  // Images rendered after the scroll (carousels, lazy blocks) are switched to eager as they appear.
  const allDone = () =>
    Array.from(document.images).every((i) => {
      i.loading = 'eager';
      return i.complete;
    });
  await page.waitForFunction(allDone, undefined, { timeout: 10_000 }).catch(() => undefined);
  const broken = await page.evaluate(() =>
    Array.from(document.images)
      .filter((i) => !i.complete || i.naturalWidth === 0)
      .map((i) => `${i.complete ? 'broken' : 'not loaded'} ${i.currentSrc || i.src}`),
  );
  return broken.map((src) => `${where}: ${src}`);
}

async function emojiIn(page: Page, where: string): Promise<string[]> {
  const text = await page.evaluate(() => document.body.textContent ?? '');
  const found = text.match(new RegExp(EMOJI.source, 'gu')) ?? [];
  return found.map((c) => `${where}: ${c}`);
}

describe('pictures and icons in Chromium', () => {
  const { site, newContext } = useSite();

  for (const viewport of [PHONE, DESKTOP]) {
    it(`every image of every route and booking step loads as an image at ${viewport.width} px`, async () => {
      const ctx = await newContext({ viewport });
      const page = await ctx.newPage();
      const answers = watchImages(page);
      const broken: string[] = [];
      const emoji: string[] = [];
      const check = async (where: string) => {
        broken.push(...(await brokenImages(page, where)));
        emoji.push(...(await emojiIn(page, where)));
      };
      for (const path of ['/', ...STATIC_PAGES]) {
        await page.goto(`${site.baseUrl}${path}`);
        await check(path);
      }
      // Booking: step 0, step 1 (salon cards), step 2 (service cards), step 0 with the stylists.
      await page.goto(`${site.baseUrl}/booking?salonId=0&phone=0&step=0`);
      await check('step 0');
      await page.getByTestId('salon-field').click();
      await page.getByRole('searchbox', { name: 'Tìm kiếm salon' }).fill('ha noi');
      await page.getByRole('list', { name: 'Salon' }).locator('.salon-card').first().waitFor();
      await check('step 1');
      // Choosing the salon opens step 2 (001 §2).
      await page.locator('.salon-card', { hasText: 'Moyo 82 Trần Duy Hưng' }).first().click();
      await page.locator('.svc-card__img').first().waitFor();
      await check('step 2');
      // Step 3: the group's picture, also shown before its video plays (not the default drawing).
      await page.getByRole('button', { name: 'Xem chi tiết Gội đầu dưỡng sinh (Cơ bản)' }).click();
      await page.getByRole('heading', { level: 1, name: 'Gội đầu dưỡng sinh thảo dược' }).waitFor();
      const banners = page.locator('.svc-banner img');
      await expect.poll(() => banners.count()).toBe(2);
      expect(await banners.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))).toEqual([
        '/images/services/group-101.svg',
        '/images/services/group-101.svg',
      ]);
      await check('step 3');
      await page.getByRole('radio', { name: /Cơ bản/ }).check();
      await page.getByRole('button', { name: 'Thêm 1 dịch vụ' }).click();
      // The version's upsales are offered once more (decision 0148): declined.
      await page
        .getByRole('dialog', { name: 'Dùng kèm cho trọn vẹn' })
        .getByRole('button', { name: 'Không, cảm ơn' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Chọn dịch vụ' }).waitFor();
      await page.getByRole('button', { name: 'Xong' }).click();
      const stylists = page.getByRole('list', { name: 'Danh sách stylist' });
      const suggestion = page.getByRole('dialog', { name: 'Gợi ý cho bạn' });
      await stylists.or(suggestion).first().waitFor();
      if (await suggestion.isVisible()) {
        await check('suggested service');
        await suggestion.getByRole('button', { name: 'Bỏ qua' }).click();
      }
      await stylists.locator('img.b-card__avatar').first().waitFor();
      // Each stylist has a portrait of their own, not an initial.
      expect(await stylists.locator('.b-card__avatar--initial').count()).toBe(0);
      await check('step 0 with stylists');
      await ctx.close();

      expect(broken).toEqual([]);
      expect(emoji).toEqual([]);
      const salonAndStaff = answers.filter((a) => /^\/images\/(salons|services|staff)\//.test(a.url));
      expect(salonAndStaff.length).toBeGreaterThan(10);
      // 304: a picture the browser already has, revalidated (the server sends no-cache + ETag).
      const notImages = answers.filter(
        (a) => (a.status !== 200 && a.status !== 304) || !a.type.startsWith('image/'),
      );
      expect(notImages).toEqual([]);
    });
  }

  it('the closed salon (92 Thái Hà) looks closed in search and on /system-salon, with its backups', async () => {
    const ctx = await newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/booking?phone=0&step=1`);
    await page.getByRole('searchbox', { name: 'Tìm kiếm salon' }).fill('thai ha');
    const card = page.locator('.salon-card', { hasText: 'Moyo 92 Thái Hà' });
    await card.waitFor();
    expect(await card.textContent()).toMatch(/Tạm đóng cửa.*Tạm đóng cửa đến hết ngày \d\d\/\d\d\/\d{4}/);
    // Choosing it still leads to the chain's backups.
    await card.click();
    await page
      .getByRole('dialog', { name: 'THÔNG BÁO' })
      .getByText(/Moyo 164 Tôn Đức Thắng/)
      .waitFor();

    await page.goto(`${site.baseUrl}/system-salon`);
    // The cities are folded (decision 0148): Hà Nội opens on its name.
    await page.locator('.system-salon summary', { hasText: /^Hà Nội \(\d+\)$/ }).click();
    const closed = page.locator('.system-salon__row[data-salon-id="8"]');
    await closed.getByText(/Tạm đóng cửa đến hết ngày/).waitFor();
    expect(await closed.getByRole('link', { name: 'Đặt lịch ngay tại Moyo 92 Thái Hà' }).count()).toBe(0);
    const backup = closed.getByRole('link', { name: 'Đặt lịch ngay tại Moyo 164 Tôn Đức Thắng' });
    expect(await backup.getAttribute('href')).toBe('/booking?salonId=9&phone=0&step=0');
    const open = page.locator('.system-salon__row[data-salon-id="9"]');
    expect(await open.getByRole('link', { name: 'Đặt lịch ngay tại Moyo 164 Tôn Đức Thắng' }).count()).toBe(
      1,
    );
    await ctx.close();
  });
});
