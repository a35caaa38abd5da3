import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSession } from '../apps/api/src/http/sessions.ts';
import { axeViolations, logInContext } from './support/browser.ts';
import { chooseDay, hourButton, skipSuggestionToTimeBlock } from './support/booking-page.ts';
import { dayAfter, TEST_NOW } from './support/clock.ts';
import { useSite } from './support/site.ts';

// A logged-in customer books for a group of three, and changes a booking to another hour. Both book
// tomorrow, whose hours are all ahead whatever the hour of the test clock (TEST_NOW).
const NOW = TEST_NOW;
const TOMORROW = dayAfter(NOW, 1);
const DAY_AFTER = dayAfter(NOW, 2);
const SALON = 'Moyo 82 Trần Duy Hưng';
const SERVICE_1 = 'Gội đầu dưỡng sinh (Cơ bản)';
const SERVICE_3 = 'Gội đầu nhanh 20 phút';

describe('group booking and changing a booking in Chromium', () => {
  const { site, newContext } = useSite({ now: NOW });

  /** A registered customer with a name (no name popup), logged in in a new page. */
  async function loggedInPage(phone: string): Promise<{ page: Page; customerId: number; token: string }> {
    const db = site.handle.db;
    const row = await db
      .insertInto('customer')
      .values({ phone, name: 'Minh Anh', registered_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await createSession(db, row.id, NOW);
    const ctx = await newContext();
    await logInContext(ctx, site.baseUrl, token);
    return { page: await ctx.newPage(), customerId: row.id, token };
  }

  /** From step 0, opens step 2 for one person's block and chooses a service. */
  async function chooseService(page: Page, personIndex: number, service: string) {
    await page
      .getByTestId(`service-block-${personIndex}`)
      .getByRole('button', { name: /dịch vụ/ })
      .first()
      .click();
    await page.getByRole('button', { name: `Chọn ${service}` }).click();
    await page.getByRole('button', { name: 'Xong' }).click();
    await skipSuggestionToTimeBlock(page);
  }

  it('books for 3 people with different services and hours, each on a different stylist', async () => {
    const { page, customerId } = await loggedInPage('+84912000111');
    // Three hours tomorrow where the salon has three stylists free (the group hours answer).
    const answer = (await (
      await fetch(
        `${site.baseUrl}/api/v1/booking/book-hours-group?salonId=1&bookDate=${TOMORROW.ddMmYyyy}&stylistId=0&listServiceId=1011&groupSize=3`,
      )
    ).json()) as { data: { hourGroup: { hours: { hour: string; isFree: boolean }[] }[] } };
    const free = answer.data.hourGroup
      .flatMap((g) => g.hours)
      .filter((h) => h.isFree)
      .map((h) => h.hour);
    const [h1, h2, h3] = [free[0], free[3], free[6]] as [string, string, string];
    expect(new Set([h1, h2, h3]).size).toBe(3);

    await page.goto(`${site.baseUrl}/booking?salonId=1&phone=0912000111&step=0`);
    await expect.poll(() => page.getByTestId('salon-field').textContent()).toContain(SALON);
    // The header knows the customer before the plus button is used (a visitor would be asked to log in).
    await page.getByText('Minh Anh').first().waitFor();

    const plus = page.getByRole('button', { name: 'Thêm một người' });
    await plus.click();
    await plus.click();
    await page.getByRole('heading', { name: 'Chọn dịch vụ khách hàng 3' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: /^3$/ }).count()).toBeGreaterThan(0);

    await chooseService(page, 0, SERVICE_1);
    await page
      .getByTestId('service-block-1')
      .getByRole('button', { name: `Giống khách hàng 1: ${SERVICE_1}` })
      .click();
    await chooseService(page, 2, SERVICE_3);
    expect(await axeViolations(page)).toEqual([]);
    const tabs = page.getByRole('group', { name: 'Khách hàng đang chọn giờ' });
    // The date belongs to customer 1: tomorrow for the whole group.
    await tabs.getByRole('button', { name: 'Khách hàng 1' }).click();
    await chooseDay(page, TOMORROW.ddmm);
    await expect
      .poll(() => page.getByRole('button', { name: /^Ngày/ }).textContent())
      .toContain(TOMORROW.ddmm);

    // Each customer picks an hour.
    const pickFor = async (n: number, hour: string) => {
      await tabs.getByRole('button', { name: `Khách hàng ${n}` }).click();
      await hourButton(page, hour).click();
      await expect.poll(() => page.getByRole('button', { name: /^Giờ/ }).textContent()).toContain(hour);
    };
    await pickFor(1, h1);
    await pickFor(2, h2);
    // A pick closes the hours a moment later (001 §9); customer 3, who has none yet, is shown theirs.
    await expect
      .poll(() => page.getByRole('button', { name: /^Giờ/ }).getAttribute('aria-expanded'))
      .toBe('false');
    // Complete with customer 3 not ready names them.
    await page.getByRole('button', { name: 'Hoàn tất' }).click({ force: true });
    await page.getByText('Khách hàng 3 chưa chọn dịch vụ/giờ').waitFor();
    await tabs.getByRole('button', { name: 'Khách hàng 3' }).click();
    await chooseDay(page, DAY_AFTER.ddmm);
    await page.getByText('Chỉ có thể đổi thời gian của khách hàng 1').waitFor();
    await pickFor(3, h3);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Hoàn tất' }).click();
    await page.waitForURL(/\/booking\/success\?bookingId=\d+$/);
    const booking = await site.handle.db
      .selectFrom('booking')
      .select(['id', 'status'])
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe('confirmed');
    const persons = await site.handle.db
      .selectFrom('booking_person as p')
      .innerJoin('salon_slot as h', 'h.id', 'p.book_hour_id')
      .select(['p.stylist_id', 'h.hour_text', 'p.services'])
      .where('p.booking_id', '=', booking.id)
      .orderBy('p.person_index')
      .execute();
    expect(persons.map((p) => p.hour_text)).toEqual([h1, h2, h3]);
    expect(new Set(persons.map((p) => p.stylist_id)).size).toBe(3);
    const names = persons.map((p) => (p.services as { name: string }[]).map((s) => s.name).join());
    expect(names).toEqual([SERVICE_1, SERVICE_1, SERVICE_3]);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('asks a visitor to log in to book as a group, and keeps the group at 1', async () => {
    const ctx = await newContext();
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/booking?salonId=1&phone=0912000333&step=0`);
    await expect.poll(() => page.getByTestId('salon-field').textContent()).toContain(SALON);
    await page.getByRole('button', { name: 'Thêm một người' }).click();
    // The booking phone is preset, so the modal opens past the phone step with the group title as its lead.
    const login = page.getByRole('dialog').filter({ hasText: 'Đăng nhập để đặt lịch theo nhóm' });
    await login.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'hidden' });
    expect(await page.getByRole('heading', { name: 'Chọn dịch vụ khách hàng 2' }).count()).toBe(0);
    await ctx.close();
  });

  it('changes a booking to another hour from its change link', async () => {
    const { page, token } = await loggedInPage('+84912000222');
    const created = await fetch(`${site.baseUrl}/api/v1/booking-multiple`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        salonId: 1,
        phone: '0912000222',
        dateBook: TOMORROW.iso,
        chosenServices: JSON.stringify([{ serviceId: 1011 }]),
        bookHours: [{ bookHourId: 1020, stylistId: 0 }],
      }),
    });
    expect(created.status).toBe(200);
    const bookingId = ((await created.json()) as { data: { booking: { id: number } } }).data.booking.id;
    const before = await site.handle.db
      .selectFrom('booking_person as p')
      .innerJoin('salon_slot as h', 'h.id', 'p.book_hour_id')
      .select(['h.hour_text', 'p.stylist_id'])
      .where('p.booking_id', '=', bookingId)
      .executeTakeFirstOrThrow();

    await page.goto(`${site.baseUrl}/booking?phone=0912000222&salonId=1&step=0&changeBookingId=${bookingId}`);
    await expect.poll(() => page.getByTestId('salon-field').textContent()).toContain(SALON);
    await expect
      .poll(() => page.getByRole('button', { name: /^Giờ/ }).textContent())
      .toContain(before.hour_text);
    await page.getByText('Đã chọn 1 dịch vụ').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await hourButton(page, '16h30').click();
    await expect.poll(() => page.getByRole('button', { name: /^Giờ/ }).textContent()).toContain('16h30');
    await page.getByRole('button', { name: 'Hoàn tất' }).click();
    await page.getByText('Đổi Lịch Thành Công!').waitFor();
    await page.waitForURL(new RegExp(`/booking/success\\?bookingId=${bookingId}$`));

    const after = await site.handle.db
      .selectFrom('booking_person as p')
      .innerJoin('salon_slot as h', 'h.id', 'p.book_hour_id')
      .innerJoin('booking as b', 'b.id', 'p.booking_id')
      .select(['h.hour_text', 'p.stylist_id', 'b.status'])
      .where('p.booking_id', '=', bookingId)
      .execute();
    expect(after).toEqual([{ hour_text: '16h30', stylist_id: before.stylist_id, status: 'confirmed' }]);
    const count = await site.handle.db
      .selectFrom('booking')
      .select('id')
      .where(
        'customer_id',
        '=',
        (
          await site.handle.db
            .selectFrom('customer')
            .select('id')
            .where('phone', '=', '+84912000222')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    expect(count).toHaveLength(1);
    await page.context().close();
  });
});
