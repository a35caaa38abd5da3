import { BRAND, between, n, pickOf, type Rng, shade, svg } from './svg-kit.ts';

// A stylised portrait for each stylist and skinner: face shape, skin tone, hair style and colour,
// clothing, accessories and background all come from a random seeded by the staff id.

const BACKGROUNDS = ['#e4efe9', '#fbefd9', '#f7e1dd', '#e2ecf6', '#ece4f4', '#e9f0dc', '#f3e7d7', '#dcefee'];
const SKINS = ['#f6d7bd', '#efc6a3', '#e2b18c', '#d39e78', '#b98462', '#f3cfb3', '#e8bb95'];
const HAIRS = [
  '#1f1612',
  '#2b1d16',
  '#2b1d16',
  '#3b2a20',
  '#4a3426',
  '#5b3a29',
  '#7a4a2c',
  '#8c5a3c',
  '#a0522d',
];
const RARE_HAIRS = ['#c9a063', '#6d6a72', '#7b3b4e'];
const CLOTHES = [
  BRAND.primary,
  BRAND.primary,
  '#1d2522',
  BRAND.accent,
  '#ffffff',
  '#8a2f45',
  '#2f5f8a',
  '#6b4f8a',
  '#c8643b',
];

const MALE_STYLES = ['short', 'sidepart', 'quiff', 'buzz', 'curly', 'undercut'] as const;
const FEMALE_STYLES = ['bob', 'long', 'bun', 'ponytail', 'wavy', 'pixie'] as const;
type Style = (typeof MALE_STYLES)[number] | (typeof FEMALE_STYLES)[number];

