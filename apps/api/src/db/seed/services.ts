import { YOUTUBE_EMBED_ORIGIN } from '@salon/domain';
import type { Banner, ComboItem, NewRow } from '../schema.ts';

// The catalogue of a hair-washing and scalp-care chain. Several services in one group are
// versions of one product (the customer keeps one per group); a child (parent_service_id) is an
// add-on of a service in the same group; upsales are add-ons offered from other groups.

export interface CategorySeed {
  id: number;
  title: string;
  bg: string;
  fg: string;
}
export interface GroupSeed {
  id: number;
  category: number;
  title: string;
  content: string;
  tags: string[];
  video?: string;
}
export interface ServiceSeed {
  id: number;
  group: number;
  name: string;
  subtitle: string;
  version?: string;
  price: number;
  old?: number;
  time: number;
  tags?: string[];
  parent?: number;
  isDefault?: boolean;
  /** 1 at the salon, 2 at home, 3 both. */
  delivery?: 1 | 2 | 3;
  skinner?: boolean;
  sold?: boolean;
  /** Ids of the services a combo bundles. */
  combo?: number[];
}

export const CATEGORIES: readonly CategorySeed[] = [
  { id: 1, title: 'Gội đầu dưỡng sinh', bg: '#E6F4EA', fg: '#1E6B3A' },
  { id: 2, title: 'Chăm sóc da đầu', bg: '#E8F1FB', fg: '#1B4F8A' },
  { id: 3, title: 'Cắt tóc & tạo kiểu', bg: '#FFF4E5', fg: '#8A4B0F' },
  { id: 4, title: 'Thư giãn & phục hồi', bg: '#F3E8FA', fg: '#5B2C83' },
  { id: 5, title: 'Combo tiết kiệm', bg: '#FDE8EC', fg: '#A0203C' },
];

