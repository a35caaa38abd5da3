import { addDays } from '@salon/domain';
import type { NewRow } from '../schema.ts';
import { districtId } from './districts.ts';
import { PROVINCE_ID as P } from './provinces.ts';

export const BRAND = 'Moyo';
export const HOTLINE = '1900272703';
/** The training salon the spec excludes from search and nearby results. */
export const TRAINING_SALON_ID = 269;
/** Opens in the future (today + 5) and opened recently (today - 10). */
export const FUTURE_SALON_ID = 31;
export const NEW_SALON_ID = 16;
export const DEFAULT_SLOT_MINUTES = 20;
export const OPENS_AT = 510; // 8h30
export const CLOSES_AT = 1230; // 20h30

type BookManyPeople = 'off' | 'all' | 'notToday';

interface SalonSeed {
  id: number;
  city: number;
  district: string;
  /** Pre-2025 address: number street, ward, district, province. */
  address: string;
  /** Post-2025 address: number street, merged ward, province. */
  addressNew: string;
  lat: number;
  lng: number;
  name?: string;
  note?: string;
  parking?: boolean;
  hot?: boolean;
  top?: boolean;
  tag?: string;
  many?: BookManyPeople;
  consult?: boolean;
  opening?: 'future' | 'recent';
  warn?: string;
  noMap?: boolean;
  slot?: number;
  /** False: the system picks every stylist here (decision 0148). */
  pickStylist?: boolean;
  /** Opening windows on some days (decision 0148). */
  special?: { today: string[]; normal: string[]; weekend: string[] };
}

/** Salon 12 lets the system pick the stylist; salon 13 closes at midday on weekdays (decision 0148). */
export const SYSTEM_PICKS_SALON_ID = 12;
export const SPECIAL_HOURS_SALON_ID = 13;
export const SPECIAL_HOURS = { today: [], normal: ['8h30-12h00', '14h00-20h30'], weekend: [] };

