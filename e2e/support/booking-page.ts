import type { Page } from 'playwright-core';

/**
 * An hour button of the chosen salon's hours, free or marked taken ('9h30' or '9h30 (Đã kín)'). Only
 * in its hour rows ('Khung giờ Sáng'…): the nearby salons suggested beside them list the same hours.
 */
export const hourButton = (page: Page, hour: string) =>
  page
    .getByRole('list', { name: /^Khung giờ / })
    .getByRole('button', { name: new RegExp(`^${hour}( \\(Đã kín\\))?$`) });

/** Opens step 0's date list and chooses the day shown as `ddmm` ('24/11'). */
export async function chooseDay(page: Page, ddmm: string): Promise<void> {
  await page.getByRole('button', { name: /^Ngày/ }).click();
  await page
    .getByRole('list', { name: 'Chọn ngày' })
    .getByRole('button', { name: new RegExp(ddmm) })
    .click();
}

/**
 * After 'Xong' in step 2: step 2 may first suggest more services (its own popup); skip it and wait for
 * step 0's time block.
 */
export async function skipSuggestionToTimeBlock(page: Page): Promise<void> {
  const timeBlock = page.getByRole('heading', { name: 'Chọn ngày, giờ & thợ cắt' });
  const suggestion = page.getByRole('dialog', { name: 'Gợi ý cho bạn' });
  await timeBlock.or(suggestion).first().waitFor();
  if (await suggestion.isVisible()) await suggestion.getByRole('button', { name: 'Bỏ qua' }).click();
  await timeBlock.waitFor();
}

/** Step 0's service field: opens step 2's list of services. */
export async function openServiceList(page: Page): Promise<void> {
  await page
    .getByTestId('service-block-0')
    .getByRole('button', { name: /dịch vụ/ })
    .first()
    .click();
}

/** From step 0: step 2's list, `service` chosen, 'Xong', any suggestion skipped, back at the time block. */
export async function chooseServiceToTimeBlock(page: Page, service: string): Promise<void> {
  await openServiceList(page);
  await page.getByRole('button', { name: `Chọn ${service}` }).click();
  await page.getByRole('button', { name: 'Xong' }).click();
  await skipSuggestionToTimeBlock(page);
}

/** The OTP codes the development outbox holds for a phone, newest first (the outbox answers this machine). */
export async function outboxCodes(baseUrl: string, phone: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/api/dev/outbox?phone=${phone}`);
  return ((await res.json()) as { data: { code: string }[] }).data.map((d) => d.code);
}

/**
 * A booking draft (sessionStorage 'booking-draft-v1') of one person at salon 1 (Hà Nội) on the day
 * `ddMmYyyy`, nothing else chosen: set it with page.addInitScript before opening /booking.
 */
export function draftWithSalon1(ddMmYyyy: string): string {
  const salon = {
    id: 1,
    name: 'Moyo 82 Trần Duy Hưng',
    selectConsultation: false,
    openingDate: null,
    warnText: null,
    addressNew: '82 Trần Duy Hưng, Phường Yên Hòa, Hà Nội',
    address: '82 Trần Duy Hưng, Trung Hòa, Cầu Giấy, Hà Nội',
    bookManyPeople: 'all',
  };
  const person = {
    index: 0,
    phone: null,
    dateBook: ddMmYyyy,
    dateChosenByUser: false,
    stylist: null,
    skinnerId: null,
    salon,
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

/** Step 1's search, then a salon's card: choosing it is step 1's Next, to step 2's services (001 §2). */
export async function pickSalon(page: Page, words: string, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Tìm kiếm salon' }).fill(words);
  await page.locator('.salon-card', { hasText: name }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Chọn dịch vụ' }).waitFor();
}
