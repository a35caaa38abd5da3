import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBody } from '../apps/api/src/modules/booking/test-helpers.ts';
import { axeViolations, DESKTOP, PHONE } from './support/browser.ts';
import { chooseServiceToTimeBlock, hourButton, outboxCodes } from './support/booking-page.ts';
import { vietnamTime } from './support/clock.ts';
import { useSite } from './support/site.ts';

// Choosing a skinner (skin-care staff) in step 0, and a link's skinnerId. 9h00 in Ho Chi Minh City
// on Monday 23/11/2026: both skinners of 82 Trần Duy Hưng work the full day (seeded shifts).
const NOW = vietnamTime('09:00'); // Pinned: 10h30 and 14h30 today are ahead.
const SKIN = 'Trị gàu (Cơ bản)';
const SHOTS = '/tmp/skinners-shots';

interface Staff {
  staffId: number;
  staffName: string;
}

describe('skinners in Chromium', () => {
  // The test books once through the API from this machine's address before the browser does.
  const { site, newContext } = useSite({
    now: NOW,
    env: { BOOKING_FREE_HOLDS_PER_ADDRESS: '50', BOOKING_HOLDS_PER_ADDRESS: '50' },
  });
  let skinners: Staff[];
  let elsewhere: Staff;
  beforeAll(async () => {
    const day = async (salonId: number) => {
      const res = await fetch(
        `${site.baseUrl}/api/v1/booking/stylists?salonId=${salonId}&workDate=23-11-2026`,
      );
      return ((await res.json()) as { data: { skinners: Staff[] } }).data.skinners;
    };
    skinners = await day(1);
    const other = (await day(2))[0];
    if (!other) throw new Error('no skinner at salon 2');
    elsewhere = other;
    await mkdir(SHOTS, { recursive: true });
  });

  async function open(url: string, viewport = PHONE): Promise<Page> {
    const ctx = await newContext({ viewport });
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}${url}`);
    return page;
  }

  async function chooseSkinCare(page: Page) {
    await expect.poll(() => page.getByTestId('salon-field').textContent()).toContain('Trần Duy Hưng');
    await chooseServiceToTimeBlock(page, SKIN);
  }

  const chooser = (page: Page) => page.getByRole('list', { name: 'Danh sách chuyên viên chăm sóc da' });
  const pressed = (page: Page) =>
    chooser(page).locator('button[aria-pressed="true"] .b-card__name').textContent();

  it('chooses a skinner in step 0: their busy hour is taken, the booking is theirs and the success page names them', async () => {
    const [busyOne, chosen] = skinners;
    if (!busyOne || !chosen) throw new Error('two skinners expected at salon 1');
    // Someone already has the chosen skinner at 10h30 (45 minutes: 10h30, 10h50, 11h10).
    const taken = await fetch(`${site.baseUrl}/api/v1/booking-multiple`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        createBody({
          phone: '0916500001',
          dateBook: '2026-11-23',
          skinnerId: chosen.staffId,
          chosenServices: JSON.stringify([{ serviceId: 2021 }]),
          bookHours: [{ bookHourId: 1006, stylistId: 0 }],
        }),
      ),
    });
    expect(taken.status, await taken.clone().text()).toBe(200);
    const takenHour = (await taken.json()).data.booking.listBooking[0].hour as string;

    const page = await open('/booking?salonId=1&phone=0&step=0');
    await chooseSkinCare(page);
    await chooser(page).waitFor();
    await page.getByRole('heading', { name: 'Chuyên viên chăm sóc da' }).waitFor();
    expect(await pressed(page)).toBe('Salon chọn giúp');
    // The salon's pick: the other skinner is free at that hour.
    expect(await hourButton(page, takenHour).isDisabled()).toBe(false);

    const card = chooser(page).getByRole('button', { name: new RegExp(chosen.staffName) });
    await card.click();
    expect(await card.getAttribute('aria-pressed')).toBe('true');
    // The chosen skinner is busy then: the hour is taken for them.
    await expect.poll(() => hourButton(page, takenHour).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await chooser(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/chooser-375.png` });

    await hourButton(page, '14h30').click();
    await page.getByRole('button', { name: 'Hoàn tất' }).click();
    const welcome = page.getByRole('dialog', { name: 'Chào mừng bạn đến với Moyo' });
    await welcome.getByLabel('Số điện thoại đặt lịch').fill('0916500002');
    await welcome.getByRole('button', { name: 'TIẾP TỤC' }).click();
    const otp = page.getByRole('dialog', { name: '0916.500.002' });
    await expect.poll(async () => (await outboxCodes(site.baseUrl, '0916500002')).length).toBe(1);
    const code = (await outboxCodes(site.baseUrl, '0916500002'))[0] ?? '';
    await otp.getByLabel('Chữ số thứ 1 của mã xác nhận').click();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/booking\/success\?bookingId=\d+$/);
    const bookingId = Number(new URL(page.url()).searchParams.get('bookingId'));
    const details = page.locator('.success__details');
    await details.getByText('Chuyên viên chăm sóc da').waitFor();
    expect(await details.innerText()).toContain(chosen.staffName);
    await page.screenshot({ path: `${SHOTS}/success-375.png` });
    const person = await site.handle.db
      .selectFrom('booking_person')
      .select('skinner_id')
      .where('booking_id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(person.skinner_id).toBe(chosen.staffId);
    await page.context().close();
  });

  it("a link's skinnerId is preselected once the salon is known; a skinner of another salon is ignored", async () => {
    const linked = skinners[1];
    if (!linked) throw new Error('two skinners expected at salon 1');
    const page = await open(`/booking?salonId=1&phone=0&step=0&skinnerId=${linked.staffId}`, DESKTOP);
    await chooseSkinCare(page);
    await chooser(page).waitFor();
    await expect.poll(() => pressed(page)).toContain(linked.staffName);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await chooser(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/chooser-link-1280.png` });
    await page.context().close();

    const ignored = await open(
      `/booking?salonId=1&phone=0&step=0&chosenService=2021&skinnerId=${elsewhere.staffId}`,
    );
    await chooser(ignored).waitFor();
    expect(await pressed(ignored)).toBe('Salon chọn giúp');
    expect(await chooser(ignored).getByRole('button').count()).toBe(1 + skinners.length);
    await ignored.context().close();
  });

  it('has no sideways scroll at 320 px with the chooser open, and speaks English', async () => {
    const page = await open('/booking?salonId=1&phone=0&step=0&chosenService=2021', {
      width: 320,
      height: 700,
    });
    await chooser(page).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    const english = page.getByRole('list', { name: 'Skin-care specialists' });
    await english.waitFor();
    await page.getByRole('heading', { name: 'Skin-care specialist' }).waitFor();
    expect(await english.getByRole('button').first().textContent()).toBe('Salon picks');
    await page.context().close();
  });
});
