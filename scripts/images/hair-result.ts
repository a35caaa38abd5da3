import type { StyleKind } from '../../apps/api/src/db/seed/style-pictures.ts';
import { BRAND, between, leaf, n, pickOf, type Rng, shade, svg } from './svg-kit.ts';

// Pictures of a finished visit that show the hair, never a face (decision 0138): a head seen from
// behind (short cut, long smooth hair, airy volume), a magnified clean scalp, the crown from above, and
// hair strands up close. The first three are the lookbooks' finished styles; the last three fit any
// customer, so a visit's "after" photos never show someone else (a woman for a man, or a stranger).

type ResultKind = StyleKind;

const BACKGROUNDS = ['#e4efe9', '#fbefd9', '#e2ecf6', '#ece4f4', '#e9f0dc', '#f3e7d7', '#dcefee'];
const SKINS = ['#f6d7bd', '#efc6a3', '#e2b18c', '#d39e78', '#b98462', '#e8bb95'];
const HAIRS = ['#1f1612', '#2b1d16', '#3b2a20', '#4a3426', '#5b3a29', '#7a4a2c', '#8c5a3c'];
const CLOTHES = [BRAND.primary, '#1d2522', '#ffffff', '#8a2f45', '#2f5f8a', '#6b4f8a', '#c8643b'];
const S = 240;

interface Palette {
  bg: string;
  skin: string;
  hair: string;
  cloth: string;
}

function palette(rng: Rng): Palette {
  return {
    bg: pickOf(rng, BACKGROUNDS),
    skin: pickOf(rng, SKINS),
    hair: pickOf(rng, HAIRS),
    cloth: pickOf(rng, CLOTHES),
  };
}

/** Glossy bands: the look of freshly washed hair. */
function shine(x: number, y: number, w: number, count: number, hair: string): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const dy = y + i * 9;
    out += `<path d="M${n(x)} ${n(dy)}q${n(w / 2)} -8 ${n(w)} 0" fill="none" stroke="${shade(hair, 0.45)}" stroke-width="3" stroke-linecap="round" opacity=".55"/>`;
  }
  return out;
}

/** Shoulders, neck and ears seen from behind. */
function backBody(p: Palette): string {
  return (
    `<path d="M40 240C44 190 78 176 120 176S196 190 200 240Z" fill="${p.cloth}"/>` +
    `<path d="M40 240C44 190 78 176 120 176S196 190 200 240" fill="none" stroke="${shade(p.cloth, -0.2)}" stroke-width="2"/>` +
    `<rect x="102" y="140" width="36" height="44" rx="14" fill="${shade(p.skin, -0.06)}"/>` +
    `<ellipse cx="73" cy="112" rx="8" ry="13" fill="${p.skin}"/><ellipse cx="167" cy="112" rx="8" ry="13" fill="${p.skin}"/>`
  );
}

/** Short strokes combed down from the crown: a fresh cut, not a cap. */
function texture(hair: string, rng: Rng, top: number): string {
  let out = '';
  for (let i = 0; i < 26; i++) {
    const x = between(rng, 84, 156);
    const y = between(rng, top + 8, 134);
    const tilt = (x - 120) / 10;
    out += `<path d="M${n(x)} ${n(y)}l${n(tilt)} 9" stroke="${shade(hair, 0.22)}" stroke-width="1.6" stroke-linecap="round"/>`;
  }
  return out;
}

function backShort(p: Palette, rng: Rng): string {
  const top = between(rng, 48, 56);
  return (
    backBody(p) +
    // A neat taper: the nape lighter where the clippers went short.
    `<path d="M76 112C74 ${n(top + 14)} 96 ${n(top)} 120 ${n(top)}S166 ${n(top + 14)} 164 112C164 136 150 152 120 154C90 152 76 136 76 112Z" fill="${p.hair}"/>` +
    `<path d="M84 134C92 150 106 156 120 156S148 150 156 134C150 146 136 150 120 150S90 146 84 134Z" fill="${shade(p.hair, 0.35)}"/>` +
    texture(p.hair, rng, top) +
    shine(96, top + 20, 48, 2, p.hair)
  );
}

function backLong(p: Palette, rng: Rng): string {
  const end = between(rng, 222, 240);
  return (
    backBody(p) +
    `<path d="M72 110C70 66 94 48 120 48S170 66 168 110C172 150 178 ${n(end - 30)} 170 ${n(end)}H70C62 ${n(end - 30)} 68 150 72 110Z" fill="${p.hair}"/>` +
    `<path d="M120 52V${n(end - 6)}" stroke="${shade(p.hair, -0.25)}" stroke-width="2" opacity=".6"/>` +
    shine(86, 80, 68, 4, p.hair) +
    `<path d="M74 ${n(end - 8)}q23 8 46 0q23 8 46 0" fill="none" stroke="${shade(p.hair, 0.3)}" stroke-width="2" opacity=".5"/>`
  );
}

