import { HOME_LAYOUTS } from '@salon/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSession } from '../apps/api/src/http/sessions.ts';
import {
  axeViolations,
  DESKTOP,
  logInContext,
  PHONE,
  readyHomeBlocks,
  readyLookup,
} from './support/browser.ts';
import { dayAfter, TEST_NOW } from './support/clock.ts';
import { useSite } from './support/site.ts';

// At TEST_NOW (support/clock.ts): the home's bookings are for tomorrow.
const NOW = TEST_NOW;

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
  });
}

describe('home page in Chromium', () => {
  const { site, newContext } = useSite({ now: NOW });

  for (const [name, viewport, list] of [
    ['375 px', PHONE, 'mobile'],
    ['1280 px', DESKTOP, 'web'],
  ] as const) {
    it(`renders the ${list} banners and every block layout at ${name}, with no axe violation`, async () => {
      const ctx = await newContext({ viewport });
      const page = await ctx.newPage();
      await page.goto(`${site.baseUrl}/`);
      const banner = page.getByTestId('banner');
      await banner.locator('img').first().waitFor();
      expect(await banner.getAttribute('data-list')).toBe(list);
      const first = banner.locator('img').first();
      expect(await first.getAttribute('src')).toContain(`-${list}.svg`);
      expect(await first.getAttribute('fetchpriority')).toBe('high');
      expect(await first.getAttribute('loading')).toBe('eager');
      await page
        .locator('[data-layout]')
        .nth(HOME_LAYOUTS.length - 1)
        .waitFor();
      const layouts = await page
        .locator('[data-layout]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-layout')));
      expect([...layouts].sort()).toEqual([...HOME_LAYOUTS].sort());
      // Blocks filled from their calls: shop products, blog posts, style masters.
      for (const layout of ['shop', 'blog', '30shineAngels']) {
        await page.locator(`[data-layout="${layout}"] [data-testid="home-card"]`).first().waitFor();
      }
      expect(await page.locator('[data-layout="blog"] [data-testid="home-card"]').count()).toBe(3);
      await scrollThrough(page);
      await page.getByTestId('footer-salons').waitFor();
      expect(
        await page.locator('[data-testid="footer-salons"] details').first().getAttribute('data-city-id'),
      ).toBe('62');
      expect(await axeViolations(page)).toEqual([]);
      await ctx.close();
    });
  }

  // 000 §7 favourite and new products by collection (decision 0148), in the shop block.
  for (const [name, viewport] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`at ${name} px the shop block shows its collection's favourites and new products`, async () => {
      const ctx = await newContext({ viewport });
      const page = await ctx.newPage();
      await page.goto(`${site.baseUrl}/`);
      const shop = page.locator('[data-layout="shop"]');
      // A lower block: its code and products load once the page is past its first screen.
      await shop.waitFor({ state: 'attached' });
      await shop.scrollIntoViewIfNeeded();
      const titles = () => shop.locator('.home-card__title').allTextContents();
      await expect.poll(async () => (await titles()).length).toBe(5);
      await readyHomeBlocks(page);
      const picks = shop.getByRole('group', { name: 'Xem sản phẩm' });
      expect(await picks.getByRole('button', { name: 'Tất cả' }).getAttribute('aria-pressed')).toBe('true');
      await picks.getByRole('button', { name: 'Yêu thích' }).click();
      await expect
        .poll(titles)
        .toEqual([
          'Dầu gội bồ kết Moyo 300ml',
          'Mặt nạ Keratin phục hồi 200g',
          'Tinh dầu bưởi kích thích mọc tóc 50ml',
        ]);
      await picks.getByRole('button', { name: 'Mới về' }).click();
      await expect.poll(titles).toEqual(['Mặt nạ Keratin phục hồi 200g', 'Serum dưỡng chân tóc 30ml']);
      expect(await picks.getByRole('button', { name: 'Mới về' }).getAttribute('aria-pressed')).toBe('true');
      await shop.screenshot({ path: `/tmp/home-shop-shots/shop-new-${name}.png` });
      expect(await axeViolations(page)).toEqual([]);
      await ctx.close();
    });
  }

  it('follows a configuration change made in the database', async () => {
    const row = await site.handle.db
      .selectFrom('home_document')
      .select('body')
      .where('name', '=', 'homepage-config')
      .executeTakeFirstOrThrow();
    const config = row.body as { data: Array<{ layout: string; title: string }> };
    const changed = {
      data: config.data
        .filter((b) => b.layout !== 'media')
        .map((b) => (b.layout === 'service' ? { ...b, title: 'Dịch vụ mùa đông' } : b)),
    };
    await site.handle.db
      .updateTable('home_document')
      .set({ body: JSON.stringify(changed) })
      .where('name', '=', 'homepage-config')
      .execute();
    try {
      const ctx = await newContext();
      const page = await ctx.newPage();
      await page.goto(`${site.baseUrl}/`);
      await page.getByRole('heading', { name: 'Dịch vụ mùa đông' }).waitFor();
      expect(await page.locator('[data-layout="media"]').count()).toBe(0);
      await ctx.close();
    } finally {
      await site.handle.db
        .updateTable('home_document')
        .set({ body: JSON.stringify(config) })
        .where('name', '=', 'homepage-config')
        .execute();
    }
  });

  it("shows 'Lỗi' and the message for an invalid phone in the booking box", async () => {
    const ctx = await newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/`);
    const box = page.getByRole('textbox', { name: 'Số điện thoại', exact: true });
    await box.fill('0912345');
    expect(await box.inputValue()).toBe('0912.345');
    await page.getByRole('button', { name: 'ĐẶT LỊCH NGAY' }).click();
    const alert = page.getByRole('alert');
    expect(await alert.textContent()).toContain('Lỗi');
    expect(await alert.textContent()).toContain('Bạn vui lòng nhập đủ 10 số điện thoại nhé!');
    await box.fill('0012345678');
    await page.getByRole('button', { name: 'ĐẶT LỊCH NGAY' }).click();
    await page.getByText('Bạn vui lòng nhập số điện thoại hợp lệ giúp chúng mình nhé!').waitFor();
    await ctx.close();
  });

  it('asks a new phone for consent (box must stay checked), then opens /booking with the phone', async () => {
    const ctx = await newContext();
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/`);
    await page.getByRole('textbox', { name: 'Số điện thoại', exact: true }).fill('0938123456');
    await page.getByRole('button', { name: 'ĐẶT LỊCH NGAY' }).click();
    const dialog = page.getByRole('dialog', { name: 'Đồng ý xử lý dữ liệu cá nhân' });
    await dialog.waitFor();
    const box = dialog.getByRole('checkbox');
    expect(await box.isChecked()).toBe(true);
    await box.uncheck();
    expect(await dialog.getByRole('button', { name: 'TIẾP TỤC' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await box.check();
    await dialog.getByRole('button', { name: 'TIẾP TỤC' }).click();
    await page.waitForURL(/\/booking\?phone=0938123456&salonId=0&step=0/);
    const consents = await site.handle.db
      .selectFrom('personal_data_consent')
      .select('phone')
      .where('phone', '=', '+84938123456')
      .execute();
    expect(consents).toHaveLength(1);
    // The same device does not ask again.
    await page.goto(`${site.baseUrl}/`);
    await page.getByRole('textbox', { name: 'Số điện thoại', exact: true }).fill('0938123456');
    await page.getByRole('button', { name: 'ĐẶT LỊCH NGAY' }).click();
    await page.waitForURL(/\/booking\?phone=0938123456/);
    await ctx.close();
  });

  it('lets a logged-in customer cancel an upcoming booking from home', async () => {
    const db = site.handle.db;
    const customer = await db
      .selectFrom('customer')
      .select('id')
      .where('phone', '=', '+84901234567')
      .executeTakeFirstOrThrow();
    const slot = await db
      .selectFrom('salon_slot')
      .select('id')
      .where('salon_id', '=', 1)
      .orderBy('minute_of_day')
      .executeTakeFirstOrThrow();
    const staff = await db
      .selectFrom('staff')
      .select('id')
      .where('home_salon_id', '=', 1)
      .where('kind', '=', 'stylist')
      .executeTakeFirstOrThrow();
    const date = dayAfter(NOW, 1).iso;
    const booking = await db
      .insertInto('booking')
      .values({ salon_id: 1, customer_id: customer.id, date_book: date, status: 'confirmed', params: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const person = await db
      .insertInto('booking_person')
      .values({
        booking_id: booking.id,
        person_index: 0,
        stylist_id: staff.id,
        book_hour_id: slot.id,
        services: '[]',
        total_money: 149000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('staff_slot_claim')
      .values({ staff_id: staff.id, work_date: date, slot_id: slot.id, booking_person_id: person.id })
      .execute();
    // A registered customer (logged in by OTP once); an unregistered one counts as logged out (000 §4).
    await db.updateTable('customer').set({ registered_at: NOW }).where('id', '=', customer.id).execute();
    const token = await createSession(db, customer.id, NOW);

    const ctx = await newContext({ viewport: PHONE });
    await logInContext(ctx, site.baseUrl, token);
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/`);
    const card = page.locator(`[data-testid="upcoming-bookings"] [data-booking-id="${booking.id}"]`);
    await card.waitFor();
    expect(await card.getByRole('link', { name: 'Đổi lịch' }).getAttribute('href')).toContain(
      '/booking?phone=0901234567&salonId=1&step=0&changeBookingId=',
    );
    await card.getByRole('button', { name: 'Hủy lịch' }).click();
    const confirm = page.getByRole('dialog', { name: 'Xác nhận hủy lịch' });
    await confirm.getByRole('button', { name: 'Hủy lịch' }).click();
    await page.getByText('Hủy Lịch Thành Công!').waitFor();
    await card.getByRole('button', { name: 'Lịch đặt đã hủy' }).waitFor();
    expect(await card.getByRole('button', { name: 'Lịch đặt đã hủy' }).isDisabled()).toBe(true);
    const row = await db
      .selectFrom('booking')
      .select('status')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    await ctx.close();
  });

  it('looks a phone up: not booked, with a booking link', async () => {
    const ctx = await newContext();
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/`);
    const lookup = await readyLookup(page);
    await lookup.getByRole('button', { name: 'Tra cứu' }).click();
    expect(await lookup.getByRole('alert').textContent()).toBe('Mời bạn nhập số điện thoại!');
    await lookup.getByRole('textbox').fill('0868888999');
    await lookup.getByRole('button', { name: 'Tra cứu' }).click();
    await lookup.getByText('Bạn chưa đặt lịch!').waitFor();
    expect(await lookup.getByRole('link', { name: 'Đặt lịch ngay' }).getAttribute('href')).toContain(
      'phone=0868888999',
    );
    await ctx.close();
  });

  it('hides the header and floating buttons in the app, and shows them on the web', async () => {
    const ctx = await newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/`);
    await page.getByTestId('banner').waitFor();
    expect(await page.locator('header.header').count()).toBe(1);
    expect(await page.getByTestId('floating-buttons').count()).toBe(1);
    for (const query of ['inApp=true', 'source=customer_ios', 'source=friendly_checkin']) {
      await page.goto(`${site.baseUrl}/?${query}`);
      await page.getByTestId('banner').waitFor();
      expect(await page.locator('header.header').count(), query).toBe(0);
      expect(await page.getByTestId('floating-buttons').count(), query).toBe(0);
    }
    await ctx.close();
  });

  it('opens the hair-repair landing page whose button goes to booking', async () => {
    const ctx = await newContext();
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/cong-nghe-phuc-hoi-toc`);
    await page.getByRole('link', { name: 'ĐẶT LỊCH PHỤC HỒI TÓC' }).click();
    await page.waitForURL(`${site.baseUrl}/booking?salonId=0&phone=0&step=0`);
    await ctx.close();
  });

  // On a slow phone the blocks' code arrives after the page shows: a tap on the server's copy of a block
  // waits for it instead of being lost.
  it('keeps a tap on a home block made before its code has arrived, and acts on it once it has', async () => {
    const ctx = await newContext({ viewport: PHONE });
    let release = () => {};
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    await ctx.route(/\/home-blocks-[^/]*\.js$/, async (route) => {
      await arrived;
      await route.fallback();
    });
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/`);
    const video = page.getByRole('button', { name: /Trải nghiệm gội đầu dưỡng sinh 60 phút/ }).first();
    await video.click();
    // The tap was made on the server's copy: the blocks had not hydrated.
    expect(await page.getByTestId('home-blocks').getAttribute('data-ready')).toBeNull();
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    await page.getByRole('dialog').locator('iframe').waitFor();
    await ctx.close();
  });
});
