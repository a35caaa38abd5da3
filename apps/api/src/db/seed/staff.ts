import type { NewRow, RatingInfo } from '../schema.ts';
import { hashInts, mulberry32, pick, randInt, type Rng } from './random.ts';
import { SALON_IDS } from './salons.ts';

// Stylists (about 4 a salon) and skinners (1 a salon, 2 at the two flagships), ids from 101 in
// salon order. Every attribute comes from a PRNG seeded by the staff id, so rows never change.

const FIRST_STAFF_ID = 101;
const FLAGSHIP_SALON_IDS = new Set([1, 17]);

// biome-ignore format: name lists read best one a line
const NAMES = {
  ho: ['Nguyễn', 'Nguyễn', 'Nguyễn', 'Trần', 'Trần', 'Lê', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô', 'Dương', 'Lý', 'Đinh', 'Trịnh', 'Mai', 'Cao'],
  demNam: ['Văn', 'Minh', 'Đức', 'Quốc', 'Hoàng', 'Thanh', 'Gia', 'Hữu', 'Công', 'Tuấn', 'Xuân', 'Đình'],
  tenNam: ['Anh', 'Bảo', 'Cường', 'Dũng', 'Duy', 'Đạt', 'Hải', 'Hiếu', 'Hoàng', 'Hùng', 'Huy', 'Khang', 'Khoa', 'Kiên', 'Long', 'Lâm', 'Minh', 'Nam', 'Nghĩa', 'Phong', 'Phúc', 'Quân', 'Quang', 'Sơn', 'Thắng', 'Thành', 'Tiến', 'Trung', 'Tú', 'Tuấn', 'Việt', 'Vinh'],
  demNu: ['Thị', 'Ngọc', 'Thu', 'Phương', 'Thanh', 'Bảo', 'Minh', 'Thùy', 'Kim', 'Mai', 'Hồng', 'Diệu'],
  tenNu: ['Anh', 'Chi', 'Dung', 'Giang', 'Hà', 'Hạnh', 'Hằng', 'Hiền', 'Hoa', 'Hương', 'Huyền', 'Lan', 'Linh', 'Loan', 'Mai', 'My', 'Ngân', 'Ngọc', 'Nhung', 'Oanh', 'Phương', 'Quỳnh', 'Tâm', 'Thảo', 'Thủy', 'Trang', 'Trinh', 'Uyên', 'Vân', 'Vy', 'Yến'],
};

const STYLIST_DESCRIPTIONS = [
  '<p>Chuyên gội đầu dưỡng sinh và bấm huyệt cổ vai gáy, được khách quen khen “tay nhẹ mà sâu”.</p><p>Thế mạnh: cắt tóc nam undercut, side part và tư vấn kiểu tóc theo khuôn mặt.</p>',
  '<p>Từng làm việc tại nhiều salon lớn ở Hà Nội và TP Hồ Chí Minh, yêu thích các kiểu tóc Hàn Quốc nhẹ nhàng.</p><p>Thế mạnh: uốn phồng chân tóc, nhuộm màu thời trang.</p>',
  '<p>Tỉ mỉ, chu đáo, luôn hỏi kỹ mong muốn của khách trước khi bắt đầu.</p><p>Thế mạnh: cắt tóc nữ layer, sấy tạo kiểu cho sự kiện.</p>',
  '<p>Vui vẻ, nói chuyện duyên dáng, giúp khách thư giãn trọn vẹn trong lúc gội.</p><p>Thế mạnh: gội đầu dưỡng sinh VIP, massage đá nóng.</p>',
];
const MASTER_DESCRIPTION =
  '<p>Stylist master và huấn luyện viên nội bộ của chuỗi, đã đào tạo hơn 50 học viên.</p><p>Thế mạnh: cắt tóc nam VIP, uốn Hàn Quốc và tạo kiểu sự kiện.</p>';
const SKINNER_DESCRIPTIONS = [
  '<p>Chuyên viên chăm sóc da đầu, có chứng chỉ điều dưỡng da liễu.</p><p>Thế mạnh: trị gàu, detox da đầu, liệu trình giảm rụng tóc.</p>',
  '<p>Nhẹ nhàng, kiên nhẫn, được nhiều khách nữ tin tưởng.</p><p>Thế mạnh: lấy nhân mụn chuẩn y khoa, đắp mặt nạ dưỡng da.</p>',
];

type Kind = 'stylist' | 'skinner';

export function vietnameseName(rng: Rng, female: boolean): string {
  const dem = pick(rng, female ? NAMES.demNu : NAMES.demNam);
  let ten = pick(rng, female ? NAMES.tenNu : NAMES.tenNam);
  while (ten === dem) ten = pick(rng, female ? NAMES.tenNu : NAMES.tenNam);
  return `${pick(rng, NAMES.ho)} ${dem} ${ten}`;
}

function totalCustomers(rng: Rng, skill: number): number {
  if (skill === 3) return randInt(rng, 1200, 3200);
  if (skill === 2) return randInt(rng, 300, 1500);
  return rng() < 0.4 ? randInt(rng, 15, 99) : randInt(rng, 100, 900);
}

/** Ratings split into satisfied / average / unsatisfied; the star average is 4.5–5.0. */
function ratings(rng: Rng, total: number): { star: number; info: RatingInfo[] } {
  const rated = Math.max(1, Math.round(total * 0.6));
  const average = Math.floor(rated * rng() * 0.2);
  const unhappy = Math.floor(rated * rng() * 0.02);
  const happy = rated - average - unhappy;
  const star = Math.round(((5 * happy + 3 * average + unhappy) / rated) * 100) / 100;
  return {
    star,
    info: [
      { Name: 'Hài lòng', Star: 5, TotalCustomerRating: happy, TotalCustomer: total },
      { Name: 'Bình thường', Star: 3, TotalCustomerRating: average, TotalCustomer: total },
      { Name: 'Chưa hài lòng', Star: 1, TotalCustomerRating: unhappy, TotalCustomer: total },
    ],
  };
}

function favoriteImages(rng: Rng): string[] {
  const picked = new Set<number>();
  const count = randInt(rng, 3, 4);
  while (picked.size < count) picked.add(randInt(rng, 1, 24));
  return [...picked].map((n) => `/images/styles/style-${n}.svg`);
}

function staffRow(id: number, kind: Kind, salonId: number, forceMaster: boolean): NewRow<'staff'> {
  const rng = mulberry32(hashInts(id, 2026));
  const female = rng() < (kind === 'skinner' ? 0.85 : 0.45);
  const name = vietnameseName(rng, female);
  const roll = rng();
  const skill = forceMaster ? 3 : roll < 0.5 ? 1 : roll < 0.9 ? 2 : 3;
  const isMaster = kind === 'stylist' && skill === 3 && (forceMaster || rng() < 0.5);
  const years = skill === 3 ? randInt(rng, 6, 12) : skill === 2 ? randInt(rng, 3, 6) : randInt(rng, 1, 3);
  const total = totalCustomers(rng, skill);
  const { star, info } = ratings(rng, total);
  const description = isMaster
    ? MASTER_DESCRIPTION
    : pick(rng, kind === 'skinner' ? SKINNER_DESCRIPTIONS : STYLIST_DESCRIPTIONS);
  return {
    id,
    kind,
    name,
    avatar: `/images/staff/staff-${id}.svg`,
    home_salon_id: salonId,
    skill_level: skill,
    is_master: isMaster,
    experience: `${years} năm kinh nghiệm`,
    total_customer: total,
    rating_star: star,
    rating_info: JSON.stringify(info),
    favorite_images: JSON.stringify(favoriteImages(rng)),
    description,
    is_active: true,
  };
}

function buildStaff(): NewRow<'staff'>[] {
  const rows: NewRow<'staff'>[] = [];
  let id = FIRST_STAFF_ID;
  for (const salonId of SALON_IDS) {
    const stylists = 4 + (hashInts(salonId) % 3 === 0 ? 1 : 0);
    const skinners = FLAGSHIP_SALON_IDS.has(salonId) ? 2 : 1;
    for (let i = 0; i < stylists; i++)
      rows.push(staffRow(id++, 'stylist', salonId, i === 0 && salonId === 1));
    for (let i = 0; i < skinners; i++) rows.push(staffRow(id++, 'skinner', salonId, false));
  }
  return rows;
}

const STAFF = buildStaff();

function nthStylist(salonId: number, n: number): number {
  const stylists = STAFF.filter((s) => s.home_salon_id === salonId && s.kind === 'stylist');
  return stylists[n].id;
}

/** A stylist of 82 Trần Duy Hưng who works tomorrow at 236 Cầu Giấy (the "moved salon" case). */
export const MOVED_STYLIST = {
  staffId: nthStylist(1, 1),
  fromSalonId: 1,
  toSalonId: 2,
  dayOffset: 1,
} as const;
/** A stylist who has left the chain: kept for old bookings, never gets shifts. */
export const INACTIVE_STAFF_ID = nthStylist(5, 2);

export function staffRows(): NewRow<'staff'>[] {
  return STAFF.map((s) => ({ ...s, is_active: s.id !== INACTIVE_STAFF_ID }));
}
