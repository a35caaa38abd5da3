import { BRAND, leaf, shade } from './svg-kit.ts';

// Drawn objects of the service pictures, each centred on (0, 0) in a box of about 200 x 200.
// `c` is the category's ink colour; the brand gold and soft tints do the rest.

export type Motif = (c: string) => string;

const WATER = '#5aa9e6';
const SKIN = '#efc6a3';
const HAIR = '#2b1d16';

const drop = (x: number, y: number, s: number, fill = WATER) =>
  `<path fill="${fill}" d="M${x} ${y - s}c${s * 0.6} ${s} ${s} ${s * 1.5} ${s} ${s * 1.9}a${s} ${s} 0 0 1 ${-2 * s} 0c0-${s * 0.4} ${s * 0.4}-${s * 0.9} ${s}-${s * 1.9}z"/>`;

export const MOTIFS: Record<string, Motif> = {
  // A wash basin with a reclining head, its hair covered in foam.
  basin: (c) =>
    `<path d="M-95 10h190a8 8 0 0 1 8 8c0 40-45 62-103 62s-103-22-103-62a8 8 0 0 1 8-8z" fill="${c}"/>` +
    `<rect x="-14" y="76" width="28" height="26" rx="4" fill="${shade(c, -0.3)}"/>` +
    `<ellipse cx="0" cy="14" rx="92" ry="10" fill="#bfe0f5"/>` +
    `<path d="M-40 12c0-30 16-46 40-46s40 16 40 46z" fill="${HAIR}"/>` +
    `<ellipse cx="0" cy="-6" rx="27" ry="30" fill="${SKIN}"/>` +
    `<path d="M-27-14c0-22 12-32 27-32s27 10 27 32c-8-10-18-14-27-14s-19 4-27 14z" fill="${HAIR}"/>` +
    [-34, -18, 0, 18, 34, -26, 26, -8, 10]
      .map(
        (x, i) =>
          `<circle cx="${x}" cy="${i < 5 ? -44 + Math.abs(x) * 0.5 : -56 + Math.abs(x) * 0.3}" r="${i < 5 ? 11 : 9}" fill="#ffffff"/>`,
      )
      .join('') +
    `<path d="M-16-4q5 4 10 0M6-4q5 4 10 0" stroke="#5a3a2a" stroke-width="2.5" fill="none" stroke-linecap="round"/>` +
    `<path d="M-7 10q7 5 14 0" stroke="#c9826a" stroke-width="2.5" fill="none" stroke-linecap="round"/>` +
    drop(60, -50, 9) +
    drop(84, -24, 7) +
    drop(46, -14, 5),
  // Soap-pod (bồ kết) and herbs: the chain's traditional wash.
  herbs: (c) =>
    `<path d="M-80 40c30-50 90-70 150-60-40 10-100 40-150 60z" fill="#6b3f22"/>` +
    `<path d="M-70 70c40-40 100-50 150-36-46 4-100 20-150 36z" fill="#824c28"/>` +
    leaf(-40, -20, 70, -50, '#3d9b6f') +
    leaf(-20, -30, 64, -110, '#2f7d57') +
    leaf(20, -10, 58, -20, '#4fae7f') +
    `<circle cx="70" cy="-40" r="30" fill="${BRAND.accent}"/><circle cx="70" cy="-40" r="22" fill="#fbe3a6"/>` +
    `<path d="M70-62v44M48-40h44M54-56l32 32M86-56l-32 32" stroke="${BRAND.accent}" stroke-width="2"/>` +
    `<circle cx="-80" cy="-50" r="6" fill="${c}" opacity=".5"/>`,
  // A magnifier over hair roots: the scalp check.
  scope: (c) =>
    `<rect x="-90" y="20" width="180" height="50" rx="25" fill="#f3d2b5"/>` +
    `<path d="M-70 20v-40M-46 20v-54M-22 20v-36M2 20v-50M26 20v-40M50 20v-56M74 20v-30" stroke="${HAIR}" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="10" cy="-10" r="52" fill="#ffffff" opacity=".55" stroke="${c}" stroke-width="12"/>` +
    `<path d="M48 28l46 46" stroke="${c}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M-14-30a30 30 0 0 1 26-14" stroke="#ffffff" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  // A dropper bottle of serum.
  bottle: (c) =>
    `<rect x="-34" y="-20" width="68" height="110" rx="16" fill="${c}"/>` +
    `<rect x="-22" y="-44" width="44" height="26" rx="4" fill="${BRAND.accent}"/>` +
    `<rect x="-10" y="-86" width="20" height="44" rx="10" fill="${shade(c, -0.3)}"/>` +
    `<rect x="-24" y="14" width="48" height="46" rx="6" fill="#ffffff" opacity=".9"/>` +
    leaf(-14, 38, 28, -30, '#3d9b6f') +
    drop(0, 118, 8, BRAND.accent),
  scissors: (c) =>
    `<g transform="rotate(-30)"><path d="M-6-90L6-90 14 10-14 10z" fill="#b8c2c6"/><path d="M6-90L-6-90-14 10 14 10z" fill="#d5dde0" transform="rotate(24 0 10)"/>` +
    `<circle cx="-22" cy="46" r="22" fill="none" stroke="${c}" stroke-width="11"/><circle cx="30" cy="40" r="22" fill="none" stroke="${c}" stroke-width="11"/>` +
    `<circle cx="2" cy="8" r="5" fill="${BRAND.accent}"/></g>` +
    `<g transform="translate(60 -10) rotate(70)"><rect x="-70" y="-12" width="140" height="22" rx="6" fill="${BRAND.accent}"/>` +
    `<path d="M-60 10v18M-48 10v18M-36 10v18M-24 10v18M-12 10v18M0 10v18M12 10v18M24 10v18M36 10v18M48 10v18M60 10v18" stroke="${BRAND.accent}" stroke-width="5"/></g>`,
  // The back of a head after a men's cut (short) or a women's cut (long, layered).
  head: (c) =>
    `<path d="M-60 100c4-40 26-56 60-56s56 16 60 56z" fill="${c}"/>` +
    `<rect x="-18" y="20" width="36" height="34" fill="${shade(SKIN, -0.08)}"/>` +
    `<ellipse cx="-50" cy="-4" rx="9" ry="14" fill="${SKIN}"/><ellipse cx="50" cy="-4" rx="9" ry="14" fill="${SKIN}"/>` +
    `<circle cx="0" cy="-10" r="50" fill="${SKIN}"/>` +
    `<path d="M-50 6c-8-56 18-82 50-82s58 26 50 82c-14 10-34 14-50 14s-36-4-50-14z" fill="${HAIR}"/>` +
    `<path d="M-46 8c14 8 32 12 46 12s32-4 46-12" stroke="${shade(HAIR, 0.35)}" stroke-width="3" fill="none"/>` +
    `<path d="M-20-70c14 10 20 30 18 56M12-72c10 14 12 32 10 54" stroke="${shade(HAIR, 0.3)}" stroke-width="3" fill="none"/>`,
  longhair: (c) =>
    `<path d="M-70 100c4-40 30-56 70-56s66 16 70 56z" fill="${c}"/>` +
    `<path d="M-58-10c-4-56 24-80 58-80s62 24 58 80l10 90h-136z" fill="${HAIR}"/>` +
    `<path d="M-30 0c4 30 0 60-4 80M0-4c2 36 0 64 0 84M30 0c-4 30 0 60 4 80" stroke="${shade(HAIR, 0.25)}" stroke-width="4" fill="none"/>`,
  waves: (c) =>
    `<path d="M-80-80c30 20-30 40 0 60s-30 40 0 60 -30 40 0 60" stroke="${HAIR}" stroke-width="16" fill="none" stroke-linecap="round"/>` +
    `<path d="M-40-80c30 20-30 40 0 60s-30 40 0 60 -30 40 0 60" stroke="#5b3a29" stroke-width="16" fill="none" stroke-linecap="round"/>` +
    `<path d="M0-80c30 20-30 40 0 60s-30 40 0 60 -30 40 0 60" stroke="${HAIR}" stroke-width="16" fill="none" stroke-linecap="round"/>` +
    `<rect x="40" y="-70" width="26" height="120" rx="13" fill="${c}"/><rect x="44" y="50" width="18" height="50" rx="6" fill="${BRAND.accent}"/>`,
  dye: (c) =>
    `<path d="M-90 10h120c0 40-26 60-60 60s-60-20-60-60z" fill="${c}"/><ellipse cx="-30" cy="10" rx="60" ry="12" fill="#7b3b4e"/>` +
    `<g transform="translate(30 -20) rotate(40)"><rect x="-6" y="-80" width="12" height="90" rx="5" fill="#1d2522"/><rect x="-14" y="10" width="28" height="22" rx="4" fill="#7b3b4e"/></g>` +
    `<rect x="50" y="-70" width="40" height="26" rx="5" fill="#7b3b4e"/><rect x="50" y="-38" width="40" height="26" rx="5" fill="#a0522d"/><rect x="50" y="-6" width="40" height="26" rx="5" fill="#c9a063"/><rect x="50" y="26" width="40" height="26" rx="5" fill="#2b1d16"/>`,
  dryer: (c) =>
    `<circle cx="-20" cy="-20" r="50" fill="${c}"/><circle cx="-20" cy="-20" r="22" fill="${shade(c, 0.5)}"/>` +
    `<path d="M20-46h54v52h-54z" fill="${c}"/><rect x="70" y="-52" width="14" height="64" rx="4" fill="${BRAND.accent}"/>` +
    `<path d="M-30 24l-16 70h34l6-60z" fill="${shade(c, -0.25)}"/>` +
    `<path d="M96-40h30M96-20h42M96 0h30" stroke="${WATER}" stroke-width="6" stroke-linecap="round"/>`,
  stones: (c) =>
    `<ellipse cx="0" cy="70" rx="90" ry="24" fill="#3a3f3d"/><ellipse cx="-6" cy="30" rx="70" ry="22" fill="#4f5653"/>` +
    `<ellipse cx="4" cy="-4" rx="52" ry="18" fill="#646b68"/><ellipse cx="-2" cy="-32" rx="34" ry="13" fill="#7d8481"/>` +
    leaf(30, -50, 60, -40, '#3d9b6f') +
    leaf(20, -44, 48, -100, c) +
    `<path d="M-70-40c-10-16 10-24 0-40M-50-50c-10-16 10-24 0-40" stroke="#cfd6d3" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  hands: (c) =>
    `<path d="M-90 100c0-60 30-90 90-90s90 30 90 90z" fill="${SKIN}"/>` +
    `<path d="M-90 100c6-36 20-50 40-56" stroke="${shade(SKIN, -0.2)}" stroke-width="6" fill="none"/>` +
    `<g fill="${shade(SKIN, -0.12)}"><rect x="-70" y="-40" width="22" height="70" rx="11" transform="rotate(-14)"/><rect x="-44" y="-56" width="22" height="80" rx="11" transform="rotate(-6)"/><rect x="24" y="-56" width="22" height="80" rx="11" transform="rotate(6)"/><rect x="50" y="-40" width="22" height="70" rx="11" transform="rotate(14)"/></g>` +
    `<path d="M-100 30c20-10 40-10 60 0M40 30c20-10 40-10 60 0" stroke="${c}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".6"/>`,
  mask: (c) =>
    `<path d="M-60 100c4-30 26-44 60-44s56 14 60 44z" fill="${c}"/>` +
    `<ellipse cx="0" cy="-6" rx="54" ry="66" fill="${SKIN}"/><ellipse cx="0" cy="0" rx="46" ry="54" fill="#ffffff" opacity=".92"/>` +
    `<circle cx="-20" cy="-14" r="14" fill="#8fd19e"/><circle cx="20" cy="-14" r="14" fill="#8fd19e"/><circle cx="-20" cy="-14" r="8" fill="#c7ecce"/><circle cx="20" cy="-14" r="8" fill="#c7ecce"/>` +
    `<path d="M-12 26q12 8 24 0" stroke="#c9826a" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<path d="M-56-30c0-50 24-66 56-66s56 16 56 66c-10-30-30-40-56-40s-46 10-56 40z" fill="${HAIR}"/>`,
  tools: (c) =>
    `<rect x="-90" y="30" width="180" height="60" rx="12" fill="#ffffff"/><rect x="-90" y="30" width="180" height="16" rx="8" fill="${c}" opacity=".3"/>` +
    `<g transform="rotate(-20)"><rect x="-70" y="-10" width="110" height="8" rx="4" fill="#9aa5a9"/><circle cx="44" cy="-6" r="8" fill="none" stroke="#9aa5a9" stroke-width="4"/></g>` +
    `<g transform="rotate(-40)"><path d="M-40-40l100 6-100 6z" fill="#b8c2c6"/></g>` +
    `<circle cx="-50" cy="60" r="16" fill="#f4f4f4" stroke="#e0e0e0"/><circle cx="-18" cy="64" r="12" fill="#f4f4f4" stroke="#e0e0e0"/>` +
    `<path d="M40 50h20v20h-20zM46 44h8v32h-8z" fill="${c}"/>`,
  foot: (c) =>
    `<path d="M-100 0h200l-14 90h-172z" fill="${c}"/><ellipse cx="0" cy="0" rx="100" ry="16" fill="#e6b07a"/>` +
    `<path d="M-30-90c-10 40-6 70 10 92h50c10-20-10-30-30-40-10-20-6-40-6-52z" fill="${SKIN}"/>` +
    `<circle cx="56" cy="-6" r="10" fill="#d9a441"/><circle cx="-62" cy="-4" r="8" fill="#e38b9a"/>` +
    leaf(40, -10, 36, -40, '#3d9b6f') +
    `<path d="M-80-30c-8-12 8-20 0-30M70-40c-8-12 8-20 0-30" stroke="#ffffff" stroke-width="5" fill="none" stroke-linecap="round" opacity=".8"/>`,
  eyes: (c) =>
    `<ellipse cx="0" cy="10" rx="60" ry="74" fill="${SKIN}"/>` +
    `<path d="M-56-20c0-60 26-76 56-76s56 16 56 76c-14-26-30-34-56-34s-42 8-56 34z" fill="${HAIR}"/>` +
    `<rect x="-58" y="-6" width="116" height="34" rx="17" fill="${c}"/>` +
    `<path d="M-40 10h20M20 10h20" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity=".7"/>` +
    `<path d="M-14 54q14 10 28 0" stroke="#c9826a" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    leaf(50, -40, 40, -60, '#3d9b6f'),
  towels: (c) =>
    `<circle cx="-44" cy="40" r="36" fill="#ffffff"/><circle cx="-44" cy="40" r="20" fill="${shade(c, 0.7)}"/><circle cx="-44" cy="40" r="8" fill="#ffffff"/>` +
    `<circle cx="30" cy="44" r="32" fill="${shade(c, 0.55)}"/><circle cx="30" cy="44" r="16" fill="#ffffff"/>` +
    `<circle cx="-8" cy="-14" r="30" fill="${BRAND.cream}"/><circle cx="-8" cy="-14" r="14" fill="${BRAND.accent}" opacity=".6"/>`,
  salt: (c) =>
    `<path d="M-80 0h160c0 50-36 76-80 76s-80-26-80-76z" fill="${c}"/><ellipse cx="0" cy="0" rx="80" ry="14" fill="#f4d9de"/>` +
    `<circle cx="-30" cy="-4" r="6" fill="#ffffff"/><circle cx="-10" cy="-8" r="5" fill="#f7c6cf"/><circle cx="12" cy="-4" r="6" fill="#ffffff"/><circle cx="34" cy="-6" r="5" fill="#f7c6cf"/>` +
    `<g transform="translate(50 -40) rotate(30)"><rect x="-6" y="-60" width="12" height="60" rx="6" fill="#9a6b44"/><ellipse cx="0" cy="6" rx="16" ry="12" fill="#9a6b44"/></g>`,
  charcoal: (c) =>
    `<rect x="-20" y="-60" width="60" height="140" rx="14" fill="${c}"/><rect x="-6" y="-90" width="32" height="32" rx="6" fill="#1d2522"/>` +
    `<path d="M26-80h30" stroke="#1d2522" stroke-width="8" stroke-linecap="round"/><path d="M60-96l24-10M60-80h26M60-64l24 10" stroke="${WATER}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M-90 70l20-30 30 6 10 24z" fill="#2a2a2a"/><path d="M-60 80l16-24 22 4 6 20z" fill="#3a3a3a"/>`,
  shield: (c) =>
    `<path d="M0-90l70 26v40c0 50-30 86-70 104-40-18-70-54-70-104v-40z" fill="${c}"/>` +
    `<path d="M0-74l56 20v30c0 40-24 70-56 86z" fill="#ffffff" opacity=".18"/>` +
    `<path d="M-32 0l22 24 44-48" stroke="#ffffff" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  candle: (c) =>
    `<ellipse cx="0" cy="84" rx="90" ry="14" fill="${shade(c, 0.6)}"/>` +
    `<rect x="-34" y="-10" width="68" height="94" rx="10" fill="${BRAND.cream}" stroke="${c}" stroke-width="5"/>` +
    `<path d="M0-20c-18-18-8-40 0-60 8 20 18 42 0 60z" fill="${BRAND.accent}"/><path d="M0-26c-7-8-3-18 0-26 3 8 7 18 0 26z" fill="#ffffff"/>` +
    `<rect x="-34" y="24" width="68" height="12" fill="${c}" opacity=".4"/>` +
    leaf(40, 80, 50, -60, '#3d9b6f') +
    leaf(-40, 80, 50, -120, '#2f7d57'),
  medal: (c) =>
    `<path d="M-40-90l22 70h24l-22-70zM40-90l-22 70h-24l22-70z" fill="${shade(c, 0.3)}"/>` +
    `<circle cx="0" cy="20" r="58" fill="${BRAND.accent}"/><circle cx="0" cy="20" r="44" fill="none" stroke="#ffffff" stroke-width="5"/>` +
    `<path d="M0-6l8 16 18 3-13 12 3 18-16-8-16 8 3-18-13-12 18-3z" fill="#ffffff"/>`,
  grapefruit: (c) =>
    `<circle cx="0" cy="0" r="70" fill="#f2a65a"/><circle cx="0" cy="0" r="60" fill="#fbd7a8"/>` +
    `${[0, 45, 90, 135].map((d) => `<path d="M-58 0h116" transform="rotate(${d})" stroke="#f2a65a" stroke-width="4"/>`).join('')}` +
    `<circle cx="0" cy="0" r="8" fill="#f2a65a"/>${leaf(40, -60, 50, -30, '#3d9b6f')}${leaf(40, -60, 40, -80, c)}`,
};