// 47 salons in 11 provinces. Coordinates are on the named street (±100 m).
// biome-ignore format: a data table reads best one salon a line
const SALONS: readonly SalonSeed[] = [
  // Hà Nội (17 with the training salon)
  { id: 1, city: P.haNoi, district: 'Quận Cầu Giấy', address: '82 Trần Duy Hưng, Trung Hòa, Cầu Giấy, Hà Nội', addressNew: '82 Trần Duy Hưng, Phường Yên Hòa, Hà Nội', lat: 21.0101, lng: 105.7993, note: 'Đối diện Big C Thăng Long', parking: true, hot: true, top: true, tag: 'Salon flagship' },
  { id: 2, city: P.haNoi, district: 'Quận Cầu Giấy', address: '236 Cầu Giấy, Quan Hoa, Cầu Giấy, Hà Nội', addressNew: '236 Cầu Giấy, Phường Cầu Giấy, Hà Nội', lat: 21.0339, lng: 105.7968 },
  { id: 3, city: P.haNoi, district: 'Quận Cầu Giấy', address: '45 Xuân Thủy, Dịch Vọng Hậu, Cầu Giấy, Hà Nội', addressNew: '45 Xuân Thủy, Phường Cầu Giấy, Hà Nội', lat: 21.0367, lng: 105.7838, many: 'notToday' },
  { id: 4, city: P.haNoi, district: 'Quận Ba Đình', address: '120 Kim Mã, Kim Mã, Ba Đình, Hà Nội', addressNew: '120 Kim Mã, Phường Giảng Võ, Hà Nội', lat: 21.0317, lng: 105.8229 },
  { id: 5, city: P.haNoi, district: 'Quận Hoàn Kiếm', address: '18 Hàng Bài, Hàng Bài, Hoàn Kiếm, Hà Nội', addressNew: '18 Hàng Bài, Phường Cửa Nam, Hà Nội', lat: 21.0243, lng: 105.8534, consult: true, warn: 'Salon nằm trong khu phố cổ, anh/chị vui lòng gửi xe tại điểm trông giữ xe đầu phố Hàng Bài.' },
  { id: 6, city: P.haNoi, district: 'Quận Tây Hồ', address: '75 Xuân Diệu, Quảng An, Tây Hồ, Hà Nội', addressNew: '75 Xuân Diệu, Phường Tây Hồ, Hà Nội', lat: 21.0646, lng: 105.8273, parking: true },
  { id: 7, city: P.haNoi, district: 'Quận Long Biên', address: '302 Nguyễn Văn Cừ, Bồ Đề, Long Biên, Hà Nội', addressNew: '302 Nguyễn Văn Cừ, Phường Bồ Đề, Hà Nội', lat: 21.0457, lng: 105.8758, parking: true },
  { id: 8, city: P.haNoi, district: 'Quận Đống Đa', address: '92 Thái Hà, Trung Liệt, Đống Đa, Hà Nội', addressNew: '92 Thái Hà, Phường Đống Đa, Hà Nội', lat: 21.0131, lng: 105.8201 },
  { id: 9, city: P.haNoi, district: 'Quận Đống Đa', address: '164 Tôn Đức Thắng, Hàng Bột, Đống Đa, Hà Nội', addressNew: '164 Tôn Đức Thắng, Phường Văn Miếu - Quốc Tử Giám, Hà Nội', lat: 21.0226, lng: 105.8334 },
  { id: 10, city: P.haNoi, district: 'Quận Hai Bà Trưng', address: '346 Bạch Mai, Bạch Mai, Hai Bà Trưng, Hà Nội', addressNew: '346 Bạch Mai, Phường Bạch Mai, Hà Nội', lat: 21.0006, lng: 105.8504 },
  { id: 11, city: P.haNoi, district: 'Quận Hai Bà Trưng', address: '58 Phố Huế, Ngô Thì Nhậm, Hai Bà Trưng, Hà Nội', addressNew: '58 Phố Huế, Phường Hai Bà Trưng, Hà Nội', lat: 21.0166, lng: 105.8514, top: true },
  { id: 12, city: P.haNoi, district: 'Quận Thanh Xuân', address: '231 Nguyễn Trãi, Thượng Đình, Thanh Xuân, Hà Nội', addressNew: '231 Nguyễn Trãi, Phường Thanh Xuân, Hà Nội', lat: 20.9974, lng: 105.8142, parking: true, pickStylist: false },
  { id: 13, city: P.haNoi, district: 'Quận Hoàng Mai', address: '409 Trương Định, Tân Mai, Hoàng Mai, Hà Nội', addressNew: '409 Trương Định, Phường Tương Mai, Hà Nội', lat: 20.9851, lng: 105.8468, special: SPECIAL_HOURS },
  { id: 14, city: P.haNoi, district: 'Quận Nam Từ Liêm', address: '15 Lê Đức Thọ, Mỹ Đình 2, Nam Từ Liêm, Hà Nội', addressNew: '15 Lê Đức Thọ, Phường Từ Liêm, Hà Nội', lat: 21.0306, lng: 105.7676, parking: true, note: 'Gần sân vận động Mỹ Đình' },
  { id: 15, city: P.haNoi, district: 'Quận Bắc Từ Liêm', address: '98 Phạm Văn Đồng, Xuân Đỉnh, Bắc Từ Liêm, Hà Nội', addressNew: '98 Phạm Văn Đồng, Phường Xuân Đỉnh, Hà Nội', lat: 21.0712, lng: 105.7812, parking: true },
  { id: 16, city: P.haNoi, district: 'Quận Hà Đông', address: '26 Quang Trung, Quang Trung, Hà Đông, Hà Nội', addressNew: '26 Quang Trung, Phường Hà Đông, Hà Nội', lat: 20.9712, lng: 105.7776, parking: true, opening: 'recent' },
  { id: TRAINING_SALON_ID, city: P.haNoi, district: 'Quận Cầu Giấy', name: `${BRAND} Salon đào tạo`, address: '29 Tô Hiệu, Nghĩa Tân, Cầu Giấy, Hà Nội', addressNew: '29 Tô Hiệu, Phường Nghĩa Đô, Hà Nội', lat: 21.0443, lng: 105.7931, many: 'off', tag: 'Salon đào tạo', noMap: true, warn: 'Salon đào tạo: dịch vụ do học viên thực hiện dưới sự giám sát của stylist master.' },
  // TP Hồ Chí Minh (15)
  { id: 17, city: P.hoChiMinh, district: 'Quận 1', address: '123 Nguyễn Trãi, Phường Bến Thành, Quận 1, TP Hồ Chí Minh', addressNew: '123 Nguyễn Trãi, Phường Bến Thành, TP Hồ Chí Minh', lat: 10.7702, lng: 106.6924, hot: true, note: 'Cách chợ Bến Thành 300 m' },
  { id: 18, city: P.hoChiMinh, district: 'Quận 1', address: '57 Hai Bà Trưng, Phường Bến Nghé, Quận 1, TP Hồ Chí Minh', addressNew: '57 Hai Bà Trưng, Phường Sài Gòn, TP Hồ Chí Minh', lat: 10.7786, lng: 106.7041, top: true },
  { id: 19, city: P.hoChiMinh, district: 'Quận 3', address: '212 Võ Văn Tần, Phường 5, Quận 3, TP Hồ Chí Minh', addressNew: '212 Võ Văn Tần, Phường Bàn Cờ, TP Hồ Chí Minh', lat: 10.7731, lng: 106.6879, consult: true },
  { id: 20, city: P.hoChiMinh, district: 'Quận 10', address: '360 Nguyễn Tri Phương, Phường 4, Quận 10, TP Hồ Chí Minh', addressNew: '360 Nguyễn Tri Phương, Phường Diên Hồng, TP Hồ Chí Minh', lat: 10.7638, lng: 106.6684 },
  { id: 21, city: P.hoChiMinh, district: 'Quận 5', address: '455 An Dương Vương, Phường 3, Quận 5, TP Hồ Chí Minh', addressNew: '455 An Dương Vương, Phường Chợ Quán, TP Hồ Chí Minh', lat: 10.7604, lng: 106.6781, many: 'notToday' },
  { id: 22, city: P.hoChiMinh, district: 'Quận 7', address: '468 Nguyễn Thị Thập, Phường Tân Quy, Quận 7, TP Hồ Chí Minh', addressNew: '468 Nguyễn Thị Thập, Phường Tân Hưng, TP Hồ Chí Minh', lat: 10.7386, lng: 106.7122, parking: true },
  { id: 23, city: P.hoChiMinh, district: 'Quận Bình Thạnh', address: '133 Xô Viết Nghệ Tĩnh, Phường 17, Quận Bình Thạnh, TP Hồ Chí Minh', addressNew: '133 Xô Viết Nghệ Tĩnh, Phường Gia Định, TP Hồ Chí Minh', lat: 10.8024, lng: 106.7113, parking: true },
  { id: 24, city: P.hoChiMinh, district: 'Quận Phú Nhuận', address: '208 Phan Xích Long, Phường 7, Quận Phú Nhuận, TP Hồ Chí Minh', addressNew: '208 Phan Xích Long, Phường Cầu Kiệu, TP Hồ Chí Minh', lat: 10.7994, lng: 106.6904, hot: true },
  { id: 25, city: P.hoChiMinh, district: 'Quận Tân Bình', address: '402 Cộng Hòa, Phường 13, Quận Tân Bình, TP Hồ Chí Minh', addressNew: '402 Cộng Hòa, Phường Tân Bình, TP Hồ Chí Minh', lat: 10.8011, lng: 106.6474, warn: 'Khu vực Cộng Hòa thường kẹt xe giờ cao điểm, anh/chị vui lòng đến sớm 10 phút.' },
  { id: 26, city: P.hoChiMinh, district: 'Quận Gò Vấp', address: '646 Quang Trung, Phường 11, Quận Gò Vấp, TP Hồ Chí Minh', addressNew: '646 Quang Trung, Phường Thông Tây Hội, TP Hồ Chí Minh', lat: 10.8384, lng: 106.6601 },
  { id: 27, city: P.hoChiMinh, district: 'TP Thủ Đức', address: '58 Võ Văn Ngân, Phường Bình Thọ, TP Thủ Đức, TP Hồ Chí Minh', addressNew: '58 Võ Văn Ngân, Phường Thủ Đức, TP Hồ Chí Minh', lat: 10.8503, lng: 106.7624, parking: true },
  { id: 28, city: P.hoChiMinh, district: 'TP Thủ Đức', address: '15 Quốc Hương, Phường Thảo Điền, TP Thủ Đức, TP Hồ Chí Minh', addressNew: '15 Quốc Hương, Phường An Khánh, TP Hồ Chí Minh', lat: 10.8044, lng: 106.7336, parking: true },
  { id: 29, city: P.hoChiMinh, district: 'Quận Tân Phú', address: '212 Lũy Bán Bích, Phường Hòa Thạnh, Quận Tân Phú, TP Hồ Chí Minh', addressNew: '212 Lũy Bán Bích, Phường Tân Phú, TP Hồ Chí Minh', lat: 10.7781, lng: 106.6352, parking: true },
  { id: 30, city: P.hoChiMinh, district: 'Quận 12', address: '120 Nguyễn Ảnh Thủ, Phường Hiệp Thành, Quận 12, TP Hồ Chí Minh', addressNew: '120 Nguyễn Ảnh Thủ, Phường Tân Thới Hiệp, TP Hồ Chí Minh', lat: 10.8786, lng: 106.6383, parking: true },
  { id: FUTURE_SALON_ID, city: P.hoChiMinh, district: 'Quận 7', address: '32 Nguyễn Lương Bằng, Phường Tân Phú, Quận 7, TP Hồ Chí Minh', addressNew: '32 Nguyễn Lương Bằng, Phường Tân Mỹ, TP Hồ Chí Minh', lat: 10.7263, lng: 106.7196, parking: true, opening: 'future', note: 'Khu đô thị Phú Mỹ Hưng' },
  // Đà Nẵng (3)
  { id: 32, city: P.daNang, district: 'Quận Hải Châu', address: '155 Nguyễn Văn Linh, Nam Dương, Hải Châu, Đà Nẵng', addressNew: '155 Nguyễn Văn Linh, Phường Hải Châu, Đà Nẵng', lat: 16.0602, lng: 108.2118, parking: true, top: true, note: 'Gần cầu Rồng' },
  { id: 33, city: P.daNang, district: 'Quận Thanh Khê', address: '90 Hàm Nghi, Thạc Gián, Thanh Khê, Đà Nẵng', addressNew: '90 Hàm Nghi, Phường Thanh Khê, Đà Nẵng', lat: 16.0628, lng: 108.2079 },
  { id: 34, city: P.daNang, district: 'Quận Sơn Trà', address: '78 Hồ Nghinh, Phước Mỹ, Sơn Trà, Đà Nẵng', addressNew: '78 Hồ Nghinh, Phường An Hải, Đà Nẵng', lat: 16.0663, lng: 108.2436, parking: true, many: 'off' },
  // Hải Phòng (2)
  { id: 35, city: P.haiPhong, district: 'Quận Lê Chân', address: '218 Tô Hiệu, Trại Cau, Lê Chân, Hải Phòng', addressNew: '218 Tô Hiệu, Phường Lê Chân, Hải Phòng', lat: 20.8531, lng: 106.6829 },
  { id: 36, city: P.haiPhong, district: 'Quận Ngô Quyền', address: '32 Lạch Tray, Lạch Tray, Ngô Quyền, Hải Phòng', addressNew: '32 Lạch Tray, Phường Gia Viên, Hải Phòng', lat: 20.8568, lng: 106.6921, many: 'notToday' },
  // Cần Thơ (2)
  { id: 37, city: P.canTho, district: 'Quận Ninh Kiều', address: '85 Đường 30 Tháng 4, Xuân Khánh, Ninh Kiều, Cần Thơ', addressNew: '85 Đường 30 Tháng 4, Phường Tân An, Cần Thơ', lat: 10.0332, lng: 105.7698 },
  { id: 38, city: P.canTho, district: 'Quận Cái Răng', address: '52 Võ Nguyên Giáp, Phú Thứ, Cái Răng, Cần Thơ', addressNew: '52 Võ Nguyên Giáp, Phường Cái Răng, Cần Thơ', lat: 10.0071, lng: 105.7832, parking: true },
  // Bình Dương (2) - merged into TP Hồ Chí Minh in 2025
  { id: 39, city: P.binhDuong, district: 'TP Thủ Dầu Một', address: '250 Đại lộ Bình Dương, Phú Hòa, Thủ Dầu Một, Bình Dương', addressNew: '250 Đại lộ Bình Dương, Phường Thủ Dầu Một, TP Hồ Chí Minh', lat: 10.9778, lng: 106.6662, parking: true },
  { id: 40, city: P.binhDuong, district: 'TP Dĩ An', address: '15 Nguyễn An Ninh, Dĩ An, Dĩ An, Bình Dương', addressNew: '15 Nguyễn An Ninh, Phường Dĩ An, TP Hồ Chí Minh', lat: 10.9052, lng: 106.7688, noMap: true },
  // Đồng Nai (2)
  { id: 41, city: P.dongNai, district: 'TP Biên Hòa', address: '456 Phạm Văn Thuận, Tam Hiệp, Biên Hòa, Đồng Nai', addressNew: '456 Phạm Văn Thuận, Phường Tam Hiệp, Đồng Nai', lat: 10.9478, lng: 106.8579, parking: true },
  { id: 42, city: P.dongNai, district: 'TP Biên Hòa', address: '88 Võ Thị Sáu, Thống Nhất, Biên Hòa, Đồng Nai', addressNew: '88 Võ Thị Sáu, Phường Trấn Biên, Đồng Nai', lat: 10.9501, lng: 106.8252 },
  // Khánh Hòa, Thừa Thiên Huế, Nghệ An, Bắc Ninh (1 each)
  { id: 43, city: P.khanhHoa, district: 'TP Nha Trang', address: '60 Trần Phú, Lộc Thọ, Nha Trang, Khánh Hòa', addressNew: '60 Trần Phú, Phường Nha Trang, Khánh Hòa', lat: 12.2418, lng: 109.1962, parking: true, slot: 30, note: 'Đối diện bãi biển Trần Phú' },
  { id: 44, city: P.hue, district: 'TP Huế', address: '38 Hùng Vương, Phú Nhuận, TP Huế, Thừa Thiên Huế', addressNew: '38 Hùng Vương, Phường Thuận Hóa, TP Huế', lat: 16.4619, lng: 107.5951 },
  { id: 45, city: P.ngheAn, district: 'TP Vinh', address: '92 Nguyễn Văn Cừ, Hưng Phúc, Vinh, Nghệ An', addressNew: '92 Nguyễn Văn Cừ, Phường Thành Vinh, Nghệ An', lat: 18.6752, lng: 105.6948 },
  { id: 46, city: P.bacNinh, district: 'TP Bắc Ninh', address: '21 Ngô Gia Tự, Suối Hoa, Bắc Ninh, Bắc Ninh', addressNew: '21 Ngô Gia Tự, Phường Kinh Bắc, Bắc Ninh', lat: 21.1838, lng: 106.0702, parking: true },
];

