import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { buildPlaceIndex, type PlaceIndex, type VnUnitsData } from '@salon/domain';

// The 2025 administrative map shipped in apps/api/data (built by scripts/places/build-vn-units.mjs),
// read and indexed once, on the first address call (about 0.2 s), not at start.
const FILE = 'data/vn-units-2025.json.gz';

/**
 * apps/api/data, found upwards from here, so the source (src/modules/places), the bundle (dist) and a
 * bundle built elsewhere in the repository (tests) all reach it.
 */
function dataFile(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    for (const candidate of [join(dir, FILE), join(dir, 'apps/api', FILE)]) {
      if (existsSync(candidate)) return candidate;
    }
    dir = dirname(dir);
  }
  throw new Error(`${FILE} not found above ${fileURLToPath(import.meta.url)}`);
}

let index: PlaceIndex | null = null;

export function placeIndex(): PlaceIndex {
  if (!index) {
    const data = JSON.parse(gunzipSync(readFileSync(dataFile())).toString('utf8')) as VnUnitsData;
    index = buildPlaceIndex(data);
  }
  return index;
}
