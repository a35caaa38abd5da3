import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/browser.ts';
import { dayAfter, TEST_NOW } from './support/clock.ts';
import { useSite } from './support/site.ts';

// Steps 2 and 3 of /booking with a salon already chosen (salon 1, Hà Nội).

// The site's day (TEST_NOW), which the server and the pages share.
const TODAY = dayAfter(TEST_NOW, 0).ddMmYyyy;
const money = (n: number) => `${String(n).replace(/\B(?=(\d{3})+$)/g, '.')} VNĐ`;

const SALON_1 = { id: 1, name: 'Moyo 82 Trần Duy Hưng', selectConsultation: false };
const SALON_5 = { id: 5, name: 'Moyo 18 Hàng Bài', selectConsultation: true };

function draftWithSalon(salon: { id: number; name: string; selectConsultation: boolean } = SALON_1) {
  const person = {
    index: 0,
    phone: null,
    dateBook: TODAY,
    dateChosenByUser: false,
    stylist: null,
    skinnerId: null,
    salon: {
      ...salon,
      openingDate: null,
      warnText: null,
      addressNew: '82 Trần Duy Hưng, Phường Yên Hòa, Hà Nội',
      address: '82 Trần Duy Hưng, Trung Hòa, Cầu Giấy, Hà Nội',
      bookManyPeople: 'all',
    },
    chosenService: [],
    hour: null,
    campaign: [],
    note: '',
    receiveAdvice: true,
    littleAdvice: false,
    acceptMakePhoto: true,
    numberPersons: 0,
    allowChange: false,
  };
  return JSON.stringify({ persons: [person], current: 0, changingBookingId: null });
}