// Video ids are placeholders for the chain's own clips (embedded through youtube-nocookie.com/embed).
// biome-ignore format: a data table reads best one group a line
export const GROUPS: readonly GroupSeed[] = [
  { id: 101, category: 1, title: 'Gội đầu dưỡng sinh thảo dược', tags: ['Bán chạy', 'Thảo dược'], video: 'q3Xk7LmN2pA', content: 'Quy trình gội đầu dưỡng sinh 12 bước với thảo dược thiên nhiên như bồ kết, hà thủ ô, sả chanh. Kỹ thuật viên kết hợp bấm huyệt vùng đầu, cổ, vai gáy giúp lưu thông khí huyết, giảm căng thẳng và cho giấc ngủ sâu hơn. Phiên bản Cao cấp và VIP bổ sung xông hơi thảo mộc, đắp mặt nạ và massage tay chân.' },
  { id: 102, category: 1, title: 'Gội đầu thư giãn nhanh', tags: ['Nhanh gọn'], content: 'Dành cho khách bận rộn: gội sạch với dầu gội thảo mộc, massage da đầu nhẹ nhàng và sấy khô tạo kiểu cơ bản chỉ trong 20 phút.' },
  { id: 103, category: 1, title: 'Gội đầu tại nhà', tags: ['Tiện lợi', 'Mới'], content: 'Kỹ thuật viên mang đầy đủ dụng cụ, ghế gội gấp gọn và thảo dược đến tận nhà anh/chị. Phù hợp cho người cao tuổi, mẹ sau sinh hoặc người không tiện di chuyển. Phí đi lại đã bao gồm trong bán kính 5 km từ salon.' },
  { id: 104, category: 1, title: 'Gội đầu cho bé', tags: ['Cho bé'], content: 'Dầu gội dịu nhẹ không cay mắt, nước ấm vừa phải và kỹ thuật viên được đào tạo riêng để chăm sóc bé từ 3 đến 10 tuổi. Bé được xem hoạt hình trong lúc gội.' },
  { id: 201, category: 2, title: 'Soi da đầu & tư vấn', tags: ['Miễn phí', 'Chuyên gia'], content: 'Chuyên viên da đầu soi da đầu bằng máy phóng đại 200 lần, đánh giá tình trạng gàu, dầu nhờn, nang tóc và tư vấn liệu trình phù hợp. Bản Chuyên sâu kèm báo cáo chi tiết và mẫu dùng thử mang về.' },
  { id: 202, category: 2, title: 'Trị gàu & nấm da đầu', tags: ['Đặc trị'], content: 'Làm sạch sâu, loại bỏ vảy gàu và cân bằng hệ vi sinh da đầu bằng tinh chất tràm trà, kẽm PTO và dầu gội đặc trị. Bản Chuyên sâu có thêm điện di tinh chất và chiếu đèn sinh học, hiệu quả rõ sau 3 buổi.' },
  { id: 203, category: 2, title: 'Detox da đầu', tags: ['Bán chạy', 'Thải độc'], video: 'Zt8Wc1rYb5E', content: 'Tẩy tế bào chết bằng muối khoáng, hút dầu nhờn và bụi mịn trong nang tóc, đắp bùn khoáng thải độc giúp da đầu thông thoáng, tóc bồng bềnh và lâu bết. Khuyên dùng 2 tuần một lần cho người sống ở thành phố nhiều khói bụi.' },
  { id: 204, category: 2, title: 'Phục hồi tóc rụng', tags: ['Liệu trình'], content: 'Liệu trình kích thích nang tóc bằng tinh chất vỏ bưởi, nhân sâm và công nghệ điện di, kết hợp bấm huyệt tăng tuần hoàn máu nuôi tóc. Phù hợp với người rụng tóc do căng thẳng, sau sinh hoặc khi giao mùa.' },
  { id: 205, category: 2, title: 'Cân bằng dầu nhờn', tags: ['Da dầu'], content: 'Dành cho da đầu dầu, bết nhanh: làm sạch bằng than hoạt tính, xịt khoáng se lỗ chân lông và tinh chất kiểm soát dầu, giúp tóc khô thoáng suốt 2–3 ngày.' },
  { id: 301, category: 3, title: 'Cắt tóc nam', tags: ['Nam'], content: 'Stylist tư vấn kiểu tóc theo khuôn mặt, cắt tỉa tỉ mỉ và tạo kiểu với sáp cao cấp. Bản Cao cấp kèm gội dưỡng sinh và massage mặt; bản VIP do stylist master thực hiện.' },
  { id: 302, category: 3, title: 'Cắt tóc nữ', tags: ['Nữ'], content: 'Cắt tỉa, tạo layer, mái thưa hoặc bob theo xu hướng, kèm gội và sấy tạo kiểu. Stylist tư vấn độ dài và kiểu tóc hợp gương mặt, chất tóc của từng người.' },
  { id: 303, category: 3, title: 'Uốn tóc', tags: ['Tạo kiểu'], content: 'Thuốc uốn thế hệ mới ít hại tóc, giữ nếp 3–6 tháng. Uốn phồng chân tóc giúp tóc bồng bềnh tự nhiên; uốn Hàn Quốc tạo sóng mềm mại hợp xu hướng.' },
  { id: 304, category: 3, title: 'Nhuộm tóc', tags: ['Màu mới'], content: 'Thuốc nhuộm chiết xuất thực vật, không amoniac, an toàn cho da đầu nhạy cảm. Phủ bạc tự nhiên hoặc lên màu thời trang theo bảng màu mùa này.' },
  { id: 305, category: 3, title: 'Sấy & tạo kiểu', tags: ['Sự kiện'], content: 'Sấy phồng, uốn cụp hoặc vuốt sáp tạo kiểu gọn gàng cho buổi hẹn, buổi phỏng vấn hay sự kiện quan trọng.' },
  { id: 401, category: 4, title: 'Massage cổ vai gáy', tags: ['Văn phòng'], video: 'Hn4Rp9sVd2K', content: 'Kỹ thuật day, ấn, miết theo huyệt đạo kết hợp đá nóng và tinh dầu gừng, giải tỏa căng cơ cho người ngồi máy tính nhiều giờ. Có thể thực hiện tại salon hoặc tại nhà.' },
  { id: 402, category: 4, title: 'Đắp mặt nạ dưỡng da', tags: ['Dưỡng da'], content: 'Làm sạch, tẩy da chết và đắp mặt nạ collagen giúp da mặt ẩm mịn, thực hiện song song trong lúc gội đầu.' },
  { id: 403, category: 4, title: 'Lấy nhân mụn chuẩn y khoa', tags: ['Chuẩn y khoa'], content: 'Quy trình vô khuẩn 7 bước: tẩy trang, xông hơi, lấy nhân mụn bằng dụng cụ y khoa, sát khuẩn, điện tím, đắp mặt nạ làm dịu và thoa kem phục hồi.' },
  { id: 404, category: 4, title: 'Ngâm chân thảo dược', tags: ['Ngủ ngon'], content: 'Ngâm chân bằng nước gừng, ngải cứu và muối hồng ấm kết hợp massage lòng bàn chân giúp ngủ ngon, giảm mỏi chân sau một ngày dài.' },
  { id: 405, category: 4, title: 'Chườm mắt thảo dược', tags: ['Thư giãn'], content: 'Túi chườm thảo dược ấm đặt lên mắt kết hợp bấm huyệt quanh mắt, giảm mỏi mắt và quầng thâm do làm việc với màn hình.' },
  { id: 501, category: 5, title: 'Combo thư giãn', tags: ['Tiết kiệm'], content: 'Gội đầu dưỡng sinh Cơ bản và Massage cổ vai gáy 30 phút trong một lượt, tiết kiệm hơn đặt riêng từng dịch vụ.' },
  { id: 502, category: 5, title: 'Combo chăm sóc toàn diện', tags: ['Tiết kiệm', 'Toàn diện'], content: 'Cắt tóc, gội đầu dưỡng sinh và detox da đầu trong một lần hẹn: tóc gọn gàng, da đầu sạch sâu, tinh thần thư thái.' },
];

