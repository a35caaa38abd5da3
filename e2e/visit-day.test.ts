import jsQR from 'jsqr';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookThroughApi, slotAt } from './support/api-booking.ts';
import { toDdMmYyyy } from '@salon/domain';
import { axeViolations, DESKTOP, logInContext, lookUpPhone, PHONE } from './support/browser.ts';
import { TEST_DAY, vietnamTime } from './support/clock.ts';
import { sessionFor as sessionOf } from './support/login.ts';
import { useSite } from './support/site.ts';

// The day of the visit in Chromium at 375 px (decision 0141): the success page shows the booking's
// check-in QR code (decoded here: it is the server's token) with the booking code beside it, and the
// expected start changes on the open page when the salon's counter reports a late start.
const NOW = vietnamTime('13:40'); // Pinned: today's 13h50 and 14h10 are still ahead.
const SHOTS = '/tmp/visit-day-shots';

describe('the day of the visit in Chromium', () => {
  const { site, newContext } = useSite({ now: NOW });

  const sessionFor = (local: string) => sessionOf(site, local, NOW);

  /** A confirmed booking today at salon 1 by a logged-in owner; its stylist. */
  async function book(local: string, token: string, hour: string, stylistId = 0) {
    const bookHourId = await slotAt(site, 1, hour);
    const id = await bookThroughApi(site, token, {
      salonId: 1,
      phone: local,
      stylistId,
      dateBook: TEST_DAY,
      // A 20-minute wash: one slot each, so 13h50 and 14h10 follow each other.
      chosenServices: JSON.stringify([{ serviceId: 1021 }]),
      bookHours: [{ bookHourId, stylistId, chosenServices: JSON.stringify([{ serviceId: 1021 }]) }],
    });
    const person = await site.handle.db
      .selectFrom('booking_person')
      .select('stylist_id')
      .where('booking_id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, stylistId: person.stylist_id };
  }

  /** The check-in token the server gives the booking's owner. */
  async function tokenOf(bookingId: number, session: string): Promise<string> {
    const answer = await fetch(`${site.baseUrl}/api/v1/visit-day/${bookingId}`, {
      headers: { authorization: `Bearer ${session}` },
    });
    return ((await answer.json()) as { data: { checkInToken: string } }).data.checkInToken;
  }

  /** The QR code of a card, drawn on a canvas in the browser and read by jsQR here. */
  async function readQrIn(card: Locator): Promise<string | null> {
    const pixels = await card.locator('svg.qr-code').evaluate(async (svg) => {
      const size = 400;
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const g = canvas.getContext('2d');
      if (!g) return null;
      g.fillStyle = '#fff';
      g.fillRect(0, 0, size, size);
      g.drawImage(image, 0, 0, size, size);
      return Array.from(g.getImageData(0, 0, size, size).data);
    });
    if (!pixels) return null;
    return jsQR(Uint8ClampedArray.from(pixels), 400, 400)?.data ?? null;
  }

  /** A stylist of salon 1 on shift today with no guest booked today yet: the queue is only this test's. */
  async function freeStylist(): Promise<number> {
    const res = await fetch(
      `${site.baseUrl}/api/v1/booking/stylists?salonId=1&workDate=${toDdMmYyyy(TEST_DAY)}`,
    );
    const { stylists } = (
      (await res.json()) as { data: { stylists: { staffId: number; salonEnroll: number }[] } }
    ).data;
    const busy = await site.handle.db
      .selectFrom('booking_person as p')
      .innerJoin('booking as b', 'b.id', 'p.booking_id')
      .select('p.stylist_id')
      .where('b.date_book', '=', TEST_DAY)
      .execute();
    const taken = new Set(busy.map((r) => r.stylist_id));
    const free = stylists.find((s) => s.salonEnroll === 1 && !taken.has(s.staffId));
    if (!free) throw new Error('no stylist of salon 1 free today');
    return free.staffId;
  }

  it('at 375 px shows the check-in QR of the booking and its expected start, moved live by a late start', async () => {
    const stylistId = await freeStylist();
    const before = await book('0915310101', await sessionFor('0915310101'), '13h50', stylistId);
    const local = '0915310102';
    const token = await sessionFor(local);
    const mine = await book(local, token, '14h10', stylistId);
    const ctx = await newContext({ viewport: PHONE });
    await logInContext(ctx, site.baseUrl, token);
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/booking/success?bookingId=${mine.id}`);
    const card = page.getByTestId('visit-day');
    await card.waitFor();
    await expect.poll(() => card.getByTestId('booking-code').textContent()).toBe(String(mine.id));

    const checkInToken = await tokenOf(mine.id, token);
    expect(await readQrIn(card)).toBe(checkInToken);

    const line = card.getByTestId('queue-line');
    await line.getByText('Dự kiến bắt đầu 14h10, đúng giờ').waitFor();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/success-qr-375.png`, fullPage: true });

    // The guest before sits down at 14h05, 15 minutes late: the page hears it without a reload.
    site.clock.now = vietnamTime('14:05');
    const start = await fetch(`${site.baseUrl}/api/pos/services/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bookingId: before.id, personIndex: 0 }),
    });
    expect(start.status, await start.clone().text()).toBe(200);
    await line.getByText('Dự kiến bắt đầu 14h25, trễ 15 phút').waitFor();
    expect(await line.textContent()).toContain('Còn 1 khách trước bạn');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/success-live-375.png` });
    await page.setViewportSize(DESKTOP);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/success-live-1280.png`, fullPage: true });
    await ctx.close();
  });

  it("at 375 and 1280 px shows the check-in QR on the account's upcoming booking and on the lookup card", async () => {
    const local = '0915310103';
    const token = await sessionFor(local);
    const booked = await book(local, token, '15h30');
    const ctx = await newContext({ viewport: PHONE });
    await logInContext(ctx, site.baseUrl, token);
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/`);
    const upcoming = page.getByTestId('upcoming-bookings').locator(`[data-booking-id="${booked.id}"]`);
    const card = upcoming.getByTestId('visit-day');
    await card.getByTestId('booking-code').getByText(String(booked.id)).waitFor();
    expect(await readQrIn(card)).toBe(await tokenOf(booked.id, token));
    await card.getByTestId('queue-line').getByText('Dự kiến bắt đầu 15h30, đúng giờ').waitFor();
    await upcoming.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/account-upcoming-375.png` });
    await page.setViewportSize(DESKTOP);
    await upcoming.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/account-upcoming-1280.png` });

    await page.setViewportSize(PHONE);
    const lookup = await lookUpPhone(page, local);
    const found = lookup.locator(`[data-booking-id="${booked.id}"]`).getByTestId('visit-day');
    await found.getByTestId('booking-code').waitFor();
    expect(await readQrIn(found)).toBe(await tokenOf(booked.id, token));
    await found.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/lookup-card-375.png` });
    // The same booking twice on the page (upcoming and lookup) stays accessible.
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    await found.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/lookup-card-1280.png` });
    await ctx.close();
  });
});
