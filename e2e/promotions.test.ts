import type { BrowserContext, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { createSession } from '../apps/api/src/http/sessions.ts';
import { axeViolations, logInContext } from './support/browser.ts';
import { dayAfter, TEST_NOW } from './support/clock.ts';
import { useSite } from './support/site.ts';

// Steps 4 and 5 of /booking: the product's promotions, a code typed or scanned from a QR image,
// and the total that follows the chosen promotions. The draft (salon 1, "Gội đầu dưỡng sinh Cơ
// bản" at 99,000 VNĐ) is put in sessionStorage as steps 0 to 2 would leave it.

const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

function draft(phone: string) {
  return {
    current: 0,
    changingBookingId: null,
    persons: [
      {
        index: 0,
        phone,
        dateBook: dayAfter(TEST_NOW, 0).ddMmYyyy,
        dateChosenByUser: false,
        stylist: null,
        skinnerId: null,
        salon: {
          id: 1,
          name: 'Moyo 82 Trần Duy Hưng',
          openingDate: null,
          warnText: null,
          addressNew: '82 Trần Duy Hưng, Phường Yên Hòa, Hà Nội',
          address: '82 Trần Duy Hưng',
          bookManyPeople: 'all',
          selectConsultation: false,
        },
        chosenService: [
          {
            serviceId: 1011,
            name: 'Gội đầu dưỡng sinh (Cơ bản)',
            price: 99000,
            oldPrice: null,
            timeServe: 40,
            groupId: 101,
            parentServiceId: null,
            serviceDeliveryType: 1,
          },
        ],
        hour: null,
        campaign: [],
        note: '',
        receiveAdvice: true,
        littleAdvice: false,
        acceptMakePhoto: true,
        numberPersons: 0,
        allowChange: false,
      },
    ],
  };
}

describe('promotions in Chromium', () => {
  const { site, newContext } = useSite();

  /** A context on step 4 with the draft, logged in as `loginPhone` (+84 form) when given. */
  async function openStep4(phone: string, loginPhone?: string): Promise<{ ctx: BrowserContext; page: Page }> {
    const ctx = await newContext();
    let token: string | null = null;
    if (loginPhone) {
      const c = await site.handle.db
        .selectFrom('customer')
        .select('id')
        .where('phone', '=', loginPhone)
        .executeTakeFirstOrThrow();
      // A customer who logged in once is registered; only then is the session a login (000 §4).
      await site.handle.db
        .updateTable('customer')
        .set({ registered_at: site.clock.now })
        .where('id', '=', c.id)
        .execute();
      token = await createSession(site.handle.db, c.id, site.clock.now);
    }
    await ctx.addInitScript(
      ({ d }) => {
        if (!sessionStorage.getItem('booking-draft-v1'))
          sessionStorage.setItem('booking-draft-v1', JSON.stringify(d));
      },
      { d: draft(phone) },
    );
    if (token) await logInContext(ctx, site.baseUrl, token);
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/booking?step=4&phone=${phone}`);
    await page.getByRole('heading', { level: 1, name: 'Ưu đãi' }).waitFor();
    await page.getByTestId('list-campaign-1').waitFor();
    return { ctx, page };
  }

  const total = (page: Page) => page.getByTestId('campaign-total').textContent();

  it('applies a promotion code: the voucher appears, and choosing it drops the total', async () => {
    const { ctx, page } = await openStep4('0938123456', '+84938123456');
    expect(await total(page)).toBe('99.000 VNĐ');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.getByRole('button', { name: 'Áp dụng ưu đãi' }).isDisabled()).toBe(true);
    await page.getByRole('tab', { name: 'Ưu đãi của bạn' }).click();
    const apply = page.getByRole('button', { name: 'Áp dụng', exact: true });
    expect(await apply.isDisabled()).toBe(true);

    const input = page.getByLabel('Mã ưu đãi');
    await input.fill('SAIMA1');
    await apply.click();
    await page.getByText('Mã ưu đãi không đúng hoặc đã hết hạn.').waitFor();

    await input.fill('goidau50');
    await apply.click();
    await page.getByText('Nhận mã thành công!').waitFor();
    await page.getByTestId('list-campaign-10').waitFor();
    expect(await input.inputValue()).toBe('');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('checkbox', { name: 'Chọn ưu đãi Voucher giảm 50% gội đầu dưỡng sinh' }).check();
    await expect.poll(() => total(page)).toBe('50.000 VNĐ');
    await page.getByRole('button', { name: 'Áp dụng ưu đãi' }).click();
    await page.waitForURL(/step=0/);
    const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem('booking-draft-v1') ?? '{}'));
    expect(saved.persons[0].campaign).toEqual([{ id: 10, name: 'Voucher giảm 50% gội đầu dưỡng sinh' }]);
    await ctx.close();
  });

  it('scans a QR image from a file into the promotion code', async () => {
    const { ctx, page } = await openStep4('0987654321', '+84987654321');
    await page.getByRole('tab', { name: 'Ưu đãi của bạn' }).click();
    const file = page.getByLabel('Chọn ảnh có mã QR');
    await file.setInputFiles({ name: 'blank.png', mimeType: 'image/png', buffer: BLANK_PNG });
    await page
      .getByText(
        'Ảnh bạn chọn không có mã QR, hoặc mã quá nhỏ hay bị mờ. Bạn vui lòng chọn ảnh khác hoặc quét bằng camera nhé.',
      )
      .waitFor();

    const qr = await QRCode.toBuffer('GOIDAU50', { type: 'png', width: 300, margin: 4 });
    await file.setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: qr });
    await page.getByText('Nhận mã thành công!').waitFor();
    await page.getByTestId('list-campaign-10').waitFor();
    await ctx.close();
  });

  it('asks an anonymous visitor to log in for their own promotions', async () => {
    const { ctx, page } = await openStep4('0868888999');
    await page.getByRole('tab', { name: 'Ưu đãi của bạn' }).click();
    await page
      .getByText('Bạn vui lòng đăng nhập bằng số điện thoại đặt lịch để xem ưu đãi của mình nhé!')
      .waitFor();
    expect(await page.getByLabel('Mã ưu đãi').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.getByRole('button', { name: 'Đăng nhập', exact: true }).last().isVisible()).toBe(true);
    await ctx.close();
  });

  it('goes 4 → 5 → 4: the detail, its add buttons, and choosing the promotion', async () => {
    const { ctx, page } = await openStep4('0772468135');
    // Only valid promotions are selectable: the coming detox week is not.
    expect(await page.getByTestId('list-campaign-5').getByRole('checkbox').isDisabled()).toBe(true);

    const list = page.getByTestId('list-campaign-3').locator('..');
    await list.getByRole('button', { name: 'Xem chi tiết Cắt tóc nam kèm gội nhanh chỉ 29K' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cắt tóc nam kèm gội nhanh chỉ 29K' }).waitFor();
    expect(await page.getByText('Tất cả salon trong hệ thống').isVisible()).toBe(true);
    const choose = page.getByRole('button', { name: 'Chọn ưu đãi', exact: true });
    expect(await choose.isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Thêm Cắt tóc nam (Cơ bản)' }).click();
    await expect.poll(() => choose.isDisabled()).toBe(false);
    // Added, the button says 'Đã chọn' and is named so (axe label-content-name-mismatch).
    await page.getByRole('button', { name: 'Đã chọn Cắt tóc nam (Cơ bản)' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page
      .getByRole('button', { name: /Quay lại|Back/ })
      .first()
      .click();
    await page.getByTestId('list-campaign-1').waitFor();
    await page
      .getByTestId('list-campaign-1')
      .getByRole('button', { name: 'Xem chi tiết Gội dưỡng sinh Cơ bản chỉ 49K' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Gội dưỡng sinh Cơ bản chỉ 49K' }).waitFor();
    await page.getByRole('button', { name: 'Chọn ưu đãi', exact: true }).click();
    await page.getByTestId('list-campaign-1').waitFor();
    expect(await page.getByTestId('list-campaign-1').getByRole('checkbox').isChecked()).toBe(true);
    // 49K for the wash, 89K for the haircut added on step 5.
    await expect.poll(() => total(page)).toBe('138.000 VNĐ');
    await ctx.close();
  });
});