// biome-ignore format: a data table reads best one service a line
export const SERVICES: readonly ServiceSeed[] = [
  { id: 1011, group: 101, name: 'Gội đầu dưỡng sinh', version: 'Cơ bản', subtitle: '12 bước gội thảo dược, bấm huyệt đầu cổ', price: 99000, time: 40, isDefault: true, tags: ['Bán chạy'] },
  { id: 1012, group: 101, name: 'Gội đầu dưỡng sinh', version: 'Cao cấp', subtitle: 'Thêm xông hơi thảo mộc và đắp mặt nạ', price: 169000, old: 199000, time: 60 },
  { id: 1013, group: 101, name: 'Gội đầu dưỡng sinh', version: 'VIP', subtitle: 'Phòng riêng, tinh dầu nhập khẩu, massage tay chân', price: 269000, time: 80, tags: ['VIP'] },
  { id: 1014, group: 101, name: 'Gội thêm tinh dầu bưởi', subtitle: 'Giảm gãy rụng, tóc thơm lâu', price: 59000, time: 20, parent: 1011 },
  { id: 1015, group: 101, name: 'Ủ tóc phục hồi Keratin', subtitle: 'Phục hồi tóc khô xơ, hư tổn', price: 99000, time: 20, parent: 1012 },
  { id: 1016, group: 101, name: 'Gội đầu bồ kết truyền thống', version: 'Bồ kết', subtitle: 'Bồ kết nướng, lá sả, vỏ bưởi', price: 79000, time: 30, sold: false },
  { id: 1021, group: 102, name: 'Gội đầu nhanh 20 phút', subtitle: 'Gội sạch, massage nhẹ, sấy khô', price: 59000, time: 20 },
  { id: 1031, group: 103, name: 'Gội đầu dưỡng sinh tại nhà', subtitle: 'Kỹ thuật viên đến tận nhà trong bán kính 5 km', price: 299000, time: 75, delivery: 2, tags: ['Mới'] },
  { id: 1041, group: 104, name: 'Gội đầu cho bé (3–10 tuổi)', subtitle: 'Dầu gội không cay mắt', price: 69000, time: 25 },
  { id: 2011, group: 201, name: 'Tư vấn da đầu miễn phí', version: 'Miễn phí', subtitle: 'Soi da đầu và tư vấn liệu trình', price: 0, time: 20, skinner: true, tags: ['FREE'] },
  { id: 2012, group: 201, name: 'Soi da đầu chuyên sâu', version: 'Chuyên sâu', subtitle: 'Báo cáo chi tiết và mẫu dùng thử', price: 99000, time: 30, skinner: true },
  { id: 2021, group: 202, name: 'Trị gàu', version: 'Cơ bản', subtitle: 'Tinh chất tràm trà, kẽm PTO', price: 199000, time: 45, skinner: true },
  { id: 2022, group: 202, name: 'Trị gàu', version: 'Chuyên sâu', subtitle: 'Thêm điện di và chiếu đèn sinh học', price: 299000, old: 349000, time: 60, skinner: true },
  { id: 2031, group: 203, name: 'Detox da đầu', version: 'Cơ bản', subtitle: 'Muối khoáng, hút dầu nhờn', price: 249000, time: 50, skinner: true, tags: ['Bán chạy'] },
  { id: 2032, group: 203, name: 'Detox da đầu', version: 'Cao cấp', subtitle: 'Thêm đắp bùn khoáng thải độc', price: 349000, time: 60, skinner: true },
  { id: 2033, group: 203, name: 'Detox da đầu', version: 'VIP', subtitle: 'Phòng riêng, tinh chất nhập khẩu', price: 449000, old: 499000, time: 75, skinner: true },
  { id: 2034, group: 203, name: 'Tẩy tế bào chết da đầu muối khoáng', subtitle: 'Làm sạch sâu nang tóc', price: 89000, time: 20, skinner: true, parent: 2031 },
  { id: 2041, group: 204, name: 'Liệu trình giảm rụng tóc', version: 'Tiêu chuẩn', subtitle: 'Tinh chất vỏ bưởi, nhân sâm', price: 399000, time: 70, skinner: true },
  { id: 2042, group: 204, name: 'Liệu trình giảm rụng tóc', version: 'Điện di chuyên sâu', subtitle: 'Điện di tinh chất kích thích nang tóc', price: 479000, time: 90, skinner: true },
  { id: 2051, group: 205, name: 'Cân bằng dầu nhờn da đầu', subtitle: 'Than hoạt tính, tóc khô thoáng 2–3 ngày', price: 229000, time: 45, skinner: true },
  { id: 3011, group: 301, name: 'Cắt tóc nam', version: 'Cơ bản', subtitle: 'Tư vấn kiểu, cắt và vuốt sáp', price: 89000, time: 30 },
  { id: 3012, group: 301, name: 'Cắt tóc nam', version: 'Cao cấp', subtitle: 'Kèm gội dưỡng sinh và massage mặt', price: 129000, time: 45 },
  { id: 3013, group: 301, name: 'Cắt tóc nam', version: 'VIP', subtitle: 'Stylist master thực hiện', price: 199000, old: 229000, time: 50, tags: ['VIP'] },
  { id: 3021, group: 302, name: 'Cắt tóc nữ', version: 'Cơ bản', subtitle: 'Cắt tỉa, gội và sấy', price: 149000, time: 45 },
  { id: 3022, group: 302, name: 'Cắt tóc nữ', version: 'Cao cấp', subtitle: 'Tạo layer, mái thưa theo xu hướng', price: 249000, time: 60 },
  { id: 3031, group: 303, name: 'Uốn phồng chân tóc', version: 'Phồng chân tóc', subtitle: 'Tóc bồng bềnh tự nhiên', price: 299000, time: 60 },
  { id: 3032, group: 303, name: 'Uốn tóc Hàn Quốc', version: 'Hàn Quốc', subtitle: 'Sóng mềm, giữ nếp 3–6 tháng', price: 449000, time: 90 },
  { id: 3041, group: 304, name: 'Nhuộm đen phủ bạc', version: 'Phủ bạc', subtitle: 'Thuốc nhuộm thực vật, không amoniac', price: 199000, time: 60 },
  { id: 3042, group: 304, name: 'Nhuộm màu thời trang', version: 'Thời trang', subtitle: 'Bảng màu mùa này', price: 399000, old: 459000, time: 90, tags: ['Hot'] },
  { id: 3051, group: 305, name: 'Sấy tạo kiểu', subtitle: 'Sấy phồng hoặc uốn cụp', price: 69000, time: 20 },
  { id: 3052, group: 305, name: 'Vuốt sáp giữ nếp', subtitle: 'Giữ nếp cả ngày', price: 59000, time: 20, parent: 3051 },
  { id: 4011, group: 401, name: 'Massage cổ vai gáy', version: '30 phút', subtitle: 'Đá nóng, tinh dầu gừng', price: 159000, time: 30, delivery: 3 },
  { id: 4012, group: 401, name: 'Massage cổ vai gáy', version: '45 phút', subtitle: 'Thêm massage lưng', price: 219000, time: 45, delivery: 3 },
  { id: 4013, group: 401, name: 'Massage cổ vai gáy', version: '60 phút', subtitle: 'Toàn thân trên, chuyên sâu', price: 279000, old: 319000, time: 60, delivery: 3 },
  { id: 4021, group: 402, name: 'Đắp mặt nạ collagen', subtitle: 'Da ẩm mịn, làm song song khi gội', price: 99000, time: 20, skinner: true, delivery: 3 },
  { id: 4031, group: 403, name: 'Lấy nhân mụn chuẩn y khoa', subtitle: 'Quy trình vô khuẩn 7 bước', price: 199000, time: 45, skinner: true },
  { id: 4041, group: 404, name: 'Ngâm chân thảo dược', subtitle: 'Gừng, ngải cứu, muối hồng', price: 79000, time: 20, delivery: 3 },
  { id: 4051, group: 405, name: 'Chườm mắt thảo dược', subtitle: 'Giảm mỏi mắt, quầng thâm', price: 69000, time: 20 },
  { id: 5011, group: 501, name: 'Combo Gội dưỡng sinh + Massage cổ vai gáy', subtitle: 'Tiết kiệm 29.000 VNĐ', price: 229000, old: 258000, time: 70, combo: [1011, 4011], tags: ['Tiết kiệm'] },
  { id: 5021, group: 502, name: 'Combo Cắt tóc + Gội dưỡng sinh + Detox da đầu', subtitle: 'Tiết kiệm 38.000 VNĐ', price: 399000, old: 437000, time: 90, skinner: true, combo: [3011, 1011, 2031], tags: ['Tiết kiệm'] },
];

