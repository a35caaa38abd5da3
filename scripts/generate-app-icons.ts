// Writes the installed app's icons (apps/web/public/icons/app-*.png) from the brand's mark, the same
// drawing as favicon.svg: 192 and 512 px with its rounded corners, and a maskable 512 px whose colour
// fills the square and whose mark stays inside the central safe circle (80 % of the side), so a
// launcher's circle or squircle crop never cuts it. Rasterised by the test browser (Chromium): the
// image tooling draws SVG only. Run after changing the mark: `npx tsx scripts/generate-app-icons.ts`.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/support/browser.ts';

const PUBLIC = join(import.meta.dirname, '../apps/web/public');
const OUT = join(PUBLIC, 'icons');

/** The mark's path and colour, read from the favicon so the two never differ. */
function brandMark(): { path: string; colour: string } {
  const svg = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');
  const path = /<path d="([^"]+)"/.exec(svg)?.[1];
  const colour = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1];
  if (!path || !colour) throw new Error('favicon.svg: no mark path or colour');
  return { path, colour };
}

function iconSvg(size: number, maskable: boolean): string {
  const { path, colour } = brandMark();
  // The mark spans 32 of the favicon's 64 units; maskable scales it to 0.6 of that so it sits in the safe circle.
  const scale = maskable ? 0.6 : 1;
  const offset = 32 * (1 - scale);
  const background = maskable
    ? `<rect width="64" height="64" fill="${colour}"/>`
    : `<rect width="64" height="64" rx="14" fill="${colour}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">${background}<g transform="translate(${offset} ${offset}) scale(${scale})"><path d="${path}" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></g></svg>`;
}

const ICONS = [
  { file: 'app-192.png', size: 192, maskable: false },
  { file: 'app-512.png', size: 512, maskable: false },
  { file: 'app-maskable-512.png', size: 512, maskable: true },
];

const browser = await launchBrowser();
try {
  mkdirSync(OUT, { recursive: true });
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${iconSvg(icon.size, icon.maskable)}</body></html>`,
    );
    await page.screenshot({ path: join(OUT, icon.file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
