import type { Page } from 'playwright-core';
import { createSession } from '../../apps/api/src/http/sessions.ts';
import { outboxCodes } from './booking-page.ts';
import type { RunningSite } from './server.ts';

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

/**
 * A registered customer's session token for a local phone ('09…'), as an OTP login gives (an
 * unregistered one counts as logged out, 000 §4): the customer is made on first use. Pass it to
 * logInContext, or as a Bearer token to the API.
 */
export async function sessionFor(site: RunningSite, local: string, now: Date): Promise<string> {
  const phone = `+84${local.slice(1)}`;
  const db = site.handle.db;
  await db
    .insertInto('customer')
    .values({ phone, registered_at: now })
    .onConflict((oc) => oc.column('phone').doUpdateSet({ registered_at: now }))
    .execute();
  const row = await db
    .selectFrom('customer')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  return createSession(db, row.id, now);
}