/** Add-ons offered with a service: [service, upsales]. */
export const UPSALES: ReadonlyArray<readonly [number, readonly number[]]> = [
  [1011, [4011, 4041, 4051]],
  [1012, [4021, 4041]],
  [2021, [2051, 4051]],
  [2031, [4011, 4041]],
  [3011, [1021, 3051]],
  [3021, [3051, 4021]],
];

/** Salons that do not sell some services (training salon, smaller cities). */
export const SALON_EXCLUDED_SERVICES: Readonly<Record<number, readonly number[]>> = {
  269: [1031, 5021],
  43: [3032, 3042],
  44: [2033, 2042, 5021],
  45: [1031, 4031],
};

function serviceById(id: number): ServiceSeed {
  const found = SERVICES.find((s) => s.id === id);
  if (!found) throw new Error(`seed: unknown service ${id}`);
  return found;
}

export function categoryRows(): NewRow<'service_category'>[] {
  return CATEGORIES.map((c) => ({
    id: c.id,
    title: c.title,
    sort_order: c.id,
    bg_color: c.bg,
    text_color: c.fg,
  }));
}

export function groupRows(): NewRow<'service_group'>[] {
  return GROUPS.map((g, i) => {
    const banners: Banner[] = [{ type: 'image', link: `/images/services/group-${g.id}.svg` }];
    if (g.video) banners.push({ type: 'video', link: `${YOUTUBE_EMBED_ORIGIN}/embed/${g.video}` });
    return {
      id: g.id,
      category_id: g.category,
      title: g.title,
      title_content: g.content,
      tags: JSON.stringify(g.tags),
      banners: JSON.stringify(banners),
      sort_order: i + 1,
    };
  });
}

