import type { GeoPoint } from '../salon/distance.ts';
import { foldPlaceText, type QueryChunk, queryChunks } from './fold.ts';
import type { PlaceEntry, PlaceIndex } from './units.ts';

// Address search on the 2025 map: a name typed the new way or the old way (old commune, old district,
// old province), with or without accents and unit words, finds the new commune or province; the answer
// shows the new name with the old one beside it. Pure: the server hands in the index.

export const PLACE_SUGGESTION_LIMIT = 8;
/** Longer inputs are cut: nobody types an address that long, and it bounds the work. */
export const PLACE_INPUT_MAX = 120;

export interface PlaceSuggestion {
  placeId: string;
  /** The new unit's name, e.g. 'Phường An Hội Tây'. */
  mainText: string;
  /** Where it lies, e.g. 'Thành phố Hồ Chí Minh' (empty for a province). */
  secondaryText: string;
  /** mainText and secondaryText joined. */
  description: string;
  /** The old name the search matched, e.g. 'Phường 12, Quận Gò Vấp, Thành phố Hồ Chí Minh'; null for a new name. */
  oldName: string | null;
}

export interface PlaceDetail extends GeoPoint {
  placeId: string;
  address: string;
  oldAddress: string | null;
  provinceCode: string;
  provinceName: string;
  wardCode: string | null;
  wardName: string | null;
}

/** Points of one typed name matching one field: the whole field, or (last word typed) its beginning. */
function segmentPoints(seg: string[], field: string[], last: boolean): number | null {
  if (seg.length > field.length || (!last && seg.length !== field.length)) return null;
  for (let i = 0; i < seg.length; i++) {
    const lastWord = last && i === seg.length - 1;
    if (seg[i] !== field[i] && !(lastWord && field[i].startsWith(seg[i]))) return null;
  }
  return seg.length === field.length && seg[seg.length - 1] === field[field.length - 1] ? 30 : 15;
}

/**
 * Best points of the typed chunks laid on the entry's fields (commune, district, province) in that
 * order, each chunk on fields its unit word allows, a chunk typed without commas possibly spanning
 * two fields ('12 go vap'); null when they do not fit.
 */
function fit(
  e: PlaceEntry,
  chunks: QueryChunk[],
  primary: number,
  c: number,
  i: number,
  k: number,
): number | null {
  if (c === chunks.length) return 0;
  const chunk = chunks[c];
  if (i === chunk.words.length) return fit(e, chunks, primary, c + 1, 0, k);
  let top: number | null = null;
  for (let f = k; f < 3; f++) {
    // The unit word typed ('Quận …') names the level of the chunk's first field only.
    if ((i === 0 && !chunk.levels.includes(f)) || e.fields[f].length === 0) continue;
    for (let end = i + 1; end <= chunk.words.length; end++) {
      const last = c === chunks.length - 1 && end === chunk.words.length;
      const points = segmentPoints(chunk.words.slice(i, end), e.fields[f], last);
      if (points === null) continue;
      const rest = fit(e, chunks, primary, c, end, f + 1);
      if (rest === null) continue;
      const total = points + (f === primary ? 50 : 0) + rest;
      if (top === null || total > top) top = total;
    }
  }
  return top;
}

const KIND_POINTS = { province: 8, ward: 6, oldProvince: 5, oldWard: 0 } as const;

function score(e: PlaceEntry, chunks: QueryChunk[]): number | null {
  const primary = e.kind === 'province' || e.kind === 'oldProvince' ? 2 : 0;
  const points = fit(e, chunks, primary, 0, 0, 0);
  return points === null ? null : points + KIND_POINTS[e.kind];
}

interface Hit {
  key: string;
  placeId: string;
  score: number;
  sortName: string;
}

function hitOf(index: PlaceIndex, e: PlaceEntry, s: number): Hit {
  const { data } = index;
  if (e.kind === 'province') {
    const code = data.provinces[e.ref][0];
    return { key: `P${code}`, placeId: `P${code}`, score: s, sortName: data.provinces[e.ref][1] };
  }
  if (e.kind === 'oldProvince') {
    const code = data.provinces[index.oldProvinceTo[e.ref]][0];
    return { key: `P${code}`, placeId: `P${code}-OP${e.ref}`, score: s, sortName: data.oldProvinces[e.ref] };
  }
  if (e.kind === 'ward') {
    const code = data.wards[e.ref][0];
    return { key: `W${code}`, placeId: `W${code}`, score: s, sortName: data.wards[e.ref][1] };
  }
  const old = data.oldWards[e.ref];
  const code = data.wards[old[3]][0];
  return { key: `W${code}`, placeId: `W${code}-O${e.ref}`, score: s, sortName: old[1] };
}

