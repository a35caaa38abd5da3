import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { draftWithSalon1 } from './support/booking-page.ts';
import { dayAfter, TEST_NOW } from './support/clock.ts';
import { useSite } from './support/site.ts';
import { nameWords, vietnameseShare } from './support/vietnamese-share.ts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/h30en-shots';
const TODAY = dayAfter(TEST_NOW, 0).ddMmYyyy;
const SIZES = [
  { name: '375', viewport: { width: 375, height: 812 } },
  { name: '1280', viewport: { width: 1280, height: 900 } },
] as const;

describe('English mode in Chromium', () => {
  const { site, newContext } = useSite();

  async function names(): Promise<Set<string>> {
    const db = site.handle.db;
    const [salons, staff, provinces, districts] = await Promise.all([
      db.selectFrom('salon').select(['name', 'address', 'address_new', 'address_note']).execute(),
      db.selectFrom('staff').select('name').execute(),
      db.selectFrom('province').select('name').execute(),
      db.selectFrom('district').select('name').execute(),
    ]);
    return nameWords([
      ...salons.flatMap((s) => [s.name, s.address, s.address_new, s.address_note ?? '']),
      ...staff.map((s) => s.name),
      ...provinces.map((p) => p.name),
      ...districts.map((d) => d.name),
    ]);
  }

  /** Scrolls to the end as a visitor does, so every lazily loaded block is drawn, then reads the text. */
  async function visibleText(page: Page): Promise<string> {
    for (let i = 0; i < 30; i++) {
      const done = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.body.scrollHeight - 2;
      });
      await page.waitForTimeout(150);
      if (done) break;
    }
    await page.waitForLoadState('networkidle');
    return page.evaluate(() => document.body.innerText);
  }

  async function chooseEnglish(page: Page): Promise<void> {
    await page.goto(`${site.baseUrl}/`);
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
  }

  for (const { name, viewport } of SIZES) {
    it(`${name} px: / and step 2 read in English (Vietnamese words ≤ 10 %, names aside)`, async () => {
      const ctx = await newContext({ viewport });
      const page = await ctx.newPage();
      await chooseEnglish(page);
      const placeNames = await names();
      await page.screenshot({ path: `${SHOTS}/home-en-${name}.png` });
      const homeText = await visibleText(page);
      const home = vietnameseShare(homeText, placeNames);
      await page.screenshot({ path: `${SHOTS}/home-en-full-${name}.png`, fullPage: true });

      await page.addInitScript((value) => {
        if (!sessionStorage.getItem('booking-draft-v1')) sessionStorage.setItem('booking-draft-v1', value);
      }, draftWithSalon1(TODAY));
      await page.goto(`${site.baseUrl}/booking?salonId=1&phone=0&step=0`);
      await page.getByRole('button', { name: 'See all our services' }).waitFor();
      await page.screenshot({ path: `${SHOTS}/step0-en-${name}.png`, fullPage: true });
      await page.getByRole('button', { name: 'See all our services' }).click();
      await page.locator('.svc-card').first().waitFor();
      await page.screenshot({ path: `${SHOTS}/step2-en-${name}.png` });
      const step2Text = await visibleText(page);
      const step2 = vietnameseShare(step2Text, placeNames);
      // Logged for the record: the share with names counted too, and what is still Vietnamese.
      const counted = (text: string) => vietnameseShare(text, new Set()).share.toFixed(3);
      console.log(
        `${name} px /: ${home.share.toFixed(3)} of ${home.words} (names counted: ${counted(homeText)})`,
        home.vietnamese.join(' '),
      );
      console.log(
        `${name} px step 2: ${step2.share.toFixed(3)} of ${step2.words} (names counted: ${counted(step2Text)})`,
        step2.vietnamese.join(' '),
      );
      expect(home.share).toBeLessThanOrEqual(0.1);
      expect(step2.share).toBeLessThanOrEqual(0.1);
      await ctx.close();
    });
  }
});
