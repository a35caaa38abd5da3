import { MOTIFS } from './motifs.ts';
import { BRAND, between, esc, leaf, n, type Rng, shade, svg } from './svg-kit.ts';

// Pictures of the home page's banners, vouchers, products and press: the brand's green and gold,
// the same drawn objects as the service pictures, and the texts the old pictures carried.

const FONT = 'font-family="system-ui,Segoe UI,Arial,sans-serif"';

function scene(names: [string, string], c: string, x: number, y: number, scale: number): string {
  const [main, second] = names;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})">` +
    `<ellipse cx="0" cy="150" rx="230" ry="24" fill="#000000" opacity=".12"/>` +
    `<g transform="translate(-120 40) scale(.8)">${MOTIFS[second](c)}</g>` +
    `<g transform="translate(70 0) scale(1.3)">${MOTIFS[main](c)}</g></g>`
  );
}

function glow(rng: Rng, w: number, h: number): string {
  let out = '';
  for (let i = 0; i < 6; i++)
    out += `<circle cx="${n(between(rng, 0, w))}" cy="${n(between(rng, 0, h))}" r="${n(between(rng, 30, h / 2.5))}" fill="#ffffff" opacity="${i % 2 ? '.06' : '.1'}"/>`;
  for (let i = 0; i < 4; i++)
    out += leaf(
      between(rng, 0, w),
      between(rng, 0, h),
      between(rng, 30, 60),
      between(rng, 0, 360),
      '#ffffff',
    ).replace('<path', '<path opacity=".12"');
  return out;
}

function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export interface BannerText {
  title: string;
  subtitle: string;
  cta?: string;
}

/** A hero banner: text and a button on the left, a scene on the right, brand green or a warm tone. */
export function bannerSvg(
  w: number,
  h: number,
  text: BannerText,
  names: [string, string],
  tone: string,
  rng: Rng,
): string {
  const wide = w / h > 2.5;
  const k = h / 375;
  const tx = wide ? w * 0.08 : 36 * k;
  const titleSize = (wide ? 64 : 40) * k * (wide ? 0.62 : 1);
  const sub = (wide ? 28 : 19) * k * (wide ? 0.62 : 1);
  const ink = shade(tone, 0.75);
  let body =
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone}"/><stop offset="1" stop-color="${shade(tone, 0.25)}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#b)"/>${glow(rng, w, h)}` +
    `<circle cx="${n(w * (wide ? 0.72 : 0.74))}" cy="${n(h * 0.52)}" r="${n(h * 0.44)}" fill="#ffffff" opacity=".14"/>` +
    scene(
      names,
      tone === BRAND.primary ? BRAND.primaryDark : shade(tone, -0.3),
      w * (wide ? 0.72 : 0.76),
      h * 0.45,
      (h / 400) * (wide ? 0.95 : 0.62),
    );
  const y = h * (wide ? 0.4 : 0.3);
  // The subtitle wraps so it never runs into the scene on the right.
  const lines = wrap(text.subtitle, wide ? 60 : 26);
  body += `<text x="${n(tx)}" y="${n(y)}" ${FONT} font-size="${n(titleSize)}" font-weight="800" fill="#ffffff">${esc(text.title)}</text>`;
  lines.forEach((line, i) => {
    body += `<text x="${n(tx)}" y="${n(y + sub * (2 + i * 1.4))}" ${FONT} font-size="${n(sub)}" fill="${ink}">${esc(line)}</text>`;
  });
  if (text.cta) {
    const bh = sub * 2.2;
    const bw = text.cta.length * sub * 0.72 + sub * 2;
    const by = y + sub * (2.6 + lines.length * 1.4);
    body +=
      `<rect x="${n(tx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" rx="${n(bh / 2)}" fill="${BRAND.accent}"/>` +
      `<text x="${n(tx + bw / 2)}" y="${n(by + bh * 0.66)}" ${FONT} font-size="${n(sub * 0.9)}" font-weight="800" text-anchor="middle" fill="${BRAND.text}">${esc(text.cta)}</text>`;
  }
  return svg(w, h, text.title, body);
}

/** A wide picture without text (slides, blocks, videos, blog): a scene on a tinted background. */
export function sceneSvg(
  w: number,
  h: number,
  label: string,
  names: [string, string],
  bg: string,
  c: string,
  rng: Rng,
): string {
  const scale = Math.min(w / 640, h / 400) * 0.9;
  const body =
    `<rect width="${w}" height="${h}" fill="${bg}"/>` +
    `<g opacity=".9">${glow(rng, w, h).replaceAll('#ffffff', shade(bg, -0.12))}</g>` +
    `<circle cx="${n(w / 2 + 40 * scale)}" cy="${n(h / 2)}" r="${n(h * 0.4)}" fill="#ffffff" opacity=".5"/>` +
    scene(names, c, w / 2, h / 2 - 20 * scale, scale) +
    `<text x="24" y="${h - 20}" ${FONT} font-size="18" font-weight="800" letter-spacing="3" fill="${c}" opacity=".55">MOYO</text>`;
  return svg(w, h, label, body);
}

