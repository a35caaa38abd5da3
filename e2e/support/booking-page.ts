import type { Page } from 'playwright-core';

/** An hour button of the time block, free or marked taken ('9h30' or '9h30 (Đã kín)'). */
export const hourButton = (page: Page, hour: string) =>
  page.getByRole('button', { name: new RegExp(`^${hour}( \\(Đã kín\\))?$`) });

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
