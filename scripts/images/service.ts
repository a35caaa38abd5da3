import { MOTIFS } from './motifs.ts';
import { BRAND, between, leaf, n, type Rng, shade, svg } from './svg-kit.ts';

// A picture per service and per service group: the group decides the objects drawn (basin, herbs,
// scissors...), the category its colours, the version (Cao cấp, VIP...) a badge; placement,
// scale, mirroring and the decoration come from a random seeded by the id.

/** Main and secondary objects of each service group. */
const GROUP_MOTIFS: Record<number, [string, string]> = {
  101: ['basin', 'herbs'],
  102: ['basin', 'towels'],
  103: ['basin', 'towels'],
  104: ['basin', 'bottle'],
  201: ['scope', 'bottle'],
  202: ['scope', 'bottle'],
  203: ['salt', 'stones'],
  204: ['grapefruit', 'bottle'],
  205: ['charcoal', 'towels'],
  301: ['head', 'scissors'],
  302: ['longhair', 'scissors'],
  303: ['waves', 'bottle'],
  304: ['dye', 'longhair'],
  305: ['dryer', 'waves'],
  401: ['hands', 'stones'],
  402: ['mask', 'bottle'],
  403: ['tools', 'mask'],
  404: ['foot', 'herbs'],
  405: ['eyes', 'herbs'],
};

/** The extra objects a service brings beyond its group's (add-ons, versions). */
const SERVICE_MOTIFS: Record<number, string> = {
  1014: 'grapefruit',
  1015: 'bottle',
  1016: 'herbs',
  2034: 'salt',
  3052: 'head',
  4012: 'towels',
  4013: 'towels',
};

function decoration(rng: Rng, c: string, bg: string, w: number, h: number): string {
  let out = '';
  for (let i = 0; i < 3; i++)
    out += `<circle cx="${n(between(rng, 0, w))}" cy="${n(between(rng, 0, h))}" r="${n(between(rng, 50, 130))}" fill="${shade(bg, i % 2 ? 0.45 : -0.05)}" opacity=".8"/>`;
  for (let i = 0; i < 4; i++) {
    const x = between(rng, 20, w - 20);
    const y = between(rng, 20, h - 20);
    out +=
      i % 2
        ? leaf(x, y, between(rng, 24, 40), between(rng, 0, 360), shade(c, 0.55))
        : `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(rng, 4, 9))}" fill="${BRAND.accent}" opacity=".7"/>`;
  }
  return out;
}

/** Premium versions get a gold crest (the card prints the version name; small text here would not read). */
function crest(version: string, w: number): string {
  if (!/VIP|Cao cấp|Chuyên sâu/.test(version)) return '';
  const stars = version === 'VIP' ? 3 : 1;
  let out = `<g transform="translate(${w - 64} 62)"><circle r="40" fill="${BRAND.accent}"/><circle r="32" fill="none" stroke="#ffffff" stroke-width="3"/>`;
  for (let i = 0; i < stars; i++) {
    const x = stars === 1 ? 0 : (i - 1) * 19;
    const y = stars === 1 ? 2 : i === 1 ? -5 : 5;
    const s = stars === 1 ? 1.7 : 0.95;
    out += `<path transform="translate(${x} ${y}) scale(${s})" d="M0-11l3.2 6.6 7.3 1-5.3 5.1 1.3 7.2L0 5.5l-6.5 3.4 1.3-7.2-5.3-5.1 7.3-1z" fill="#ffffff"/>`;
  }
  return `${out}</g>`;
}

function place(name: string, c: string, x: number, y: number, scale: number, flip: boolean): string {
  const motif = MOTIFS[name];
  if (!motif) throw new Error(`images: unknown motif ${name}`);
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(flip ? -scale : scale)} ${n(scale)})">${motif(c)}</g>`;
}

export interface ServicePicture {
  id: number;
  label: string;
  group: number;
  version?: string;
  bg: string;
  fg: string;
  /** Combos: the groups of the bundled services, drawn side by side. */
  comboGroups?: number[];
  /** Main and secondary objects when not the group's (pictures of the home page). */
  motifs?: [string, string];
  width?: number;
  height?: number;
}

export function serviceSvg(p: ServicePicture, rng: Rng): string {
  const bg = p.bg.toLowerCase();
  const c = p.fg;
  const w = p.width ?? 640;
  const h = p.height ?? 400;
  let body = `<rect width="${w}" height="${h}" fill="${bg}"/>${decoration(rng, c, bg, w, h)}`;
  // The scene is drawn in a 640 x 400 box centred in the picture.
  body += `<g transform="translate(${n((w - 640) / 2)} ${n((h - 400) / 2)})">`;
  body += `<ellipse cx="320" cy="352" rx="250" ry="26" fill="${shade(bg, -0.1)}"/>`;
  if (p.comboGroups && p.comboGroups.length > 0) {
    const groups = p.comboGroups;
    const step = 560 / groups.length;
    groups.forEach((g, i) => {
      const x = 40 + step * (i + 0.5);
      body += place(GROUP_MOTIFS[g][0], c, x, 210, groups.length > 2 ? 0.95 : 1.2, false);
      if (i > 0)
        body += `<circle cx="${n(x - step / 2)}" cy="210" r="22" fill="${BRAND.accent}"/><path d="M${n(x - step / 2 - 10)} 210h20M${n(x - step / 2)} 200v20" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>`;
    });
  } else {
    const [main, second] = p.motifs ?? GROUP_MOTIFS[p.group];
    const extra = p.motifs ? second : (SERVICE_MOTIFS[p.id] ?? second);
    const mainLeft = rng() < 0.5;
    const mainX = mainLeft ? between(rng, 220, 270) : between(rng, 370, 420);
    body += place(
      extra,
      c,
      mainLeft ? between(rng, 470, 520) : between(rng, 120, 170),
      between(rng, 230, 260),
      between(rng, 0.75, 0.95),
      rng() < 0.3,
    );
    body += place(main, c, mainX, between(rng, 190, 215), between(rng, 1.25, 1.5), rng() < 0.35);
  }
  body += '</g>';
  if (p.version) body += crest(p.version, w);
  body += `<text x="24" y="${h - 18}" font-family="system-ui,Segoe UI,Arial,sans-serif" font-size="16" font-weight="800" letter-spacing="3" fill="${c}" opacity=".55">MOYO</text>`;
  return svg(w, h, p.label, body);
}

/** A round picture for the home page's "why us" list: one object on a soft disc. */
export function iconSvg(label: string, motif: string, bg: string, c: string): string {
  return svg(
    160,
    160,
    label,
    `<circle cx="80" cy="80" r="80" fill="${bg}"/><circle cx="80" cy="80" r="64" fill="#ffffff" opacity=".55"/>${place(motif, c, 80, 84, 0.46, false)}`,
  );
}