function comboDetail(ids: readonly number[]): ComboItem[] {
  // type: 1 work of a stylist, 2 work of a skinner; skillId: the lowest stylist skill level needed.
  return ids.map((id) => {
    const part = serviceById(id);
    return { id, name: part.name, type: part.skinner ? 2 : 1, skillId: 1 };
  });
}

/** Parents are listed before their children, so one ordered insert satisfies the self reference. */
export function serviceRows(): NewRow<'service'>[] {
  const upsaleOwners = new Set(UPSALES.map(([id]) => id));
  return SERVICES.map((s) => {
    const siblings = SERVICES.filter((o) => o.group === s.group);
    return {
      id: s.id,
      group_id: s.group,
      name: s.name,
      subtitle: s.subtitle,
      version_name: s.version ?? null,
      price: s.price,
      old_price: s.old ?? null,
      time_serve: s.time,
      images: JSON.stringify([`/images/services/service-${s.id}.svg`]),
      tags: JSON.stringify(s.tags ?? []),
      has_detail: siblings.length > 1 || upsaleOwners.has(s.id) || s.combo !== undefined,
      parent_service_id: s.parent ?? null,
      is_default_service: s.isDefault ?? false,
      combo_detail: JSON.stringify(s.combo ? comboDetail(s.combo) : []),
      service_delivery_type: s.delivery ?? 1,
      needs_skinner: s.skinner ?? false,
      is_sold: s.sold ?? true,
      sort_order: siblings.indexOf(s) + 1,
    };
  });
}

export function upsaleRows(): NewRow<'service_upsale'>[] {
  return UPSALES.flatMap(([service, upsales]) =>
    upsales.map((upsale) => ({ service_id: service, upsale_service_id: upsale })),
  );
}

/** Every salon sells every sold service, except the few listed in SALON_EXCLUDED_SERVICES. */
export function salonServiceRows(salonIds: readonly number[]): NewRow<'salon_service'>[] {
  const sold = SERVICES.filter((s) => s.sold !== false).map((s) => s.id);
  return salonIds.flatMap((salonId) => {
    const excluded = SALON_EXCLUDED_SERVICES[salonId] ?? [];
    return sold.filter((id) => !excluded.includes(id)).map((id) => ({ salon_id: salonId, service_id: id }));
  });
}
