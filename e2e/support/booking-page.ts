import type { Page } from 'playwright-core';

/** An hour button of the time block, free or marked taken ('9h30' or '9h30 (Đã kín)'). */
export const hourButton = (page: Page, hour: string) =>
  page.getByRole('button', { name: new RegExp(`^${hour}( \\(Đã kín\\))?$`) });