describe('services: steps 2 and 3 of /booking', () => {
  const { site, newContext } = useSite();

  /** Opens step 0 with salon 1 in the draft, then the service field (step 2). */
  async function openStep0(salon = SALON_1): Promise<Page> {
    const ctx = await newContext();
    const page = await ctx.newPage();
    const draft = draftWithSalon(salon);
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('booking-draft-v1')) sessionStorage.setItem('booking-draft-v1', value);
    }, draft);
    await page.goto(`${site.baseUrl}/booking?salonId=${salon.id}&phone=0&step=0`);
    await page.getByRole('heading', { name: '2. Chọn dịch vụ:' }).waitFor();
    return page;
  }

  async function openStep2(): Promise<Page> {
    const page = await openStep0();
    await page.getByRole('button', { name: 'Xem tất cả dịch vụ hấp dẫn' }).click();
    await page.getByRole('heading', { level: 1, name: 'Chọn dịch vụ' }).waitFor();
    await page.locator('.svc-card').first().waitFor();
    return page;
  }

  const chooseButton = (page: Page, name: string) =>
    page.getByRole('button', { name: new RegExp(`^(Chọn|Đã chọn) ${name.replace(/[()]/g, '\\$&')}$`) });

  async function serverPrice(ids: number[]): Promise<number> {
    const url = `${site.baseUrl}/api/v1/service-booking/price?salonId=1&serviceIds=${ids.join(',')}&dateBook=${TODAY}`;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { total: number } }).data.total;
  }

  it('chooses a version and two add-ons in step 3; the bar total equals the server price', async () => {
    const page = await openStep2();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Xem chi tiết Gội đầu dưỡng sinh (Cơ bản)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gội đầu dưỡng sinh thảo dược' }).waitFor();
    await page.getByRole('group', { name: /Chọn phiên bản/ }).waitFor();
    // The video player is loaded only when played.
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: /Phát video giới thiệu/ }).click();
    expect(await page.getByTitle('Video giới thiệu Gội đầu dưỡng sinh thảo dược').count()).toBe(1);
    // Nothing chosen: the version boxes flash instead of a message.
    await page.getByRole('button', { name: 'Thêm 0 dịch vụ' }).click();
    await expect
      .poll(() => page.getByTestId('versions').getAttribute('class'))
      .toContain('svc-versions--flash');
    await page.getByRole('radio', { name: /Cao cấp/ }).check();
    const addOns = page.getByRole('group', { name: /Dịch vụ dùng kèm/ });
    expect(await addOns.textContent()).toContain('+99.000 VNĐ');
    await addOns.getByRole('checkbox', { name: /Đắp mặt nạ collagen/ }).check();
    await addOns.getByRole('checkbox', { name: /Ngâm chân thảo dược/ }).check();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Thêm 3 dịch vụ' }).click();
    await page.getByRole('heading', { level: 1, name: 'Chọn dịch vụ' }).waitFor();
    const expected = await serverPrice([1012, 4021, 4041]);
    expect(await page.getByTestId('services-total').textContent()).toBe(money(expected));
    expect(await page.getByRole('button', { name: /^Đã chọn 3 dịch vụ/ }).isVisible()).toBe(true);
    // 1012 is discounted (199K → 169K): the old total is struck through.
    expect(await page.getByTestId('services-old-total').isVisible()).toBe(true);
    await page.context().close();
  });

  it('selecting a child selects its parent; a second version of the group replaces the first', async () => {
    const page = await openStep2();
    await page.getByRole('button', { name: /Gội thêm tinh dầu bưởi/ }).click();
    expect(await chooseButton(page, 'Gội đầu dưỡng sinh (Cơ bản)').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: /^Đã chọn 2 dịch vụ/ }).isVisible()).toBe(true);
    await chooseButton(page, 'Gội đầu dưỡng sinh (Cao cấp)').click();
    expect(await chooseButton(page, 'Gội đầu dưỡng sinh (Cơ bản)').getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(
      await page.getByRole('button', { name: /Gội thêm tinh dầu bưởi/ }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(await page.getByRole('button', { name: /^Đã chọn 1 dịch vụ/ }).isVisible()).toBe(true);
    // The chosen list opens and removes.
    await page.getByRole('button', { name: /^Đã chọn 1 dịch vụ/ }).click();
    await page.getByRole('button', { name: 'Xóa Gội đầu dưỡng sinh (Cao cấp)' }).click();
    expect(await page.getByRole('button', { name: /^Đã chọn 0 dịch vụ/ }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Xong' }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('searches a quoted phrase without accents and refuses an empty search', async () => {
    const page = await openStep2();
    const box = page.getByLabel('Tìm kiếm dịch vụ');
    await box.press('Enter');
    expect(await page.getByRole('alert').textContent()).toBe('Bạn vui lòng nhập nội dung hợp lệ');
    await box.fill('"detox da dau"');
    await box.press('Enter');
    // The three versions of 'Detox da đầu' and the combo that includes it.
    await page.getByRole('heading', { name: 'Kết quả tìm kiếm (4)' }).waitFor();
    const names = await page.locator('.svc-grid .svc-card__name').allTextContents();
    expect(names).toEqual([
      'Detox da đầu',
      'Detox da đầu',
      'Detox da đầu',
      'Combo Cắt tóc + Gội dưỡng sinh + Detox da đầu',
    ]);
    // Without quotes the text is matched as written: no accents, no match.
    await box.fill('detox da dau');
    await box.press('Enter');
    await page.getByRole('heading', { name: 'Kết quả tìm kiếm (0)' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("returns to step 0 with 'Đã chọn N dịch vụ' and the total, after the suggestion popup", async () => {
    const page = await openStep2();
    await chooseButton(page, 'Gội đầu dưỡng sinh (Cơ bản)').click();
    await chooseButton(page, 'Cắt tóc nam (Cơ bản)').click();
    await page.getByRole('button', { name: 'Xong' }).click();
    // Rule 'equals 1011' does not match [1011, 3011]; the fallback rule suggests the free scalp check.
    const dialog = page.getByRole('dialog', { name: 'Gợi ý cho bạn' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Soi da đầu');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Dùng thêm' }).click();
    await page.getByRole('heading', { name: '2. Chọn dịch vụ:' }).waitFor();
    const block = page.getByTestId('service-block-0');
    const expected = await serverPrice([1011, 3011, 2011]);
    await expect.poll(() => block.textContent()).toContain('Đã chọn 3 dịch vụ');
    expect(await block.textContent()).toContain(money(expected));
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('lets a consultation salon skip service choice: the switch hides the field and the advice switch', async () => {
    const page = await openStep0(SALON_5);
    // The extras block (note, advice) is its own chunk: it shows a moment after the step's heading.
    await page.getByLabel('Nhận tư vấn từ stylist').waitFor();
    await page.getByRole('switch', { name: 'Để nhân viên tư vấn chọn dịch vụ tại salon' }).check();
    expect(await page.getByRole('button', { name: 'Xem tất cả dịch vụ hấp dẫn' }).count()).toBe(0);
    expect(await page.getByLabel('Nhận tư vấn từ stylist').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // With the switch off, choosing services never shows the suggestion popup at such a salon.
    await page.getByRole('switch', { name: 'Để nhân viên tư vấn chọn dịch vụ tại salon' }).uncheck();
    await page.getByRole('button', { name: 'Xem tất cả dịch vụ hấp dẫn' }).click();
    await page
      .getByRole('dialog', { name: 'Salon có chuyên viên tư vấn' })
      .getByRole('button', { name: 'Tự chọn dịch vụ' })
      .click();
    await page.getByText(/Salon có chuyên viên tư vấn tại chỗ/).waitFor();
    await chooseButton(page, 'Gội đầu dưỡng sinh (Cơ bản)').click();
    await page.getByRole('button', { name: 'Xong' }).click();
    await page.getByRole('heading', { name: '2. Chọn dịch vụ:' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByTestId('service-block-0').textContent()).toContain('Đã chọn 1 dịch vụ');
    await page.context().close();
  });

  // 001 §2 popups (decision 0148): consultation selection and the upsell offer, at 375 and 1280 px.
  for (const [width, viewport] of [
    ['375', { width: 375, height: 740 }],
    ['1280', { width: 1280, height: 900 }],
  ] as const) {
    it(`at ${width} px a consultation salon asks how services are chosen; each answer does what it says`, async () => {
      const page = await openStep0(SALON_5);
      await page.setViewportSize(viewport);
      await page.getByLabel('Nhận tư vấn từ stylist').waitFor();
      await page.getByRole('button', { name: 'Xem tất cả dịch vụ hấp dẫn' }).click();
      const dialog = page.getByRole('dialog', { name: 'Salon có chuyên viên tư vấn' });
      await dialog.waitFor();
      await page.screenshot({ path: `/tmp/services-shots/consultation-${width}.png` }).catch(() => undefined);
      expect(await axeViolations(page)).toEqual([]);
      // Staff advise: the switch turns on, the field and the advice switch go, focus on the switch.
      await dialog.getByRole('button', { name: 'Để nhân viên tư vấn tại salon' }).click();
      const sw = page.getByRole('switch', { name: 'Để nhân viên tư vấn chọn dịch vụ tại salon' });
      await expect.poll(() => sw.isChecked()).toBe(true);
      await expect.poll(() => sw.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.getByRole('button', { name: 'Xem tất cả dịch vụ hấp dẫn' }).count()).toBe(0);
      // Choosing oneself opens the list; with a service chosen the field opens it straight away.
      await sw.uncheck();
      await page.getByRole('button', { name: 'Xem tất cả dịch vụ hấp dẫn' }).click();
      await dialog.getByRole('button', { name: 'Tự chọn dịch vụ' }).click();
      await page.getByRole('heading', { level: 1, name: 'Chọn dịch vụ' }).waitFor();
      await chooseButton(page, 'Cắt tóc nam (Cơ bản)').click();
      await page.getByRole('button', { name: 'Xong' }).click();
      await page.getByTestId('service-block-0').getByText('Đã chọn 1 dịch vụ').waitFor();
      await page
        .getByTestId('service-block-0')
        .getByRole('button', { name: /Đã chọn 1 dịch vụ/ })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Chọn dịch vụ' }).waitFor();
      expect(await dialog.count()).toBe(0);
      await page.context().close();
    });

    it(`at ${width} px adding a version without its upsales offers them: accept adds the ticked, cancel keeps the choice`, async () => {
      const page = await openStep2();
      await page.setViewportSize(viewport);
      await page.getByRole('button', { name: 'Xem chi tiết Gội đầu dưỡng sinh (Cơ bản)' }).click();
      await page.getByRole('radio', { name: /Cao cấp/ }).check();
      await page.getByRole('button', { name: 'Thêm 1 dịch vụ' }).click();
      const offer = page.getByRole('dialog', { name: 'Dùng kèm cho trọn vẹn' });
      await offer.waitFor();
      expect(await offer.textContent()).toContain('Khách chọn Gội đầu dưỡng sinh (Cao cấp) thường dùng kèm:');
      // Nothing ticked for the customer: accept waits for a tick.
      const accept = offer.getByRole('button', { name: /^Thêm \d dịch vụ dùng kèm$/ });
      expect(await accept.isDisabled()).toBe(true);
      await offer.getByRole('checkbox', { name: /Ngâm chân thảo dược/ }).check();
      await page.screenshot({ path: `/tmp/services-shots/upsell-${width}.png` }).catch(() => undefined);
      expect(await axeViolations(page)).toEqual([]);
      await offer.getByRole('button', { name: 'Thêm 1 dịch vụ dùng kèm' }).click();
      await page.getByRole('heading', { level: 1, name: 'Chọn dịch vụ' }).waitFor();
      expect(await page.getByTestId('services-total').textContent()).toBe(
        money(await serverPrice([1012, 4041])),
      );
      // Again with the basic version: 'Không, cảm ơn' adds the version alone.
      await page.getByRole('button', { name: 'Xem chi tiết Gội đầu dưỡng sinh (Cơ bản)' }).click();
      await page.getByRole('radio', { name: /Cơ bản/ }).check();
      await page.getByRole('button', { name: /^Thêm \d dịch vụ$/ }).click();
      await offer.getByRole('button', { name: 'Không, cảm ơn' }).click();
      await page.getByRole('heading', { level: 1, name: 'Chọn dịch vụ' }).waitFor();
      expect(await chooseButton(page, 'Gội đầu dưỡng sinh (Cơ bản)').getAttribute('aria-pressed')).toBe(
        'true',
      );
      await page.context().close();
    });
  }
});