interface Face {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

/** Control y of a cubic whose peak (t = 0.5, both controls equal) is at `peak`. */
const ctrl = (peak: number, base: number) => (peak - 0.25 * base) / 0.75;

function cap(f: Face, hair: string, peakLift: number, sideDrop: number, fringeY: number): string {
  const l = f.cx - f.rx - 3;
  const r = f.cx + f.rx + 3;
  const base = f.cy + sideDrop;
  const c = ctrl(f.cy - f.ry - peakLift, base);
  return (
    `<path fill="${hair}" d="M${n(l)} ${n(base)}C${n(l)} ${n(c)} ${n(r)} ${n(c)} ${n(r)} ${n(base)}` +
    `L${n(r - 4)} ${n(f.cy - 4)}C${n(f.cx + 10)} ${n(fringeY)} ${n(f.cx - 10)} ${n(fringeY)} ${n(l + 4)} ${n(f.cy - 4)}Z"/>`
  );
}

function backHair(style: Style, f: Face, hair: string): string {
  const l = f.cx - f.rx - 7;
  const r = f.cx + f.rx + 7;
  const top = f.cy - f.ry - 6;
  if (style === 'bob')
    return `<path fill="${hair}" d="M${n(l)} ${n(f.cy)}C${n(l)} ${n(top - 8)} ${n(r)} ${n(top - 8)} ${n(r)} ${n(f.cy)}L${n(r)} ${n(f.cy + 20)}Q${n(f.cx)} ${n(f.cy + 28)} ${n(l)} ${n(f.cy + 20)}Z"/>`;
  if (style === 'long')
    return `<path fill="${hair}" d="M${n(l)} ${n(f.cy)}C${n(l)} ${n(top - 8)} ${n(r)} ${n(top - 8)} ${n(r)} ${n(f.cy)}L${n(r + 4)} 100L${n(l - 4)} 100Z"/>`;
  if (style === 'wavy') {
    const waves = [0, 1, 2, 3]
      .map((i) => `Q${n(r + 8 - (i % 2) * 8)} ${n(f.cy + 12 + i * 10)} ${n(r + 2)} ${n(f.cy + 17 + i * 10)}`)
      .join('');
    return `<path fill="${hair}" d="M${n(l)} ${n(f.cy)}C${n(l)} ${n(top - 8)} ${n(r)} ${n(top - 8)} ${n(r)} ${n(f.cy)}${waves}L${n(l - 2)} ${n(f.cy + 57)}Q${n(l - 10)} ${n(f.cy + 30)} ${n(l)} ${n(f.cy)}Z"/>`;
  }
  if (style === 'ponytail')
    return `<path fill="${hair}" d="M${n(r - 6)} ${n(f.cy - 14)}C${n(r + 16)} ${n(f.cy - 10)} ${n(r + 14)} ${n(f.cy + 26)} ${n(r + 4)} ${n(f.cy + 40)}C${n(r + 2)} ${n(f.cy + 22)} ${n(r - 2)} ${n(f.cy + 6)} ${n(r - 8)} ${n(f.cy - 2)}Z"/>`;
  return '';
}

function frontHair(style: Style, f: Face, hair: string, rng: Rng): string {
  const top = f.cy - f.ry;
  switch (style) {
    case 'short':
      return cap(f, hair, 5, -2, top + 6);
    case 'buzz':
      return cap(f, hair, 2, -4, top + 3).replace('<path', '<path opacity=".85"');
    case 'sidepart':
      return (
        cap(f, hair, 6, -2, top + 2) +
        `<path fill="${hair}" d="M${n(f.cx - 6)} ${n(top - 4)}Q${n(f.cx - f.rx)} ${n(top + 2)} ${n(f.cx - f.rx - 2)} ${n(f.cy - 6)}L${n(f.cx - 2)} ${n(top + 4)}Z"/>` +
        `<path d="M${n(f.cx - 6)} ${n(top - 5)}L${n(f.cx - 9)} ${n(top + 2)}" stroke="${shade(hair, 0.25)}" stroke-width="1.5"/>`
      );
    case 'quiff':
      return (
        cap(f, hair, 4, -3, top + 5) +
        `<ellipse cx="${n(f.cx + 3)}" cy="${n(top - 4)}" rx="${n(f.rx - 2)}" ry="8" transform="rotate(-8 ${n(f.cx)} ${n(top)})" fill="${hair}"/>`
      );
    case 'undercut':
      return (
        cap(f, shade(hair, 0.3), 2, -2, top + 4).replace('<path', '<path opacity=".7"') +
        `<path fill="${hair}" d="M${n(f.cx - f.rx + 1)} ${n(top + 6)}C${n(f.cx - f.rx)} ${n(top - 12)} ${n(f.cx + f.rx + 6)} ${n(top - 14)} ${n(f.cx + f.rx + 2)} ${n(top + 4)}Q${n(f.cx)} ${n(top + 2)} ${n(f.cx - f.rx + 1)} ${n(top + 6)}Z"/>`
      );
    case 'curly': {
      let out = cap(f, hair, 4, -4, top + 6);
      for (let a = 195; a <= 345; a += 18) {
        const rad = (a * Math.PI) / 180;
        const x = f.cx + Math.cos(rad) * (f.rx + 1);
        const y = f.cy - 3 + Math.sin(rad) * (f.ry + 2);
        out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(rng, 6, 8.5))}" fill="${hair}"/>`;
      }
      return out;
    }
    case 'bob':
      return (
        cap(f, hair, 6, 0, top + 12) +
        `<path fill="${hair}" d="M${n(f.cx - f.rx - 2)} ${n(top + 4)}L${n(f.cx + f.rx + 2)} ${n(top + 4)}L${n(f.cx + f.rx)} ${n(top + 13)}L${n(f.cx - f.rx)} ${n(top + 13)}Z"/>`
      );
    case 'long':
      return (
        cap(f, hair, 6, 8, top + 4) +
        `<path fill="${hair}" d="M${n(f.cx)} ${n(top - 4)}Q${n(f.cx - f.rx + 2)} ${n(top + 4)} ${n(f.cx - f.rx - 1)} ${n(f.cy + 10)}L${n(f.cx - f.rx - 4)} ${n(f.cy)}Z"/>`
      );
    case 'wavy':
      return (
        cap(f, hair, 7, 4, top + 3) +
        `<path fill="${hair}" d="M${n(f.cx + 8)} ${n(top - 4)}Q${n(f.cx - 10)} ${n(top + 4)} ${n(f.cx - f.rx)} ${n(f.cy - 2)}L${n(f.cx - f.rx - 4)} ${n(f.cy - 8)}Z"/>`
      );
    case 'bun':
      return (
        `<circle cx="${n(f.cx)}" cy="${n(top - 8)}" r="11" fill="${hair}"/>` +
        cap(f, hair, 4, -3, top + 5) +
        `<path d="M${n(f.cx - 8)} ${n(top - 2)}Q${n(f.cx)} ${n(top + 1)} ${n(f.cx + 8)} ${n(top - 2)}" stroke="${shade(hair, 0.3)}" stroke-width="1.5" fill="none"/>`
      );
    case 'ponytail':
      return (
        cap(f, hair, 5, -3, top + 5) +
        `<circle cx="${n(f.cx + f.rx - 1)}" cy="${n(f.cy - 14)}" r="3" fill="${BRAND.accent}"/>`
      );
    default:
      return (
        cap(f, hair, 4, -2, top + 8) +
        `<path fill="${hair}" d="M${n(f.cx + f.rx)} ${n(top + 2)}Q${n(f.cx - 4)} ${n(top + 2)} ${n(f.cx - f.rx - 1)} ${n(top + 16)}L${n(f.cx - f.rx - 2)} ${n(top + 6)}Z"/>`
      );
  }
}

