import { hashInts, mulberry32, type Rng } from '../../apps/api/src/db/seed/random.ts';

// Small helpers shared by the image generators: a seeded random per item and compact SVG text.
export type { Rng };

export const BRAND = {
  primary: '#0f5e4d',
  primaryDark: '#0a4538',
  accent: '#f2b33d',
  cream: '#fbf6ec',
  mint: '#e4efe9',
  text: '#1d2522',
};

/** The same random sequence for the same (kind, id) on every run. */
export function rngFor(kind: number, id: number): Rng {
  return mulberry32(hashInts(kind, id, 16));
}

export function pickOf<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)];
}

export function between(rng: Rng, min: number, max: number): number {
  return min + rng() * (max - min);
}

/** Numbers with at most one decimal keep the files small. */
export function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function svg(w: number, h: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" ` +
    `role="img" aria-label="${esc(label)}">${body}</svg>\n`
  );
}

/** Darker (amount < 0) or lighter (amount > 0) version of a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const v = Number.parseInt(hex.slice(1), 16);
  const ch = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => {
    const t = amount < 0 ? 0 : 255;
    return Math.round(c + (t - c) * Math.abs(amount));
  });
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A soft leaf (herbal motif) at x,y rotated by deg. */
export function leaf(x: number, y: number, size: number, deg: number, fill: string): string {
  const s = size;
  return (
    `<path transform="translate(${n(x)} ${n(y)}) rotate(${Math.round(deg)})" fill="${fill}" ` +
    `d="M0 0C${n(s * 0.35)} ${n(-s * 0.3)} ${n(s * 0.8)} ${n(-s * 0.3)} ${n(s)} 0C${n(s * 0.8)} ${n(s * 0.3)} ` +
    `${n(s * 0.35)} ${n(s * 0.3)} 0 0z"/>`
  );
}
