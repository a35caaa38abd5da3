// Provinces grouped by region (001 §3: vungMienId 1 North, 2 Central, 3 South; anything else goes
// under a default heading). Only provinces with salons are listed.
export const REGION_IDS = [1, 2, 3] as const;
export const DEFAULT_REGION = 0;

export interface RegionProvince {
  vungMienId: number;
  totalSalon: number;
}

export interface RegionGroup<P> {
  regionId: number;
  provinces: P[];
}

/** Regions in order North, Central, South, then the default group; empty groups dropped. */
export function groupByRegion<P extends RegionProvince>(provinces: readonly P[]): RegionGroup<P>[] {
  const withSalons = provinces.filter((p) => p.totalSalon > 0);
  const known = (id: number) => (REGION_IDS as readonly number[]).includes(id);
  const groups: RegionGroup<P>[] = REGION_IDS.map((regionId) => ({
    regionId,
    provinces: withSalons.filter((p) => p.vungMienId === regionId),
  }));
  groups.push({ regionId: DEFAULT_REGION, provinces: withSalons.filter((p) => !known(p.vungMienId)) });
  return groups.filter((g) => g.provinces.length > 0);
}