/** A folded newspaper with the publication's name on it. */
export function pressSvg(label: string, paper: string, rng: Rng): string {
  const lines = Array.from({ length: 6 }, (_, i) => {
    const wdt = between(rng, 120, 200);
    return `<rect x="${i < 3 ? 250 : 420}" y="${200 + (i % 3) * 34}" width="${n(i < 3 ? wdt : wdt * 0.7)}" height="14" rx="7" fill="#c9cfcc"/>`;
  }).join('');
  const body =
    `<rect width="800" height="450" fill="${BRAND.mint}"/>${glow(rng, 800, 450).replaceAll('#ffffff', '#cfe0d7')}` +
    `<g transform="rotate(-4 400 225)"><rect x="220" y="70" width="400" height="310" rx="6" fill="#ffffff"/>` +
    `<rect x="220" y="70" width="400" height="70" rx="6" fill="${paper}"/>` +
    `<text x="420" y="117" ${FONT} font-size="34" font-weight="800" text-anchor="middle" fill="#ffffff">${esc(label)}</text>` +
    `<rect x="250" y="160" width="340" height="20" rx="4" fill="${BRAND.text}"/>${lines}` +
    `<rect x="420" y="300" width="170" height="60" rx="6" fill="${BRAND.primary}" opacity=".85"/>` +
    `${leaf(470, 345, 60, -40, BRAND.accent)}</g>`;
  return svg(800, 450, label, body);
}

type Pack = 'bottle' | 'tube' | 'jar' | 'dropper' | 'oil' | 'spray';

/** A product packshot: the pack, the brand label, herbs at its foot. */
export function productSvg(label: string, pack: Pack, colour: string, rng: Rng): string {
  const cap = shade(colour, -0.3);
  const packs: Record<Pack, string> = {
    bottle: `<rect x="150" y="110" width="100" height="210" rx="26" fill="#ffffff"/><rect x="175" y="74" width="50" height="40" rx="6" fill="${cap}"/><rect x="150" y="190" width="100" height="70" fill="${colour}"/>`,
    tube: `<path d="M140 110h120l-14 210h-92z" fill="#ffffff"/><rect x="138" y="96" width="124" height="20" rx="4" fill="${cap}"/><rect x="180" y="320" width="40" height="22" rx="4" fill="${cap}"/><path d="M146 180h108l-5 70h-98z" fill="${colour}"/>`,
    jar: `<rect x="115" y="190" width="170" height="130" rx="22" fill="#ffffff"/><rect x="108" y="160" width="184" height="40" rx="10" fill="${cap}"/><rect x="115" y="230" width="170" height="50" fill="${colour}"/>`,
    dropper: `<rect x="160" y="160" width="80" height="160" rx="18" fill="${colour}"/><rect x="172" y="130" width="56" height="34" rx="5" fill="${BRAND.accent}"/><rect x="188" y="78" width="24" height="56" rx="12" fill="${cap}"/><rect x="168" y="210" width="64" height="60" rx="6" fill="#ffffff"/>`,
    oil: `<path d="M170 150h60l20 40v130h-100v-130z" fill="${shade(colour, 0.35)}"/><rect x="180" y="104" width="40" height="48" rx="6" fill="${cap}"/><rect x="150" y="220" width="100" height="60" fill="#ffffff"/>`,
    spray: `<rect x="155" y="150" width="90" height="170" rx="20" fill="#ffffff"/><rect x="175" y="112" width="50" height="40" rx="6" fill="${cap}"/><path d="M225 118h34v14h-34z" fill="${cap}"/><path d="M270 112l24-10M270 125h26M270 138l24 10" stroke="#5aa9e6" stroke-width="4" stroke-linecap="round"/><rect x="155" y="200" width="90" height="66" fill="${colour}"/>`,
  };
  const labelY = { bottle: 232, tube: 222, jar: 262, dropper: 246, oil: 256, spray: 240 }[pack];
  const body =
    `<rect width="400" height="400" fill="${shade(colour, 0.82)}"/>${glow(rng, 400, 400).replaceAll('#ffffff', shade(colour, 0.6))}` +
    `<ellipse cx="200" cy="330" rx="130" ry="16" fill="${shade(colour, 0.5)}"/>` +
    leaf(110, 320, 70, -150, '#3d9b6f') +
    leaf(290, 320, 70, -30, '#2f7d57') +
    packs[pack] +
    `<text x="200" y="${labelY}" ${FONT} font-size="18" font-weight="800" letter-spacing="2" text-anchor="middle" fill="${pack === 'dropper' || pack === 'oil' ? BRAND.primary : '#ffffff'}">MOYO</text>`;
  return svg(400, 400, label, body);
}

/** A voucher ticket with the offer (a price or a discount) in large type. */
export function voucherSvg(label: string, offer: string, tone: string, motif: string): string {
  const body =
    `<rect width="480" height="240" rx="18" fill="${tone}"/>` +
    `<circle cx="300" cy="0" r="16" fill="#ffffff"/><circle cx="300" cy="240" r="16" fill="#ffffff"/>` +
    `<path d="M300 26v188" stroke="#ffffff" stroke-width="3" stroke-dasharray="8 8" opacity=".6"/>` +
    `<text x="150" y="140" ${FONT} font-size="${offer.length > 3 ? 70 : 84}" font-weight="800" text-anchor="middle" fill="#ffffff">${esc(offer)}</text>` +
    `<text x="150" y="190" ${FONT} font-size="18" font-weight="800" letter-spacing="4" text-anchor="middle" fill="${BRAND.accent}">MOYO</text>` +
    `<circle cx="392" cy="120" r="62" fill="#ffffff" opacity=".9"/>` +
    `<g transform="translate(392 124) scale(.42)">${MOTIFS[motif](tone)}</g>`;
  return svg(480, 240, label, body);
}
