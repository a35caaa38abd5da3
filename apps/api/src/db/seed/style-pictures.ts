// The finished-hair pictures (/images/styles/style-N.svg, drawn by scripts/images/hair-result.ts):
// none shows a face (decision 0138). Picture N is of kind STYLE_KINDS[(N - 1) % 6].

export const STYLE_KINDS = ['back-short', 'back-long', 'back-volume', 'scalp', 'crown', 'strands'] as const;
export type StyleKind = (typeof STYLE_KINDS)[number];
export const STYLE_COUNT = 24;

/** Kinds that fit any customer's own visit: no head shape or hair length that could be someone else's. */
export const VISIT_KINDS: readonly StyleKind[] = ['scalp', 'crown', 'strands'];

/** The path of the `k`-th picture (from 0, cycling) of `kind`. */
export function stylePicture(kind: StyleKind, k: number): string {
  const perKind = STYLE_COUNT / STYLE_KINDS.length;
  const n = STYLE_KINDS.indexOf(kind) + 1 + (((k % perKind) + perKind) % perKind) * STYLE_KINDS.length;
  return `/images/styles/style-${n}.svg`;
}