export const SALON_IDS: readonly number[] = SALONS.map((s) => s.id);

/** Seed salons of a city (in seed order), for picking nearby backups. */
export function salonIdsInCity(cityId: number): number[] {
  return SALONS.filter((s) => s.city === cityId).map((s) => s.id);
}

function salonPhone(id: number): string {
  const prefixes = ['97', '98', '96', '91', '94', '88', '86', '83'];
  return `0${prefixes[id % prefixes.length]}${String((id * 7919 + 1234567) % 10_000_000).padStart(7, '0')}`;
}

function openingDate(seed: SalonSeed, today: string): string | null {
  if (seed.opening === 'future') return addDays(today, 5);
  if (seed.opening === 'recent') return addDays(today, -10);
  return null;
}

// A salon with parking has its own link to the car park, a short walk away (000 §3 parkingMap).
function parkingMap(s: SalonSeed): string | null {
  if (!s.parking || s.noMap) return null;
  return `https://maps.google.com/?q=${(s.lat + 0.0004).toFixed(4)},${(s.lng - 0.0003).toFixed(4)}`;
}

/** The seeded parking link of a salon (the home salonAddress block repeats it), or null. */
export function salonParkingMap(id: number): string | null {
  const seed = SALONS.find((s) => s.id === id);
  return seed ? parkingMap(seed) : null;
}

