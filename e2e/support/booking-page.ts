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

/** The OTP codes the development outbox holds for a phone, newest first (the outbox answers this machine). */
export async function outboxCodes(baseUrl: string, phone: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/api/dev/outbox?phone=${phone}`);
  return ((await res.json()) as { data: { code: string }[] }).data.map((d) => d.code);
}
