import { describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, PHONE } from './support/browser.ts';
import { useSite } from './support/site.ts';

describe('the site in Chromium', () => {
  const { site, newContext } = useSite();

  it('opens the home page in Vietnamese with the header, booking box and footer', async () => {
    const ctx = await newContext();
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
      'Gội đầu dưỡng sinh',
    );
    expect(await page.getByRole('link', { name: 'Hệ thống salon' }).first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'ĐẶT LỊCH NGAY' }).isVisible()).toBe(true);
    expect(await page.locator('footer').textContent()).toContain('8h30-20h30');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
    await ctx.close();
  });

  it('opens /booking?salonId=0&phone=0&step=0 on the booking home with its blocks', async () => {
    const ctx = await newContext();
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/booking?salonId=0&phone=0&step=0`);
    await page.getByRole('heading', { name: '2. Chọn dịch vụ:' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Chọn ngày, giờ & thợ cắt' }).isVisible()).toBe(true);
    await ctx.close();
  });

  it('sends unknown paths to the home page', async () => {
    const ctx = await newContext();
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/khong-co-trang-nay`);
    await page.waitForURL(`${site.baseUrl}/`);
    await ctx.close();
  });

  const routes = [
    '/',
    '/booking?salonId=0&phone=0&step=0',
    '/booking/success?bookingId=1',
    '/system-salon',
    '/gioi-thieu',
    '/chinh-sach-bao-mat',
    '/dieu-kien-giao-dich-chung',
    '/cong-nghe-phuc-hoi-toc',
    '/save-location',
    '/vong-quay-may-man',
    '/diem-may-man',
  ];
  for (const viewport of [DESKTOP, PHONE]) {
    it(`has no axe-core violations on any route at ${viewport.width} px`, async () => {
      const ctx = await newContext({ viewport });
      const page = await ctx.newPage();
      const found: Record<string, unknown> = {};
      for (const route of routes) {
        await page.goto(`${site.baseUrl}${route}`);
        await page.locator('main h1').first().waitFor();
        const violations = await axeViolations(page);
        if (violations.length) found[route] = violations;
      }
      expect(found).toEqual({});
      await ctx.close();
    });
  }
});
