import { addDays } from '@salon/domain';
import type { NewRow } from '../schema.ts';

// Demo rules of the services area: special-day and stylist-level prices, next-step
// suggestions and guide texts. Deterministic for a given `today`.

/** Special days are listed from a week ago to this many days ahead. */
export const SPECIAL_DAY_WINDOW = 90;
/** Public holidays (MM-DD) priced as special days, besides Saturdays and Sundays. */
const HOLIDAYS = ['01-01', '04-30', '05-01', '09-02', '12-24', '12-31'];
/** Stylist skill level of a master (see staff.ts: levels 1 to 3). */
export const MASTER_LEVEL = 3;

/** Weekends and holidays in [today - 7, today + SPECIAL_DAY_WINDOW]. */
export function specialDates(today: string): string[] {
  const dates: string[] = [];
  for (let i = -7; i <= SPECIAL_DAY_WINDOW; i++) {
    const day = addDays(today, i);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6 || HOLIDAYS.includes(day.slice(5))) dates.push(day);
  }
  return dates;
}

// [service, special-day price, stylist price, special-day + stylist price, stylist level]
// biome-ignore format: a data table reads best one rule a line
const RULES: ReadonlyArray<readonly [number, number | null, number | null, number | null, number | null]> = [
  [1011, 119000, null, null, null],
  [1012, 189000, null, null, null],
  [3011, 99000, 119000, 129000, MASTER_LEVEL],
  [3012, 149000, 159000, 179000, MASTER_LEVEL],
  [3021, 169000, 189000, 209000, MASTER_LEVEL],
  [3022, null, 289000, null, MASTER_LEVEL],
  [4011, 179000, null, null, null],
];

export function specialDayRuleRows(today: string): NewRow<'service_special_day_rule'>[] {
  const dates = JSON.stringify(specialDates(today));
  return RULES.map(([serviceId, special, stylist, both, level]) => ({
    service_id: serviceId,
    dates,
    special_price: special,
    stylist_price: stylist,
    special_stylist_price: both,
    stylist_level_id: level,
  }));
}

export function nextStepRuleRows(): NewRow<'service_next_step_rule'>[] {
  return [
    {
      id: 1,
      rule_type: 'equals',
      service_selected: '1011',
      list_service: JSON.stringify([4011, 4041]),
      title: 'Thêm massage cổ vai gáy hoặc ngâm chân thảo dược để thư giãn trọn vẹn?',
      image: '/images/services/group-401.svg',
      sort_order: 1,
    },
    {
      id: 2,
      rule_type: 'regex',
      // Any haircut (groups 301, 302) without a shampoo of group 101.
      service_selected: '^(?!.*\\b101\\d\\b).*\\b30[12]\\d\\b',
      list_service: JSON.stringify([1011]),
      title: 'Gội đầu dưỡng sinh sau khi cắt để tóc sạch và thư giãn hơn?',
      image: '/images/services/group-101.svg',
      sort_order: 2,
    },
    {
      id: 3,
      rule_type: 'other',
      service_selected: '',
      list_service: JSON.stringify([2011]),
      title: 'Soi da đầu và nhận tư vấn miễn phí từ chuyên viên?',
      image: '/images/services/group-201.svg',
      sort_order: 3,
    },
  ];
}

// biome-ignore format: a data table reads best one guide a line
export function guideScreenRows(): NewRow<'guide_screen'>[] {
  return [
    { id: 1, salon_id: null, step: 1, guide: 'Chọn salon gần bạn để tiết kiệm thời gian di chuyển nhé.', guide_list: '[]' },
    { id: 2, salon_id: null, step: 2, guide: 'Mỗi dịch vụ chọn một phiên bản; bạn có thể thêm dịch vụ dùng kèm trong trang chi tiết.', guide_list: '[]' },
    {
      id: 3, salon_id: null, step: 5, guide: '',
      guide_list: JSON.stringify([
        { regex: '\\b20\\d\\d\\b', message: 'Dịch vụ chăm sóc da đầu do chuyên viên da đầu (skinner) thực hiện, salon sẽ sắp xếp cho bạn.' },
        { regex: '\\b1031\\b', message: 'Gội đầu tại nhà: kỹ thuật viên sẽ gọi xác nhận địa chỉ trước giờ hẹn 30 phút.' },
      ]),
    },
    { id: 4, salon_id: 5, step: 2, guide: 'Salon có chuyên viên tư vấn tại chỗ: bạn có thể để nhân viên giúp chọn dịch vụ khi đến salon.', guide_list: '[]' },
    { id: 5, salon_id: 1, step: 1, guide: 'Salon flagship có chỗ đỗ ô tô, đối diện Big C Thăng Long.', guide_list: '[]' },
  ];
}
