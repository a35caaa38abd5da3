import { stripAccents } from '@salon/domain';
import type { NewRow } from '../schema.ts';

export const REGION_NORTH = 1;
export const REGION_CENTRAL = 2;
export const REGION_SOUTH = 3;

/** The spec refers to these two by id (cityId 62 and 1). */
export const HA_NOI_ID = 62;
export const HO_CHI_MINH_ID = 1;

// The 63 provinces and centrally-run cities as they were before the 2025 merger.
// [id, name, region]; Tây Nguyên counts as Central.
const PROVINCES: ReadonlyArray<readonly [number, string, number]> = [
  // Miền Bắc (25)
  [62, 'Hà Nội', REGION_NORTH],
  [2, 'Hải Phòng', REGION_NORTH],
  [3, 'Quảng Ninh', REGION_NORTH],
  [4, 'Bắc Ninh', REGION_NORTH],
  [5, 'Hải Dương', REGION_NORTH],
  [6, 'Hưng Yên', REGION_NORTH],
  [7, 'Vĩnh Phúc', REGION_NORTH],
  [8, 'Bắc Giang', REGION_NORTH],
  [9, 'Thái Nguyên', REGION_NORTH],
  [10, 'Phú Thọ', REGION_NORTH],
  [11, 'Hà Nam', REGION_NORTH],
  [12, 'Nam Định', REGION_NORTH],
  [13, 'Thái Bình', REGION_NORTH],
  [14, 'Ninh Bình', REGION_NORTH],
  [15, 'Lạng Sơn', REGION_NORTH],
  [16, 'Cao Bằng', REGION_NORTH],
  [17, 'Hà Giang', REGION_NORTH],
  [18, 'Tuyên Quang', REGION_NORTH],
  [19, 'Bắc Kạn', REGION_NORTH],
  [20, 'Lào Cai', REGION_NORTH],
  [21, 'Yên Bái', REGION_NORTH],
  [22, 'Điện Biên', REGION_NORTH],
  [23, 'Lai Châu', REGION_NORTH],
  [24, 'Sơn La', REGION_NORTH],
  [25, 'Hòa Bình', REGION_NORTH],
  // Miền Trung và Tây Nguyên (19)
  [26, 'Đà Nẵng', REGION_CENTRAL],
  [27, 'Thừa Thiên Huế', REGION_CENTRAL],
  [28, 'Khánh Hòa', REGION_CENTRAL],
  [29, 'Nghệ An', REGION_CENTRAL],
  [30, 'Thanh Hóa', REGION_CENTRAL],
  [31, 'Hà Tĩnh', REGION_CENTRAL],
  [32, 'Quảng Bình', REGION_CENTRAL],
  [33, 'Quảng Trị', REGION_CENTRAL],
  [34, 'Quảng Nam', REGION_CENTRAL],
  [35, 'Quảng Ngãi', REGION_CENTRAL],
  [36, 'Bình Định', REGION_CENTRAL],
  [37, 'Phú Yên', REGION_CENTRAL],
  [38, 'Ninh Thuận', REGION_CENTRAL],
  [39, 'Bình Thuận', REGION_CENTRAL],
  [40, 'Kon Tum', REGION_CENTRAL],
  [41, 'Gia Lai', REGION_CENTRAL],
  [42, 'Đắk Lắk', REGION_CENTRAL],
  [43, 'Đắk Nông', REGION_CENTRAL],
  [44, 'Lâm Đồng', REGION_CENTRAL],
  // Miền Nam (19)
  [1, 'TP Hồ Chí Minh', REGION_SOUTH],
  [45, 'Cần Thơ', REGION_SOUTH],
  [46, 'Bình Dương', REGION_SOUTH],
  [47, 'Đồng Nai', REGION_SOUTH],
  [48, 'Bà Rịa - Vũng Tàu', REGION_SOUTH],
  [49, 'Long An', REGION_SOUTH],
  [50, 'Tây Ninh', REGION_SOUTH],
  [51, 'Bình Phước', REGION_SOUTH],
  [52, 'Tiền Giang', REGION_SOUTH],
  [53, 'Bến Tre', REGION_SOUTH],
  [54, 'Vĩnh Long', REGION_SOUTH],
  [55, 'Trà Vinh', REGION_SOUTH],
  [56, 'Đồng Tháp', REGION_SOUTH],
  [57, 'An Giang', REGION_SOUTH],
  [58, 'Kiên Giang', REGION_SOUTH],
  [59, 'Hậu Giang', REGION_SOUTH],
  [60, 'Sóc Trăng', REGION_SOUTH],
  [61, 'Bạc Liêu', REGION_SOUTH],
  [63, 'Cà Mau', REGION_SOUTH],
];

/** Ids of the other provinces used by salons, for readable references elsewhere in the seed. */
export const PROVINCE_ID = {
  haNoi: HA_NOI_ID,
  hoChiMinh: HO_CHI_MINH_ID,
  haiPhong: 2,
  bacNinh: 4,
  daNang: 26,
  hue: 27,
  khanhHoa: 28,
  ngheAn: 29,
  canTho: 45,
  binhDuong: 46,
  dongNai: 47,
} as const;

export function provinceName(id: number): string {
  const found = PROVINCES.find((p) => p[0] === id);
  if (!found) throw new Error(`seed: unknown province ${id}`);
  return found[1];
}

// Vietnamese collation (Đ after D); stable for a given ICU, and the ids never depend on it.
const collator = new Intl.Collator('vi');

/** Hà Nội first, TP Hồ Chí Minh second, then alphabetical. */
export function provinceRows(): NewRow<'province'>[] {
  const rest = PROVINCES.filter(([id]) => id !== HA_NOI_ID && id !== HO_CHI_MINH_ID)
    .map(([, name]) => name)
    .sort((a, b) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
  const order = new Map<string, number>([
    ['Hà Nội', 1],
    ['TP Hồ Chí Minh', 2],
  ]);
  for (const [i, name] of rest.entries()) order.set(name, i + 3);
  return PROVINCES.map(([id, name, region]) => ({
    id,
    name,
    vung_mien_id: region,
    search_text: stripAccents(name),
    sort_order: order.get(name)!,
  })).sort((a, b) => a.id - b.id);
}
