import type { GeoPoint } from '../salon/distance.ts';
import { bareName, nameTokens } from './fold.ts';

// The shipped administrative data set (apps/api/data/vn-units-2025.json.gz, built by
// scripts/places/build-vn-units.mjs): the 2025 map (34 provinces, 3,321 communes, no districts) and
// every old commune of the 63-province map with the new commune it became part of.

export interface VnUnitsData {
  v: 1;
  source: string;
  /** [code, name, latitude, longitude] */
  provinces: [string, string, number, number][];
  /** [code, name, province index, latitude, longitude] */
  wards: [string, string, number, number, number][];
  /** Old province names (63-province map). */
  oldProvinces: string[];
  /** [name, old province index] */
  oldDistricts: [string, number][];
  /** [old code or '', name, old district index, new ward index] */
  oldWards: [string, string, number, number][];
}

export type EntryKind = 'province' | 'oldProvince' | 'ward' | 'oldWard';

/** One searchable name: what it is called, where it lies, and which new unit it leads to. */
export interface PlaceEntry {
  kind: EntryKind;
  /** Index into provinces, oldProvinces, wards or oldWards, by kind. */
  ref: number;
  /** Words of [commune name, old district name, province name], unit words left out; [] when none. */
  fields: [string[], string[], string[]];
}

export interface PlaceIndex {
  data: VnUnitsData;
  entries: PlaceEntry[];
  /** New province of each old province: where most of its communes went. */
  oldProvinceTo: number[];
  /** Mean position of the new communes an old province's communes went to. */
  oldProvinceAt: GeoPoint[];
  wardByCode: Map<string, number>;
  provinceByCode: Map<string, number>;
}

const words = (s: string) => (s ? s.split(' ') : []);

export function buildPlaceIndex(data: VnUnitsData): PlaceIndex {
  const provinceWords = data.provinces.map((p) => words(bareName(p[1])));
  const oldProvinceWords = data.oldProvinces.map((p) => words(bareName(p)));
  const oldDistrictWords = data.oldDistricts.map((d) => words(bareName(d[0])));
  const entries: PlaceEntry[] = [];
  data.provinces.forEach((p, i) => {
    entries.push({ kind: 'province', ref: i, fields: [[], [], nameTokens(p[1])] });
  });
  data.wards.forEach((w, i) => {
    entries.push({ kind: 'ward', ref: i, fields: [nameTokens(w[1]), [], provinceWords[w[2]]] });
  });
  data.oldWards.forEach((o, i) => {
    const [, oldProvince] = data.oldDistricts[o[2]];
    const fields: PlaceEntry['fields'] = [
      nameTokens(o[1]),
      oldDistrictWords[o[2]],
      oldProvinceWords[oldProvince],
    ];
    entries.push({ kind: 'oldWard', ref: i, fields });
  });
  // Where each old province went: the new province most of its communes joined.
  const votes = data.oldProvinces.map(() => new Map<number, number>());
  const sums = data.oldProvinces.map(() => ({ lat: 0, lng: 0, n: 0 }));
  for (const o of data.oldWards) {
    const oldProvince = data.oldDistricts[o[2]][1];
    const ward = data.wards[o[3]];
    votes[oldProvince].set(ward[2], (votes[oldProvince].get(ward[2]) ?? 0) + 1);
    const s = sums[oldProvince];
    s.lat += ward[3];
    s.lng += ward[4];
    s.n += 1;
  }
  const oldProvinceTo = votes.map((v) => [...v].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0);
  const oldProvinceAt = sums.map((s) => ({ latitude: s.lat / s.n, longitude: s.lng / s.n }));
  data.oldProvinces.forEach((p, i) => {
    const now = data.provinces[oldProvinceTo[i]][1];
    // An old province still a province of that name is found as the new one.
    if (bareName(p) !== bareName(now)) {
      entries.push({ kind: 'oldProvince', ref: i, fields: [[], [], nameTokens(p)] });
    }
  });
  return {
    data,
    entries,
    oldProvinceTo,
    oldProvinceAt,
    wardByCode: new Map(data.wards.map((w, i) => [w[0], i])),
    provinceByCode: new Map(data.provinces.map((p, i) => [p[0], i])),
  };
}
