import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, PHONE } from './support/browser.ts';
import { chooseServiceToTimeBlock, hourButton, outboxCodes } from './support/booking-page.ts';
import { vietnamTime } from './support/clock.ts';
import { useSite } from './support/site.ts';

// The OTP popup: digits retyped the way people do it, Enter submits, and closing the popup
// then pressing 'Hoàn tất' again keeps the code already received working. The success page then
// opens at its top with the booking's details on the first screen, at 375 and 1280 px.
// 9h00 in Ho Chi Minh City on Monday 23/11/2026, for the server and the browser alike.
const NOW = vietnamTime('09:00'); // Pinned: 16h30 today is ahead.
const SALON = 'Moyo 82 Trần Duy Hưng';
const SERVICE = 'Gội đầu dưỡng sinh (Cơ bản)';

describe('OTP journeys in Chromium', () => {
  // Several anonymous bookings come from this one address: no captcha or hold limit in the way.
  const { site, newContext } = useSite({
    now: NOW,
    env: { BOOKING_FREE_HOLDS_PER_ADDRESS: '50', BOOKING_HOLDS_PER_ADDRESS: '50' },
  });

  /** Step 0 with the salon and phone in the URL: one service, 16h30 today, then 'Hoàn tất'. */
  async function bookUpToOtp(page: Page, phone: string) {
    await page.goto(`${site.baseUrl}/booking?salonId=1&phone=${phone}&step=0`);
    await expect.poll(() => page.getByTestId('salon-field').textContent()).toContain(SALON);
    await chooseServiceToTimeBlock(page, SERVICE);
    await hourButton(page, '16h30').click();
    await expect.poll(() => page.getByRole('button', { name: /^Giờ/ }).textContent()).toContain('16h30');
    await page.getByRole('button', { name: 'Hoàn tất' }).click();
    const otp = page.getByRole('dialog', {
      name: `${phone.slice(0, 4)}.${phone.slice(4, 7)}.${phone.slice(7)}`,
    });
    await otp.waitFor();
    return otp;
  }

  const box = (page: Page, n: number) => page.getByLabel(`Chữ số thứ ${n} của mã xác nhận`);
  const activeLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  const boxValues = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLInputElement>('.b-otp__box'), (b) => b.value).join(''),
    );

  /** The success page at the top, its title and the salon, address, date and hour on the first screen. */
  async function expectSuccessAtTop(page: Page, title: string) {
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const height = page.viewportSize()?.height ?? 0;
    for (const label of ['Salon', 'Địa chỉ', 'Ngày', 'Giờ']) {
      const row = page
        .locator('.success__row')
        .filter({ has: page.getByRole('term').getByText(label, { exact: true }) });
      const b = await row.boundingBox();
      expect(b, label).not.toBeNull();
      expect((b?.y ?? 0) + (b?.height ?? 0), label).toBeLessThanOrEqual(height);
      expect(b?.y ?? -1, label).toBeGreaterThanOrEqual(0);
    }
    expect(await page.locator('.success__details').textContent()).toContain(SALON);
  }

  for (const [name, viewport] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`at ${name} px: focus on the first box, a tapped digit is replaced, a wrong code clears all, Enter submits`, async () => {
      const phone = name === '375' ? '0914160001' : '0914160002';
      const ctx = await newContext({ viewport });
      const page = await ctx.newPage();
      const otp = await bookUpToOtp(page, phone);
      // Focus starts on the first box, not on ×.
      await expect.poll(() => activeLabel(page)).toBe('Chữ số thứ 1 của mã xác nhận');
      await expect.poll(() => outboxCodes(site.baseUrl, phone)).toHaveLength(1);
      const [code] = (await outboxCodes(site.baseUrl, phone)) as [string];
      expect(await axeViolations(page)).toEqual([]);

      // Typing moves on; tapping a filled box and typing replaces its digit; Backspace clears it.
      await page.keyboard.type('123');
      expect(await boxValues(page)).toBe('123');
      await box(page, 2).click();
      await page.keyboard.type('7');
      expect(await boxValues(page)).toBe('173');
      await box(page, 3).click();
      await page.keyboard.press('Backspace');
      expect(await boxValues(page)).toBe('17');
      await page.keyboard.press('Backspace');
      expect(await boxValues(page)).toBe('1');
      expect(await activeLabel(page)).toBe('Chữ số thứ 2 của mã xác nhận');

      // A wrong code: the message, every box cleared, focus back on the first.
      await box(page, 1).click();
      const wrong = code === '000000' ? '111111' : '000000';
      await page.keyboard.type(wrong);
      await page.keyboard.press('Enter');
      await otp.getByText('Mã Xác Nhận Không Chính Xác!').waitFor();
      await expect.poll(() => boxValues(page)).toBe('');
      await expect.poll(() => activeLabel(page)).toBe('Chữ số thứ 1 của mã xác nhận');

      // The right code, then Enter: the popup does not close unanswered, the booking is confirmed.
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/booking\/success\?bookingId=\d+$/);
      await expectSuccessAtTop(page, 'Đặt lịch thành công');
      await page.screenshot({ path: `/tmp/journeys-shots/e2e-success-${name}.png` }).catch(() => undefined);
      await ctx.close();
    });
  }

  it('closing the OTP popup and pressing Hoàn tất again keeps the code received working', async () => {
    const phone = '0914160003';
    const ctx = await newContext({ viewport: DESKTOP });
    const page = await ctx.newPage();
    let otp = await bookUpToOtp(page, phone);
    await expect.poll(() => outboxCodes(site.baseUrl, phone)).toHaveLength(1);
    const [code] = (await outboxCodes(site.baseUrl, phone)) as [string];
    await otp.getByRole('button', { name: 'Đóng' }).click();
    await otp.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Hoàn tất' }).click();
    otp = page.getByRole('dialog', { name: '0914.160.003' });
    await otp.waitFor();
    // No refused resend ('đợi … giây'), no new code: the one received still counts.
    await expect.poll(() => activeLabel(page)).toBe('Chữ số thứ 1 của mã xác nhận');
    expect(await otp.getByRole('alert').count()).toBe(0);
    expect(await outboxCodes(site.baseUrl, phone)).toHaveLength(1);
    // The code pasted from the message (spaces and all) fills the six boxes.
    await page.evaluate(
      (text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        document.activeElement?.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      },
      `${code.slice(0, 3)} ${code.slice(3)}`,
    );
    await expect.poll(() => boxValues(page)).toBe(code);
    await otp.getByRole('button', { name: 'HOÀN TẤT' }).click();
    await page.waitForURL(/\/booking\/success\?bookingId=\d+$/);
    await expectSuccessAtTop(page, 'Đặt lịch thành công');

    const rows = await site.handle.db
      .selectFrom('booking as b')
      .innerJoin('customer as c', 'c.id', 'b.customer_id')
      .select(['b.id', 'b.status'])
      .where('c.phone', '=', '+84914160003')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['confirmed']);
    expect(page.url()).toContain(`bookingId=${rows[0]?.id}`);
    await ctx.close();
  });
});
