// Writes the illustrations of salons, services, service groups, stylists and their styles into
// apps/web/public/images, so every picture path is a real file. Deterministic: the same files on every run.
// Run once after changing the seed's salons, services or staff: `npx tsx scripts/generate-images.ts`.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashInts, mulberry32 } from '../apps/api/src/db/seed/random.ts';
import { salonRows } from '../apps/api/src/db/seed/salons.ts';
import { CATEGORIES, GROUPS, SERVICES } from '../apps/api/src/db/seed/services.ts';
import { receptionistIsFemale, receptionistRows } from '../apps/api/src/db/seed/reception.ts';
import { staffRows } from '../apps/api/src/db/seed/staff.ts';
import { type StyleKind, STYLE_COUNT, STYLE_KINDS } from '../apps/api/src/db/seed/style-pictures.ts';
import { avatarSvg } from './images/avatar.ts';
import { resultSvg } from './images/hair-result.ts';
import { writeHomeArt } from './images/home-files.ts';
import { salonSvg } from './images/salon.ts';
import { iconSvg, serviceSvg } from './images/service.ts';
import { rngFor } from './images/svg-kit.ts';

const OUT = join(import.meta.dirname, '../apps/web/public/images');

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

// Receptionists (one a salon, seed/reception.ts), drawn like staff from their own random.
function receptionFiles(): [string, string][] {
  return receptionistRows(salonRows('2026-01-01').map((s) => s.id)).map((r) => {
    const portrait = { id: r.id, name: r.name, female: receptionistIsFemale(r.id), skinner: false };
    return [`reception-${r.id}.svg`, avatarSvg(portrait, rngFor(13, r.id))];
  });
}

/** Finished-hair pictures, none with a face: style-N of kind STYLE_KINDS[(N - 1) % 6] (seed/style-pictures.ts). */
export function styleFiles(): [string, string][] {
  return Array.from({ length: STYLE_COUNT }, (_, i) => {
    const kind = STYLE_KINDS[i % STYLE_KINDS.length] as StyleKind;
    return [`style-${i + 1}.svg`, resultSvg(kind, `Kiểu tóc ${i + 1}`, rngFor(5, i + 1))];
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

// Pictures the home page's documents name (seed/home-content*.ts): [file, category, group, objects].
// biome-ignore format: a table reads best one picture a line
const HOME_SERVICES: [string, number, number, [string, string]?][] = [
  ['goi-duong-sinh', 1, 101],
  ['goi-bo-ket', 1, 101, ['herbs', 'basin']],
  ['hap-dau-thao-duoc', 1, 101, ['basin', 'towels']],
  ['cham-soc-da-dau', 2, 201],
  ['tri-gau', 2, 202],
  ['detox-da-dau', 2, 203],
  ['phuc-hoi-keratin', 2, 204, ['bottle', 'longhair']],
  ['uon-phuc-hoi', 3, 303],
  ['massage-co-vai-gay', 4, 401],
  ['massage-mat', 4, 402, ['mask', 'hands']],
  ['xong-hoi-thao-moc', 4, 405, ['herbs', 'stones']],
  ['combo-thu-gian', 5, 501],
];
// biome-ignore format: a table reads best one picture a line
const HOME_ICONS: [string, string, string, number][] = [
  ['icon-thao-duoc', 'Thảo dược Việt', 'herbs', 1],
  ['icon-chuyen-gia', 'Chuyên viên được đào tạo', 'medal', 3],
  ['icon-khong-gian', 'Không gian yên tĩnh', 'candle', 4],
  ['icon-bao-hanh', 'Bảo hành 7 ngày', 'shield', 2],
];

function homeFiles(): {
  services: [string, string][];
  icons: [string, string][];
  people: [string, string][];
} {
  const cat = (id: number) => CATEGORIES.find((c) => c.id === id)!;
  const services = HOME_SERVICES.map(([name, category, group, motifs], i): [string, string] => {
    const { bg, fg } = cat(category);
    const comboGroups = group === 501 ? [101, 401] : undefined;
    const picture = {
      id: 9000 + i,
      label: name,
      group,
      bg,
      fg,
      motifs,
      comboGroups,
      width: 600,
      height: 600,
    };
    return [`${name}.svg`, serviceSvg(picture, rngFor(6, i))];
  });
  const icons = HOME_ICONS.map(([name, label, motif, category]): [string, string] => {
    const { bg, fg } = cat(category);
    return [`${name}.svg`, iconSvg(label, motif, bg, fg)];
  });
  const people = ['khach-1', 'khach-2', 'khach-3', 'stylist-1', 'stylist-2', 'stylist-3', 'stylist-4'].map(
    (name, i): [string, string] => {
      const portrait = { id: i, name, female: i % 2 === 0, skinner: false };
      return [`${name}.svg`, avatarSvg(portrait, rngFor(7, i))];
    },
  );
  return { services, icons, people };
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
writeAll('staff', receptionFiles());
writeAll('styles', styleFiles());
writeAll('salons', salonFiles());
writeAll('services', serviceFiles());
const home = homeFiles();
writeAll('services', home.services);
writeAll('icons', home.icons);
writeAll('people', home.people);
writeHomeArt(writeAll);

let total = 0;
let count = 0;
for (const folder of [
  'staff',
  'styles',
  'salons',
  'services',
  'icons',
  'people',
  'banners',
  'slides',
  'blocks',
  'videos',
  'blog',
  'media',
  'products',
  'campaigns',
])
  for (const name of readdirSync(join(OUT, folder))) {
    total += statSync(join(OUT, folder, name)).size;
    count++;
  }
console.log(`wrote images: ${count} files, ${Math.round(total / 1024)} KB`);
