// Writes the illustrations of salons, services, service groups, stylists and their styles into
// apps/web/public/images (issue 16). Deterministic: the same files on every run.
// Run once after changing the seed's salons, services or staff: `npx tsx scripts/generate-images.ts`.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashInts, mulberry32 } from '../apps/api/src/db/seed/random.ts';
import { salonRows } from '../apps/api/src/db/seed/salons.ts';
import { CATEGORIES, GROUPS, SERVICES } from '../apps/api/src/db/seed/services.ts';
import { staffRows } from '../apps/api/src/db/seed/staff.ts';
import { avatarSvg } from './images/avatar.ts';
import { salonSvg } from './images/salon.ts';
import { serviceSvg } from './images/service.ts';
import { rngFor } from './images/svg-kit.ts';

const OUT = join(import.meta.dirname, '../apps/web/public/images');
const STYLE_COUNT = 24;

function writeAll(folder: string, files: [string, string][]) {
  const dir = join(OUT, folder);
  mkdirSync(dir, { recursive: true });
  for (const [name, body] of files) writeFileSync(join(dir, name), body);
}

function staffFiles(): [string, string][] {
  return staffRows().map((s) => {
    // The seed draws the gender first from this same generator (seed/staff.ts staffRow).
    const female = mulberry32(hashInts(s.id, 2026))() < (s.kind === 'skinner' ? 0.85 : 0.45);
    const portrait = { id: s.id, name: s.name, female, skinner: s.kind === 'skinner' };
    return [`staff-${s.id}.svg`, avatarSvg(portrait, rngFor(1, s.id))];
  });
}

function styleFiles(): [string, string][] {
  return Array.from({ length: STYLE_COUNT }, (_, i) => {
    const rng = rngFor(5, i + 1);
    const portrait = { id: i + 1, name: `Kiểu tóc ${i + 1}`, female: i % 2 === 1, skinner: false };
    return [`style-${i + 1}.svg`, avatarSvg(portrait, rng)];
  });
}

function salonFiles(): [string, string][] {
  return salonRows('2026-01-01').map((s) => {
    const street = s.address.split(',')[0] ?? s.name;
    return [`salon-${s.id}.svg`, salonSvg({ id: s.id, name: s.name, street }, rngFor(2, s.id))];
  });
}

function serviceFiles(): [string, string][] {
  const groupOf = (id: number) => GROUPS.find((g) => g.id === id)!;
  const colours = (groupId: number) => CATEGORIES.find((c) => c.id === groupOf(groupId).category)!;
  const services = SERVICES.map((s): [string, string] => {
    const { bg, fg } = colours(s.group);
    const comboGroups = s.combo?.map((id) => SERVICES.find((o) => o.id === id)!.group);
    const label = s.version ? `${s.name} - ${s.version}` : s.name;
    const picture = { id: s.id, label, group: s.group, version: s.version, bg, fg, comboGroups };
    return [`service-${s.id}.svg`, serviceSvg(picture, rngFor(3, s.id))];
  });
  const groups = GROUPS.map((g): [string, string] => {
    const { bg, fg } = colours(g.id);
    const combo = SERVICES.find((s) => s.group === g.id && s.combo);
    const comboGroups = combo?.combo?.map((id) => SERVICES.find((o) => o.id === id)!.group);
    const picture = { id: g.id, label: g.title, group: g.id, bg, fg, comboGroups };
    return [`group-${g.id}.svg`, serviceSvg(picture, rngFor(4, g.id))];
  });
  return [...services, ...groups];
}

function clean(folder: string, prefix: RegExp) {
  const dir = join(OUT, folder);
  for (const name of readdirSync(dir, { withFileTypes: true }))
    if (name.isFile() && prefix.test(name.name)) rmSync(join(dir, name.name));
}

mkdirSync(join(OUT, 'staff'), { recursive: true });
mkdirSync(join(OUT, 'styles'), { recursive: true });
clean('staff', /^staff-\d+\.svg$/);
clean('salons', /^salon-\d+\.svg$/);
clean('services', /^(service|group)-\d+\.svg$/);
writeAll('staff', staffFiles());
writeAll('styles', styleFiles());
writeAll('salons', salonFiles());
writeAll('services', serviceFiles());

let total = 0;
let count = 0;
for (const folder of ['staff', 'styles', 'salons', 'services'])
  for (const name of readdirSync(join(OUT, folder))) {
    total += statSync(join(OUT, folder, name)).size;
    count++;
  }
console.log(`wrote images: ${count} files, ${Math.round(total / 1024)} KB`);
