import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSession } from '../apps/api/src/http/sessions.ts';
import {
  axeViolations,
  cspViolations,
  DESKTOP,
  logInContext,
  newContext,
  PHONE,
  readyHomeBlocks,
} from './support/browser.ts';
import {
  hourButton,
  openServiceList,
  outboxCodes,
  skipSuggestionToTimeBlock,
} from './support/booking-page.ts';
import { useSite } from './support/site.ts';

// What a customer sees that must be true (decision 0138), at 375 and 1280 px: home sells every priced
// item at the booking's price for that day (a Friday and a Saturday, the weekend price said in words),
// and its link opens the booking with that service; a rating starts with no star and thanks for the
// visit rated; the videos play in the player the Content-Security-Policy allows. Both clocks are set:
// the server's (site.clock) and the page's (page.clock).
const FRIDAY = new Date('2026-11-27T02:00:00Z'); // 9h00 in Vietnam
const SATURDAY = new Date('2026-11-28T02:00:00Z');
const SHOTS = '/tmp/trust/shots';
const WIDTHS = [
  ['375', PHONE],
  ['1280', DESKTOP],
] as const;

interface HomeItem {
  title: string;
  price: string;
  note: string;
  href: string;
}

describe('one price, honest ratings, videos that play', () => {
  // Several anonymous bookings from this one address: no captcha or hold limit in the OTP journey's way.
  const { site, browser } = useSite({
    now: FRIDAY,
    env: { BOOKING_FREE_HOLDS_PER_ADDRESS: '50', BOOKING_HOLDS_PER_ADDRESS: '50' },
  });
  mkdirSync(SHOTS, { recursive: true });

  async function pageAt(ctx: BrowserContext, now: Date): Promise<Page> {
    const page = await ctx.newPage();
    await page.clock.setFixedTime(now);
    return page;
  }

  /**
   * The frame has loaded whatever it could (no internet here: an error page) — a frame the policy blocks
   * has reported its violation by then.
   */
  async function frameSettled(frame: ReturnType<Page['locator']>) {
    const handle = await frame.elementHandle();
    await (await handle?.contentFrame())?.waitForLoadState('load');
  }

  /** Scrolls on a screen, then counts: home's blocks load as they come near the viewport. */
  async function scrolledCount(page: Page, items: ReturnType<Page['locator']>): Promise<number> {
    await page.mouse.wheel(0, 900);
    return items.count();
  }

  /** Step 0 at salon 1, then step 2 (the service list). */
  async function openServices(page: Page) {
    await page.goto(`${site.baseUrl}/booking?salonId=1&phone=0&step=0`);
    await openServiceList(page);
  }

  /**
   * Home scrolled to its end (blocks load near the viewport), then every card that sells a service: a
   * price and a booking link (the shop's products have their own prices and pages).
   */
  async function homeItems(page: Page): Promise<HomeItem[]> {
    await page.goto(`${site.baseUrl}/`);
    await page.getByTestId('home-card').first().waitFor();
    const selling = page
      .getByTestId('home-card')
      .filter({ has: page.getByTestId('home-price') })
      .filter({ has: page.locator('a[href^="/booking"]') });
    await expect.poll(() => scrolledCount(page, selling), { timeout: 20_000 }).toBe(12);
    return selling.evaluateAll((cards) =>
      cards.map((c) => ({
        title: c.querySelector('.home-card__title')?.textContent ?? '',
        price: c.querySelector('[data-testid=home-price] strong')?.textContent ?? '',
        note: c.querySelector('.home-card__price-note')?.textContent ?? '',
        href: c.querySelector('a')?.getAttribute('href') ?? '',
      })),
    );
  }

  /** Step 0 as the item's link opens it, then with a salon chosen: the service and its price. */
  async function bookingOf(ctx: BrowserContext, now: Date, item: HomeItem) {
    const page = await pageAt(ctx, now);
    await page.goto(`${site.baseUrl}${item.href}`);
    await page.getByTestId('service-block-0').waitFor();
    // The salon chosen (as step 1 does): the link's service is chosen for the first person.
    await page.goto(`${site.baseUrl}${item.href.replace('salonId=0', 'salonId=1')}`);
    const block = page.getByTestId('service-block-0');
    await expect.poll(() => block.textContent(), { timeout: 15_000 }).toContain('Đã chọn 1 dịch vụ');
    const text = (await block.textContent()) ?? '';
    const notes = await page.getByTestId('day-price-note').allTextContents();
    return { page, text, notes };
  }

  for (const [day, now] of [
    ['a Friday', FRIDAY],
    ['a Saturday', SATURDAY],
  ] as const) {
    for (const [width, viewport] of WIDTHS) {
      it(`on ${day} at ${width} px every priced home item costs in the booking what home says`, async () => {
        site.clock.now = now;
        const ctx = await newContext(browser, { viewport });
        const home = await pageAt(ctx, now);
        const items = await homeItems(home);
        expect(items).toHaveLength(12);
        const wash = items.find((i) => i.title === 'Gội đầu dưỡng sinh (Cơ bản)');
        if (now === SATURDAY) {
          expect(wash).toMatchObject({
            price: '119.000 VNĐ',
            note: 'Giá cuối tuần · ngày thường 99.000 VNĐ',
          });
        } else {
          expect(wash).toMatchObject({ price: '99.000 VNĐ', note: 'Thứ 7, CN và ngày lễ: 119.000 VNĐ' });
        }
        const card = home.getByTestId('home-card').filter({ hasText: 'Gội đầu dưỡng sinh (Cơ bản)' });
        await card.scrollIntoViewIfNeeded();
        await home.screenshot({ path: `${SHOTS}/home-price-${day.slice(2)}-${width}.png` });
        // The first one by a tap, as a customer opens it.
        await card.getByRole('link').click();
        await home.waitForURL(/\/booking\?salonId=0&phone=0&step=0&chosenService=1011$/);
        for (const item of items) {
          expect(item.href, item.title).toMatch(/^\/booking\?salonId=0&phone=0&step=0&chosenService=\d+$/);
          const booked = await bookingOf(ctx, now, item);
          expect(booked.text, item.title).toContain(`Tổng số tiền cần thanh toán: ${item.price}`);
          // A special day's price is said in step 0 in the same words as on home.
          if (item.note.startsWith('Giá cuối tuần')) expect(booked.notes.join(' ')).toContain(item.note);
          else expect(booked.notes).toEqual([]);
          if (item === wash) {
            await booked.page.screenshot({ path: `${SHOTS}/booking-price-${day.slice(2)}-${width}.png` });
            if (now === SATURDAY) {
              // The day is named as a weekend price before the list opens.
              await booked.page.locator('.b-drop__toggle', { hasText: 'Giá cuối tuần' }).waitFor();
            }
          }
          await booked.page.close();
        }
        await ctx.close();
      });
    }
  }

  it('step 2 says the weekend price beside the price on a Saturday, at 375 and 1280 px', async () => {
    site.clock.now = SATURDAY;
    for (const [width, viewport] of WIDTHS) {
      const ctx = await newContext(browser, { viewport });
      const page = await pageAt(ctx, SATURDAY);
      await openServices(page);
      const card = page.locator('article[data-service-id="1011"]').first();
      await card.waitFor();
      expect(await card.locator('.svc-price').textContent()).toBe('119.000 VNĐ');
      expect(await card.locator('.svc-card__day-note').textContent()).toBe(
        'Giá cuối tuần · ngày thường 99.000 VNĐ',
      );
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/step2-weekend-${width}.png` });
      expect(await axeViolations(page)).toEqual([]);
      await ctx.close();
    }
  });

  it('a rating starts with no star, and the thank-you names the visit rated (375 and 1280 px)', async () => {
    site.clock.now = FRIDAY;
    const db = site.handle.db;
    // Registered (no name form in the way), as after a first login.
    const { id } = await db
      .updateTable('customer')
      .set({ registered_at: FRIDAY })
      .where('phone', '=', '+84988111222')
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [width, viewport] of WIDTHS) {
      const ctx = await newContext(browser, { viewport });
      await logInContext(ctx, site.baseUrl, await createSession(db, id, FRIDAY));
      const page = await pageAt(ctx, FRIDAY);
      await page.goto(`${site.baseUrl}/`);
      const prompt = page.getByTestId('rate-prompt');
      await prompt.waitFor();
      const asked = (await prompt.locator('p').nth(1).textContent()) ?? '';
      await prompt.getByRole('button', { name: 'Đánh giá ngay' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Đánh giá lượt gội' }).waitFor();
      // Nothing chosen for the customer: no star checked, the button waits and says why.
      expect(await dialog.locator('input[type=radio]:checked').count()).toBe(0);
      expect(await dialog.locator('.stars__star--on').count()).toBe(0);
      const send = dialog.getByRole('button', { name: 'Gửi đánh giá' });
      expect(await send.isDisabled()).toBe(true);
      await dialog.getByText('Chọn số sao (1 đến 5) để gửi đánh giá.').waitFor();
      await page.screenshot({ path: `${SHOTS}/rating-${width}.png` });
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByText('4 sao').click({ force: true });
      expect(await send.isDisabled()).toBe(false);
      const rated = (await dialog.locator('.rating-dialog__for').textContent()) ?? '';
      // The prompt named the same visit: salon, day and stylist.
      const [salonAndDay = '', stylist = ''] = rated.split(' – stylist ');
      expect(asked).toContain(stylist);
      expect(asked).toContain(salonAndDay.split(', ').at(-1) ?? '');
      await send.click();
      await dialog.getByTestId('rating-done').getByText('Cảm ơn bạn đã đánh giá!').waitFor();
      // The home prompt moved on to the next unrated visit; the thank-you still names the one rated.
      await expect.poll(async () => prompt.locator('p').nth(1).textContent()).not.toBe(asked);
      expect(await dialog.locator('.rating-dialog__for').textContent()).toBe(rated);
      expect(await dialog.getByTestId('rating-done').textContent()).toContain(`Stylist ${stylist} giờ được`);
      await page.screenshot({ path: `${SHOTS}/rating-done-${width}.png` });
      await ctx.close();
    }
  });

  it('the videos play in the player the Content-Security-Policy allows (home and step 3)', async () => {
    site.clock.now = FRIDAY;
    const res = await fetch(`${site.baseUrl}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com;');
    for (const [width, viewport] of WIDTHS) {
      const ctx = await newContext(browser, { viewport });
      const page = await pageAt(ctx, FRIDAY);
      await page.goto(`${site.baseUrl}/`);
      const video = page.getByRole('button', { name: /Trải nghiệm gội đầu dưỡng sinh 60 phút/ });
      await expect.poll(() => scrolledCount(page, video), { timeout: 20_000 }).toBeGreaterThan(0);
      // The poster (a picture shipped with the site) until the customer asks for the video.
      expect(await page.locator('iframe').count()).toBe(0);
      await readyHomeBlocks(page);
      await video.first().click();
      const frame = page.getByRole('dialog').locator('iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/Ks-_Mh1QhMc\?/,
      );
      await frameSettled(frame);
      await page.screenshot({ path: `${SHOTS}/home-video-${width}.png` });
      expect((await cspViolations(page)).filter((v) => v.includes('frame'))).toEqual([]);
      await page.keyboard.press('Escape');

      // Step 3 of the herbal wash: a poster with a play button, then the player.
      await openServices(page);
      await page.getByRole('button', { name: 'Xem chi tiết Gội đầu dưỡng sinh (Cơ bản)' }).click();
      const play = page.getByRole('button', { name: 'Phát video giới thiệu' });
      await play.waitFor();
      await play.click();
      const player = page.locator('.svc-banner iframe');
      await player.waitFor();
      expect(await player.getAttribute('src')).toMatch(
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/q3Xk7LmN2pA\?/,
      );
      await frameSettled(player);
      expect((await cspViolations(page)).filter((v) => v.includes('frame'))).toEqual([]);
      await ctx.close();
    }
  });

  it('the OTP popup reopened within 60 s after other choices has a working next step (375 and 1280 px)', async () => {
    for (const [width, viewport] of WIDTHS) {
      site.clock.now = FRIDAY;
      const phone = width === '375' ? '0914170001' : '0914170002';
      const ctx = await newContext(browser, { viewport });
      const page = await ctx.newPage();
      // Timers the test can run ahead: the minute between two codes passes at once, on both clocks.
      await page.clock.install({ time: FRIDAY });
      await page.goto(`${site.baseUrl}/booking?salonId=1&phone=${phone}&step=0`);
      await openServiceList(page);
      await page.getByRole('button', { name: 'Chọn Gội đầu dưỡng sinh (Cơ bản)' }).click();
      await page.getByRole('button', { name: 'Xong' }).click();
      await skipSuggestionToTimeBlock(page);
      await hourButton(page, '16h30').click();
      await page.getByRole('button', { name: 'Hoàn tất' }).click();
      const otp = page.getByRole('dialog', {
        name: `${phone.slice(0, 4)}.${phone.slice(4, 7)}.${phone.slice(7)}`,
      });
      await otp.getByLabel('Chữ số thứ 1 của mã xác nhận').waitFor();
      await expect.poll(() => outboxCodes(site.baseUrl, phone)).toHaveLength(1);
      await otp.getByRole('button', { name: 'Đóng' }).click();
      await otp.waitFor({ state: 'hidden' });

      // Other choices, 'Hoàn tất' again within the minute: a new booking, whose code cannot come yet.
      const hours = page.getByRole('button', { name: /^Giờ/ });
      if ((await hours.getAttribute('aria-expanded')) === 'false') await hours.click();
      await hourButton(page, '16h50').click();
      await expect.poll(() => hours.textContent()).toContain('16h50');
      await page.getByRole('button', { name: 'Hoàn tất' }).click();
      await otp.waitFor();
      const waiting = otp.getByTestId('otp-waiting');
      await waiting
        .getByText(/Lịch này cần mã xác nhận riêng: chúng mình tự gửi mã sau \d+ giây\./)
        .waitFor();
      // No boxes that no code can fill, and never 'press send first' with nothing to press.
      expect(await otp.getByLabel('Chữ số thứ 1 của mã xác nhận').isVisible()).toBe(false);
      expect(await otp.textContent()).not.toContain('bấm gửi mã xác nhận trước');
      expect(await otp.getByRole('alert').count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/otp-waiting-${width}.png` });
      expect(await axeViolations(page)).toEqual([]);

      // The minute passes: the popup asks for this booking's code by itself, and the code confirms it.
      site.clock.now = new Date(FRIDAY.getTime() + 61_000);
      // A second at a time, so the page draws each tick of its countdown.
      for (let i = 0; i < 62; i++) await page.clock.runFor(1000);
      const first = otp.getByLabel('Chữ số thứ 1 của mã xác nhận');
      await first.waitFor();
      await expect.poll(() => outboxCodes(site.baseUrl, phone)).toHaveLength(2);
      const [code] = (await outboxCodes(site.baseUrl, phone)) as [string];
      await first.focus();
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/booking\/success\?bookingId=\d+$/);
      await ctx.close();
    }
  });
});
