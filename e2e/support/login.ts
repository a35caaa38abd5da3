import type { Page } from 'playwright-core';
import { outboxCodes } from './booking-page.ts';

/**
 * Logs a phone in from the header with the OTP the dev outbox holds. A first login offers to set a
 * password (skipped); a later one closes at once. Resolves with the account menu shown.
 */
export async function logInByOtp(page: Page, baseUrl: string, local: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('login-button').click();
  await dialog.getByLabel('Số điện thoại').fill(local);
  await dialog.getByRole('button', { name: 'TIẾP TỤC' }).click();
  const code = dialog.getByLabel('Mã xác nhận (6 chữ số)');
  await code.waitFor();
  await code.fill((await outboxCodes(baseUrl, local))[0]!);
  await dialog.getByRole('button', { name: 'XÁC NHẬN' }).click();
  const skip = dialog.getByRole('button', { name: 'Bỏ qua' });
  await skip.or(page.getByTestId('user-menu')).first().waitFor();
  if (await skip.isVisible()) await skip.click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('user-menu').waitFor();
}