export function salonRows(today: string): NewRow<'salon'>[] {
  return SALONS.map((s) => ({
    id: s.id,
    name: s.name ?? `${BRAND} ${s.address.split(',')[0]}`,
    city_id: s.city,
    district_id: districtId(s.city, s.district),
    address: s.address,
    address_new: s.addressNew,
    address_note: s.note ?? null,
    latitude: s.lat,
    longitude: s.lng,
    images: JSON.stringify([`/images/salons/salon-${s.id}.svg`]),
    parking: s.parking ?? false,
    salon_hot: s.hot ?? false,
    tag_top_salon: s.top ?? false,
    tag: s.tag ?? null,
    book_many_people: s.many ?? 'all',
    select_consultation: s.consult ?? false,
    opening_date: openingDate(s, today),
    warn_text: s.warn ?? null,
    phone: salonPhone(s.id),
    map_link: s.noMap ? null : `https://maps.google.com/?q=${s.lat},${s.lng}`,
    parking_map: parkingMap(s),
    hotline: HOTLINE,
    slot_minutes: s.slot ?? DEFAULT_SLOT_MINUTES,
    opens_at_minute: OPENS_AT,
    closes_at_minute: CLOSES_AT,
    is_active: true,
    allow_book_stylist: s.pickStylist ?? true,
    special_hours: JSON.stringify(s.special ?? { today: [], normal: [], weekend: [] }),
  }));
}