function clothes(rng: Rng, color: string, skin: string): string {
  const dark = shade(color, -0.18);
  const neckline = pickOf(rng, ['v', 'round', 'collar', 'apron'] as const);
  let out = `<path fill="${color}" d="M12 120C14 98 34 87 60 87C86 87 106 98 108 120Z"/>`;
  if (neckline === 'v') out += `<path fill="${skin}" d="M50 87L60 102L70 87Z"/>`;
  if (neckline === 'round') out += `<path fill="${skin}" d="M49 87Q60 97 71 87Z"/>`;
  if (neckline === 'collar')
    out += `<path fill="${skin}" d="M52 87L60 97L68 87Z"/><path fill="${shade(color, 0.45)}" d="M47 88L60 98L53 104ZM73 88L60 98L67 104Z"/>`;
  if (neckline === 'apron')
    out += `<path fill="${skin}" d="M50 87Q60 95 70 87Z"/><path fill="${color === BRAND.primary ? BRAND.cream : BRAND.primary}" d="M44 98L76 98L80 120L40 120Z"/><path d="M44 98L40 89M76 98L80 89" stroke="${dark}" stroke-width="2"/>`;
  // The chain's small gold badge on the chest.
  out += `<circle cx="${neckline === 'apron' ? 60 : 80}" cy="${neckline === 'apron' ? 108 : 104}" r="3.2" fill="${color === BRAND.accent ? BRAND.primary : BRAND.accent}"/>`;
  return out;
}

function face(f: Face, skin: string, rng: Rng, female: boolean): string {
  const eyeY = f.cy + 1;
  const dx = f.rx * 0.42;
  const brow = shade(skin, -0.55);
  const eyeR = between(rng, 1.9, 2.5);
  const smile = between(rng, 3, 6);
  let out =
    `<ellipse cx="${n(f.cx - f.rx)}" cy="${n(f.cy + 3)}" rx="3.5" ry="5" fill="${shade(skin, -0.06)}"/>` +
    `<ellipse cx="${n(f.cx + f.rx)}" cy="${n(f.cy + 3)}" rx="3.5" ry="5" fill="${shade(skin, -0.06)}"/>` +
    `<ellipse cx="${f.cx}" cy="${f.cy}" rx="${n(f.rx)}" ry="${n(f.ry)}" fill="${skin}"/>` +
    `<circle cx="${n(f.cx - dx)}" cy="${n(eyeY)}" r="${n(eyeR)}" fill="#2a1f1a"/>` +
    `<circle cx="${n(f.cx + dx)}" cy="${n(eyeY)}" r="${n(eyeR)}" fill="#2a1f1a"/>` +
    `<path d="M${n(f.cx - dx - 4)} ${n(eyeY - 6)}q4 -2 8 0M${n(f.cx + dx - 4)} ${n(eyeY - 6)}q4 -2 8 0" stroke="${brow}" stroke-width="1.6" fill="none" stroke-linecap="round"/>` +
    `<path d="M${n(f.cx - 5)} ${n(f.cy + 11)}Q${f.cx} ${n(f.cy + 11 + smile)} ${n(f.cx + 5)} ${n(f.cy + 11)}" stroke="#9a4a3a" stroke-width="1.8" fill="none" stroke-linecap="round"/>`;
  if (female || rng() < 0.3) {
    const blush = female ? '#e98a7a' : '#d98a70';
    out += `<circle cx="${n(f.cx - dx - 3)}" cy="${n(f.cy + 8)}" r="3.2" fill="${blush}" opacity=".35"/><circle cx="${n(f.cx + dx + 3)}" cy="${n(f.cy + 8)}" r="3.2" fill="${blush}" opacity=".35"/>`;
  }
  return out;
}

