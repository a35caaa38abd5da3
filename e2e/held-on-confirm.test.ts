import { message } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import { chooseServiceToTimeBlock, hourButton, outboxCodes } from './support/booking-page.ts';
import { vietnamTime } from './support/clock.ts';
import { useSite } from './support/site.ts';

// Decision 0137: when a salon day already has its share of unconfirmed holds, a new anonymous booking
// holds its hour only once its code confirms it. The OTP popup says so, and the right code books it.
// Here the share is 0, so every anonymous booking waits for its code.
const NOW = vietnamTime('09:00');
const SALON = 'Moyo 82 Trần Duy Hưng';
const SERVICE = 'Gội đầu dưỡng sinh (Cơ bản)';

describe('a booking held once its code confirms it', () => {
  const { site, newContext } = useSite({
    now: NOW,
    env: { BOOKING_UNCONFIRMED_DAY_SHARE: '0', BOOKING_FREE_HOLDS_PER_ADDRESS: '50' },
  });

  for (const [name, viewport, phone] of [
    ['375', PHONE, '0914170001'],
    ['1280', DESKTOP, '0914170002'],
  ] as const) {
    it(`at ${name} px: the OTP popup says the hour waits for the code, and the code books it`, async () => {
      const ctx = await newContext({ viewport });
      const page = await ctx.newPage();
      await page.goto(`${site.baseUrl}/booking?salonId=1&phone=${phone}&step=0`);
      await expect.poll(() => page.getByTestId('salon-field').textContent()).toContain(SALON);
      await chooseServiceToTimeBlock(page, SERVICE);
      await hourButton(page, '16h30').click();
      await page.getByRole('button', { name: 'Hoàn tất' }).click();
      const otp = page.getByRole('dialog', {
        name: `${phone.slice(0, 4)}.${phone.slice(4, 7)}.${phone.slice(7)}`,
      });
      await otp.waitFor();
      await expect
        .poll(() => otp.getByTestId('otp-held-on-confirm').textContent())
        .toBe(message('bookingHeldOnConfirm'));
      await expect.poll(() => outboxCodes(site.baseUrl, phone)).toHaveLength(1);
      await page.screenshot({ path: `/tmp/sm-shots/held-on-confirm-${name}.png` }).catch(() => undefined);
      const [code] = (await outboxCodes(site.baseUrl, phone)) as [string];
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/booking\/success\?bookingId=\d+$/);
      await ctx.close();
    });
  }
});