function rank(index: PlaceIndex, q: QueryChunk[], limit: number): Hit[] {
  const best = new Map<string, Hit>();
  for (const e of index.entries) {
    const s = score(e, q);
    if (s === null) continue;
    const hit = hitOf(index, e, s);
    const kept = best.get(hit.key);
    if (!kept || hit.score > kept.score) best.set(hit.key, hit);
  }
  return [...best.values()]
    .sort((a, b) => b.score - a.score || a.sortName.localeCompare(b.sortName, 'vi'))
    .slice(0, limit);
}

/**
 * Suggestions for what was typed. A leading part no unit matches (house number and street, as in
 * '18 Hàng Bài, Hoàn Kiếm, Hà Nội') is dropped and the rest searched again.
 */
export function searchPlaces(
  index: PlaceIndex,
  input: string,
  limit = PLACE_SUGGESTION_LIMIT,
): PlaceSuggestion[] {
  const parts = input
    .slice(0, PLACE_INPUT_MAX)
    .split(/[,;\n]/)
    .filter((p) => foldPlaceText(p) !== '');
  for (let i = 0; i < parts.length; i++) {
    const q = parts.slice(i).flatMap(queryChunks);
    if (q.length === 0 || q.map((c) => c.words.join('')).join('').length < 2) continue;
    const hits = rank(index, q, limit);
    if (hits.length > 0) {
      return hits.flatMap((h) => {
        const detail = placeById(index, h.placeId);
        return detail ? [suggestionOf(detail)] : [];
      });
    }
  }
  return [];
}

function suggestionOf(d: PlaceDetail): PlaceSuggestion {
  const secondaryText = d.wardName ? d.provinceName : '';
  return {
    placeId: d.placeId,
    mainText: d.wardName ?? d.provinceName,
    secondaryText,
    description: d.address,
    oldName: d.oldAddress,
  };
}

const PLACE_ID = /^(P|W)(\d{2,5})(?:-(OP|O)(\d{1,5}))?$/;

/** The unit a place id names, with its position; null for an unknown or malformed id. */
export function placeById(index: PlaceIndex, placeId: string): PlaceDetail | null {
  const m = PLACE_ID.exec(placeId);
  if (!m) return null;
  const [, kind, code, oldKind, oldRef] = m;
  const { data } = index;
  if (kind === 'P') {
    const p = index.provinceByCode.get(code);
    if (p === undefined || oldKind === 'O') return null;
    const [provinceCode, provinceName, latitude, longitude] = data.provinces[p];
    let oldAddress: string | null = null;
    let at: GeoPoint = { latitude, longitude };
    if (oldKind === 'OP') {
      const ref = Number(oldRef);
      if (!(ref < data.oldProvinces.length) || index.oldProvinceTo[ref] !== p) return null;
      oldAddress = data.oldProvinces[ref];
      at = index.oldProvinceAt[ref];
    }
    return {
      placeId,
      address: provinceName,
      oldAddress,
      provinceCode,
      provinceName,
      wardCode: null,
      wardName: null,
      ...at,
    };
  }
  const w = index.wardByCode.get(code);
  if (w === undefined || oldKind === 'OP') return null;
  const [wardCode, wardName, p, latitude, longitude] = data.wards[w];
  const [provinceCode, provinceName] = data.provinces[p];
  let oldAddress: string | null = null;
  if (oldKind === 'O') {
    const old = data.oldWards[Number(oldRef)];
    if (!old || old[3] !== w) return null;
    const [districtName, oldProvince] = data.oldDistricts[old[2]];
    oldAddress = `${old[1]}, ${districtName}, ${data.oldProvinces[oldProvince]}`;
  }
  return {
    placeId,
    address: `${wardName}, ${provinceName}`,
    oldAddress,
    provinceCode,
    provinceName,
    wardCode,
    wardName,
    latitude,
    longitude,
  };
}