export interface StaffPortrait {
  id: number;
  name: string;
  female: boolean;
  skinner: boolean;
}

export function avatarSvg(p: StaffPortrait, rng: Rng): string {
  const bg = pickOf(rng, BACKGROUNDS);
  const skin = pickOf(rng, SKINS);
  const hair = rng() < 0.1 ? pickOf(rng, RARE_HAIRS) : pickOf(rng, HAIRS);
  const style: Style = p.female ? pickOf(rng, FEMALE_STYLES) : pickOf(rng, MALE_STYLES);
  // Skinners wear the chain's white or mint coat; stylists anything from the palette.
  const cloth = p.skinner ? pickOf(rng, ['#ffffff', '#d8ede4', BRAND.primary]) : pickOf(rng, CLOTHES);
  const f: Face = { cx: 60, cy: 54, rx: between(rng, 16.5, 20), ry: between(rng, 20.5, 23.5) };
  const backdrop =
    `<rect width="120" height="120" fill="${bg}"/>` +
    `<circle cx="${n(between(rng, 30, 90))}" cy="${n(between(rng, 20, 60))}" r="${n(between(rng, 40, 56))}" fill="${shade(bg, -0.05)}"/>`;
  let body =
    backHair(style, f, hair) +
    clothes(rng, cloth, skin) +
    `<rect x="53" y="${n(f.cy + f.ry - 8)}" width="14" height="${n(96 - f.cy - f.ry)}" rx="5" fill="${shade(skin, -0.08)}"/>` +
    face(f, skin, rng, p.female) +
    frontHair(style, f, hair, rng);
  if (!p.female && rng() < 0.16)
    body += `<path fill="${hair}" opacity=".85" d="M${n(f.cx - f.rx + 2)} ${n(f.cy + 4)}Q${n(f.cx - f.rx + 3)} ${n(f.cy + f.ry + 2)} ${f.cx} ${n(f.cy + f.ry + 1)}Q${n(f.cx + f.rx - 3)} ${n(f.cy + f.ry + 2)} ${n(f.cx + f.rx - 2)} ${n(f.cy + 4)}Q${n(f.cx + 6)} ${n(f.cy + 15)} ${f.cx} ${n(f.cy + 15)}Q${n(f.cx - 6)} ${n(f.cy + 15)} ${n(f.cx - f.rx + 2)} ${n(f.cy + 4)}Z"/>`;
  if (rng() < 0.14) {
    const dx = f.rx * 0.42;
    body += `<g fill="none" stroke="#2a2a2a" stroke-width="1.6"><circle cx="${n(f.cx - dx)}" cy="${n(f.cy + 1)}" r="5.5"/><circle cx="${n(f.cx + dx)}" cy="${n(f.cy + 1)}" r="5.5"/><path d="M${n(f.cx - dx + 5.5)} ${n(f.cy + 1)}h${n(2 * dx - 11)}"/></g>`;
  }
  if (p.female && rng() < 0.35)
    body += `<circle cx="${n(f.cx - f.rx)}" cy="${n(f.cy + 10)}" r="1.8" fill="${BRAND.accent}"/><circle cx="${n(f.cx + f.rx)}" cy="${n(f.cy + 10)}" r="1.8" fill="${BRAND.accent}"/>`;
  // Drawn a little larger than the 120 box so the head fills a round avatar.
  return svg(120, 120, p.name, `${backdrop}<g transform="matrix(1.3 0 0 1.3 -18 -10)">${body}</g>`);
}
