import { mkdirSync } from 'node:fs';
import { message } from '@salon/domain';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookThroughApi, slotAt } from './support/api-booking.ts';
import { axeViolations, DESKTOP, logInContext, lookUpPhone, PHONE } from './support/browser.ts';
import { TEST_DAY, vietnamTime } from './support/clock.ts';
import { sessionFor as sessionOf } from './support/login.ts';
import { useSite } from './support/site.ts';

// 'Tôi đã đến' in Chromium (decision 0141): a confirmed booking of today at 14h10, its page opened at
// 13h50. Standing about 100 m from the salon the tap checks the booking in and the card says when; about
// 2 km away the card says why not and nothing is written. The location is asked on the tap only.
const NOW = vietnamTime('13:50'); // Pinned: 20 minutes before today's 14h10, inside the 30-minute window.
const HOUR = '14h10';
const SHOTS = '/tmp/journey-shots';

describe("'Tôi đã đến' in Chromium", () => {
  const { site, newContext } = useSite({ now: NOW });

  /** A confirmed booking of today at `hour` at salon 1, made by its logged-in owner: its id and session. */
  async function bookToday(local: string, hour = HOUR): Promise<{ id: number; token: string }> {
    const token = await sessionOf(site, local, NOW);
    const bookHourId = await slotAt(site, 1, hour);
    const id = await bookThroughApi(site, token, {
      salonId: 1,
      phone: local,
      dateBook: TEST_DAY,
      bookHours: [{ bookHourId, stylistId: 0 }],
    });
    return { id, token };
  }

  /** A point `metres` north of salon 1 (111 km a degree of latitude, as the server measures). */
  async function northOfSalon(metres: number) {
    const salon = await site.handle.db
      .selectFrom('salon')
      .select(['latitude', 'longitude'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    return { latitude: Number(salon.latitude) + metres / 111_000, longitude: Number(salon.longitude) };
  }

  /** A logged-in context standing at `at`, whose pages count every call for the device's position. */
  async function standingAt(
    at: { latitude: number; longitude: number } | null,
    token: string,
    viewport: { width: number; height: number },
  ): Promise<BrowserContext> {
    // null: the location is not granted to the site.
    const ctx = await newContext({ viewport, ...(at ? { geolocation: at } : {}) });
    await logInContext(ctx, site.baseUrl, token);
    await ctx.addInitScript(() => {
      const geo = navigator.geolocation;
      const calls = { n: 0 };
      Object.defineProperty(window, '__positionCalls', { value: calls });
      for (const name of ['getCurrentPosition', 'watchPosition'] as const) {
        const real = geo[name].bind(geo) as (...args: unknown[]) => unknown;
        Object.defineProperty(geo, name, {
          value: (...args: unknown[]) => {
            calls.n++;
            return real(...args);
          },
        });
      }
    });
    return ctx;
  }

  const positionCalls = (page: Page) =>
    page.evaluate(() => (window as unknown as { __positionCalls: { n: number } }).__positionCalls.n);

  const checkIns = (bookingId: number) =>
    site.handle.db
      .selectFrom('booking_check_in')
      .select(['booking_id', 'source'])
      .where('booking_id', '=', bookingId)
      .execute();

  /** Runs `steps` with the server (and the contexts opened meanwhile) at `hhmm` today, then back at NOW. */
  async function at(hhmm: string, steps: () => Promise<void>): Promise<void> {
    site.clock.now = vietnamTime(hhmm);
    try {
      await steps();
    } finally {
      site.clock.now = NOW;
    }
  }

  async function shoot(page: Page, card: Locator, name: string) {
    mkdirSync(SHOTS, { recursive: true });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  }

  it('at 375 px on the success page: 100 m from the salon the tap checks in, the location asked only then', async () => {
    const local = '0915410101';
    const booked = await bookToday(local);
    const ctx = await standingAt(await northOfSalon(100), booked.token, PHONE);
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/booking/success?bookingId=${booked.id}`);
    const card = page.getByTestId('visit-day');
    const arrived = card.getByRole('button', { name: 'Tôi đã đến' });
    await arrived.waitFor();
    await card.getByText('Đưa mã này cho lễ tân khi đến salon.').waitFor();
    // Nothing has asked where the device is: not the page, not the card.
    expect(await positionCalls(page)).toBe(0);
    await shoot(page, card, 'arrival-before-375');

    await arrived.click();
    await card.getByText('Đã check-in lúc 13h50.').waitFor();
    expect(await positionCalls(page)).toBe(1);
    expect(await arrived.count()).toBe(0);
    expect(await card.getByRole('alert').count()).toBe(0);
    expect(await checkIns(booked.id)).toEqual([{ booking_id: booked.id, source: 'arrived' }]);
    await shoot(page, card, 'arrival-checked-in-375');
    await page.setViewportSize(DESKTOP);
    await shoot(page, card, 'arrival-checked-in-1280');
    await ctx.close();
  });

  it('at 375 and 1280 px 40 minutes before the hour the card says from when, and offers the button only then', async () => {
    const local = '0915410104';
    // 14h30 (14h10 is every stylist's by now): opened at 13h50, 40 minutes before, then at 14h00.
    const booked = await bookToday(local, '14h30');
    const near = await northOfSalon(100);
    const early = await standingAt(near, booked.token, PHONE);
    const page = await early.newPage();
    await page.goto(`${site.baseUrl}/booking/success?bookingId=${booked.id}`);
    const card = page.getByTestId('visit-day');
    await card.getByText("Từ 14h00 bạn bấm 'Tôi đã đến' được khi đã ở salon.").waitFor();
    // Nothing to tap that could only be refused, and nothing asked of the device.
    expect(await card.getByRole('button', { name: 'Tôi đã đến' }).count()).toBe(0);
    expect(await positionCalls(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, card, 'arrival-too-early-375');
    await page.setViewportSize(DESKTOP);
    await shoot(page, card, 'arrival-too-early-1280');
    await early.close();

    await at('14:00', async () => {
      const open = await standingAt(near, booked.token, PHONE);
      const again = await open.newPage();
      await again.goto(`${site.baseUrl}/booking/success?bookingId=${booked.id}`);
      const ready = again.getByTestId('visit-day');
      await ready.getByRole('button', { name: 'Tôi đã đến' }).click();
      await ready.getByText('Đã check-in lúc 14h00.').waitFor();
      expect(await checkIns(booked.id)).toEqual([{ booking_id: booked.id, source: 'arrived' }]);
      await open.close();
    });
  });

  it('at 375 px a page left open when the window opens offers the button then, without a reload', async () => {
    const local = '0915410107';
    // 15h10: its window opens at 14h40; the page is opened 3 seconds before.
    const booked = await bookToday(local, '15h10');
    const opening = new Date(vietnamTime('14:40').getTime() - 3_000);
    site.clock.now = opening;
    try {
      const ctx = await standingAt(await northOfSalon(100), booked.token, PHONE);
      const page = await ctx.newPage();
      await page.goto(`${site.baseUrl}/booking/success?bookingId=${booked.id}`);
      const card = page.getByTestId('visit-day');
      await card.getByText("Từ 14h40 bạn bấm 'Tôi đã đến' được khi đã ở salon.").waitFor();
      expect(await card.getByRole('button', { name: 'Tôi đã đến' }).count()).toBe(0);
      // The minute turns on the device: the card draws itself again with the button.
      const opened = new Date(opening.getTime() + 5_000);
      site.clock.now = opened;
      await page.clock.setFixedTime(opened);
      await card.getByRole('button', { name: 'Tôi đã đến' }).waitFor();
      expect(await card.getByText(/^Từ 14h40/).count()).toBe(0);
      expect(await positionCalls(page)).toBe(0);
      await ctx.close();
    } finally {
      site.clock.now = NOW;
    }
  });

  it("at 375 px the counter's scan shows on the open page at once: checked in, no button", async () => {
    // 14h50, 30 minutes ahead: its arrival window has just opened (14h10 is every stylist's by now).
    await at('14:20', async () => {
      const local = '0915410105';
      const booked = await bookToday(local, '14h50');
      const ctx = await standingAt(await northOfSalon(100), booked.token, PHONE);
      const page = await ctx.newPage();
      await page.goto(`${site.baseUrl}/booking/success?bookingId=${booked.id}`);
      const card = page.getByTestId('visit-day');
      await card.getByRole('button', { name: 'Tôi đã đến' }).waitFor();
      await card.locator('svg.qr-code').waitFor();
      const visitDay = await fetch(`${site.baseUrl}/api/v1/visit-day/${booked.id}`, {
        headers: { authorization: `Bearer ${booked.token}` },
      });
      const { checkInToken } = ((await visitDay.json()) as { data: { checkInToken: string } }).data;
      // The counter scans the QR code (from this machine: no key outside production).
      const scan = await fetch(`${site.baseUrl}/api/pos/checkins`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: checkInToken, salonId: 1 }),
      });
      expect(scan.status, await scan.clone().text()).toBe(200);
      await card.getByText('Đã check-in lúc 14h20.').waitFor();
      expect(await card.getByRole('button', { name: 'Tôi đã đến' }).count()).toBe(0);
      expect(await positionCalls(page)).toBe(0);
      expect(await checkIns(booked.id)).toEqual([{ booking_id: booked.id, source: 'pos' }]);
      await ctx.close();
    });
  });

  it('at 375 px with the location not granted the tap says to show the QR code, and writes nothing', async () => {
    // 14h50, 30 minutes ahead: its arrival window has just opened (14h10 is every stylist's by now).
    await at('14:20', async () => {
      const local = '0915410106';
      const booked = await bookToday(local, '14h50');
      const ctx = await standingAt(null, booked.token, PHONE);
      const page = await ctx.newPage();
      await page.goto(`${site.baseUrl}/booking/success?bookingId=${booked.id}`);
      const card = page.getByTestId('visit-day');
      await card.getByRole('button', { name: 'Tôi đã đến' }).click();
      await card
        .getByRole('alert')
        .getByText('Chưa lấy được vị trí của bạn: bạn đưa mã QR cho lễ tân nhé.', { exact: true })
        .waitFor();
      expect(await positionCalls(page)).toBe(1);
      expect(await checkIns(booked.id)).toEqual([]);
      await shoot(page, card, 'arrival-no-location-375');
      await ctx.close();
    });
  });

  for (const [name, viewport, local] of [
    ['375', PHONE, '0915410102'],
    ['1280', DESKTOP, '0915410103'],
  ] as const) {
    it(`at ${name} px on the account's upcoming booking: 2 km away the tap is refused and nothing is written`, async () => {
      const booked = await bookToday(local);
      const ctx = await standingAt(await northOfSalon(2_000), booked.token, viewport);
      const page = await ctx.newPage();
      await page.goto(`${site.baseUrl}/`);
      const card = page
        .getByTestId('upcoming-bookings')
        .locator(`[data-booking-id="${booked.id}"]`)
        .getByTestId('visit-day');
      const arrived = card.getByRole('button', { name: 'Tôi đã đến' });
      await arrived.waitFor();
      expect(await positionCalls(page)).toBe(0);

      await arrived.click();
      await card.getByRole('alert').getByText(message('arrivedTooFar'), { exact: true }).waitFor();
      expect(await positionCalls(page)).toBe(1);
      // Still not checked in: the button stays for a second try, the card still says to show the code.
      await expect.poll(() => arrived.isEnabled()).toBe(true);
      expect(await card.getByText('Đưa mã này cho lễ tân khi đến salon.').count()).toBe(1);
      expect(await checkIns(booked.id)).toEqual([]);
      await shoot(page, card, `arrival-too-far-${name}`);

      // The lookup card of the same booking offers the same button.
      const lookup = await lookUpPhone(page, local);
      const found = lookup.locator(`[data-booking-id="${booked.id}"]`).getByTestId('visit-day');
      await found.getByRole('button', { name: 'Tôi đã đến' }).waitFor();
      await shoot(page, found, `arrival-lookup-${name}`);
      expect(await positionCalls(page)).toBe(1);
      await ctx.close();
    });
  }
});