function backVolume(p: Palette, rng: Rng): string {
  const w = between(rng, 58, 66);
  let curls = '';
  for (let i = 0; i < 7; i++) {
    const x = 120 - w + (i * 2 * w) / 6;
    curls += `<circle cx="${n(x)}" cy="${n(150 + (i % 2) * 8)}" r="${n(between(rng, 13, 17))}" fill="${p.hair}"/>`;
  }
  return (
    backBody(p) +
    `<ellipse cx="120" cy="104" rx="${n(w)}" ry="62" fill="${p.hair}"/>` +
    curls +
    shine(92, 70, 56, 3, p.hair)
  );
}

function scalp(p: Palette, rng: Rng): string {
  let roots = '';
  for (let i = 0; i < 46; i++) {
    const a = rng() * Math.PI * 2;
    const r = Math.sqrt(rng()) * 66;
    const x = 120 + Math.cos(a) * r;
    const y = 116 + Math.sin(a) * r;
    const d = between(rng, -0.5, 0.5);
    roots += `<path d="M${n(x)} ${n(y)}l${n(8 * d)} -${n(between(rng, 7, 12))}" stroke="${p.hair}" stroke-width="2.2" stroke-linecap="round"/>`;
  }
  return (
    `<circle cx="120" cy="116" r="78" fill="#ffffff"/>` +
    `<circle cx="120" cy="116" r="72" fill="${shade(p.skin, 0.25)}"/>` +
    roots +
    `<circle cx="120" cy="116" r="74" fill="none" stroke="${BRAND.primary}" stroke-width="7"/>` +
    `<path d="M172 170L206 206" stroke="${BRAND.primaryDark}" stroke-width="13" stroke-linecap="round"/>` +
    `<path d="M86 72q14 -10 30 -8" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity=".8"/>`
  );
}

function crown(p: Palette, rng: Rng): string {
  let swirl = '';
  const turns = 13;
  for (let i = 0; i < turns; i++) {
    const a = (i / turns) * Math.PI * 2 + between(rng, -0.1, 0.1);
    const x2 = 120 + Math.cos(a) * 74;
    const y2 = 120 + Math.sin(a) * 74;
    const cx = 120 + Math.cos(a + 0.9) * 40;
    const cy = 120 + Math.sin(a + 0.9) * 40;
    swirl += `<path d="M${n(120 + Math.cos(a) * 6)} ${n(120 + Math.sin(a) * 6)}Q${n(cx)} ${n(cy)} ${n(x2)} ${n(y2)}" fill="none" stroke="${shade(p.hair, 0.28)}" stroke-width="2.4" stroke-linecap="round"/>`;
  }
  return (
    `<circle cx="120" cy="120" r="92" fill="${shade(p.bg, -0.06)}"/>` +
    `<circle cx="120" cy="120" r="80" fill="${p.hair}"/>` +
    swirl +
    `<circle cx="120" cy="120" r="5" fill="${shade(p.skin, 0.1)}"/>` +
    shine(84, 70, 72, 2, p.hair)
  );
}

function strands(p: Palette, rng: Rng): string {
  let out = '';
  for (let i = 0; i < 9; i++) {
    const x = 28 + i * 23 + between(rng, -4, 4);
    const sway = between(rng, 18, 34);
    out += `<path d="M${n(x)} -4C${n(x + sway)} 60 ${n(x - sway)} 150 ${n(x + 6)} 244" fill="none" stroke="${shade(p.hair, i % 3 === 0 ? 0.12 : 0)}" stroke-width="17" stroke-linecap="round"/>`;
  }
  // One band of light across the strands: freshly washed, conditioned hair.
  out += `<path d="M10 96q110 -40 220 0v22q-110 -40 -220 0z" fill="#ffffff" opacity=".22"/>`;
  return out + leaf(170, 200, 34, -30, '#3c8a5a') + leaf(176, 196, 26, 20, '#5aa874');
}

const DRAW: Record<ResultKind, (p: Palette, rng: Rng) => string> = {
  'back-short': backShort,
  'back-long': backLong,
  'back-volume': backVolume,
  scalp,
  crown,
  strands,
};

/** A finished-hair picture of `kind`, its colours from `rng`. */
export function resultSvg(kind: ResultKind, label: string, rng: Rng): string {
  const p = palette(rng);
  const backdrop = `<rect width="${S}" height="${S}" fill="${p.bg}"/>`;
  return svg(S, S, label, backdrop + DRAW[kind](p, rng));
}
