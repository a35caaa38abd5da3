import type { NewRow } from '../schema.ts';
import { PROVINCE_ID } from './provinces.ts';

// Real quận/huyện (pre-2025 administrative map) of every province that has a salon.
// Id = provinceId * 100 + position (1-based), so ids never move when a province is added.
const DISTRICTS: Readonly<Record<number, readonly string[]>> = {
  [PROVINCE_ID.haNoi]: [
    'Quận Ba Đình',
    'Quận Hoàn Kiếm',
    'Quận Tây Hồ',
    'Quận Long Biên',
    'Quận Cầu Giấy',
    'Quận Đống Đa',
    'Quận Hai Bà Trưng',
    'Quận Hoàng Mai',
    'Quận Thanh Xuân',
    'Quận Nam Từ Liêm',
    'Quận Bắc Từ Liêm',
    'Quận Hà Đông',
    'Huyện Gia Lâm',
    'Huyện Đông Anh',
  ],
  [PROVINCE_ID.hoChiMinh]: [
    'Quận 1',
    'Quận 3',
    'Quận 5',
    'Quận 7',
    'Quận 10',
    'Quận 12',
    'Quận Bình Thạnh',
    'Quận Phú Nhuận',
    'Quận Tân Bình',
    'Quận Tân Phú',
    'Quận Gò Vấp',
    'TP Thủ Đức',
    'Quận Bình Tân',
    'Huyện Nhà Bè',
  ],
  [PROVINCE_ID.daNang]: [
    'Quận Hải Châu',
    'Quận Thanh Khê',
    'Quận Sơn Trà',
    'Quận Ngũ Hành Sơn',
    'Quận Liên Chiểu',
    'Quận Cẩm Lệ',
  ],
  [PROVINCE_ID.haiPhong]: ['Quận Hồng Bàng', 'Quận Lê Chân', 'Quận Ngô Quyền', 'Quận Hải An', 'Quận Kiến An'],
  [PROVINCE_ID.canTho]: ['Quận Ninh Kiều', 'Quận Cái Răng', 'Quận Bình Thủy', 'Quận Ô Môn'],
  [PROVINCE_ID.binhDuong]: ['TP Thủ Dầu Một', 'TP Thuận An', 'TP Dĩ An', 'TP Tân Uyên', 'TP Bến Cát'],
  [PROVINCE_ID.dongNai]: ['TP Biên Hòa', 'TP Long Khánh', 'Huyện Nhơn Trạch', 'Huyện Trảng Bom'],
  [PROVINCE_ID.khanhHoa]: ['TP Nha Trang', 'TP Cam Ranh', 'Thị xã Ninh Hòa'],
  [PROVINCE_ID.hue]: ['TP Huế', 'Thị xã Hương Thủy', 'Thị xã Hương Trà'],
  [PROVINCE_ID.ngheAn]: ['TP Vinh', 'Thị xã Cửa Lò', 'Huyện Nghi Lộc'],
  [PROVINCE_ID.bacNinh]: ['TP Bắc Ninh', 'TP Từ Sơn', 'Huyện Quế Võ'],
};

export function districtRows(): NewRow<'district'>[] {
  return Object.entries(DISTRICTS)
    .flatMap(([province, names]) =>
      names.map((name, i) => ({ id: Number(province) * 100 + i + 1, province_id: Number(province), name })),
    )
    .sort((a, b) => a.id - b.id);
}

/** The id of a district by its exact name; a typo in the seed fails loudly. */
export function districtId(provinceId: number, name: string): number {
  const index = DISTRICTS[provinceId]?.indexOf(name) ?? -1;
  if (index < 0) throw new Error(`seed: unknown district ${name} in province ${provinceId}`);
  return provinceId * 100 + index + 1;
}
