// The `chosenService` parameter of a booking link (001 §1: comma-separated service ids).

/** At most this many ids are read: a booking never holds more services than this. */
export const MAX_LINK_SERVICES = 20;

/** The distinct positive integer ids of the parameter, in order; anything else is skipped. */
export function parseServiceIds(raw: string | null): number[] {
  if (!raw) return [];
  const ids: number[] = [];
  for (const part of raw.split(',')) {
    const text = part.trim();
    if (!/^[1-9]\d{0,8}$/.test(text)) continue;
    const id = Number(text);
    if (!ids.includes(id)) ids.push(id);
    if (ids.length === MAX_LINK_SERVICES) break;
  }
  return ids;
}

/** The link's `skinnerId` (001 §1, a preselected skinner): one positive id, else null (0 is none). */
export function parseSkinnerId(raw: string | null): number | null {
  const text = raw?.trim() ?? '';
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}
