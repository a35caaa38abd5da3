import { addDays, ddmm } from '@salon/domain';
import type { NewRow } from '../schema.ts';

/** The salon that is "off" (closed for renovation) around today: 92 Thái Hà, Đống Đa, Hà Nội. */
export const CLOSED_SALON_ID = 8;
/** Nearby Hà Nội salons the chain suggests instead: Tôn Đức Thắng, Kim Mã, Nguyễn Trãi. */
export const CLOSURE_BACKUP_SALON_IDS: readonly number[] = [9, 4, 12];

export interface ClosureSeed {
  closure: NewRow<'salon_closure'>;
  backupSalonIds: readonly number[];
}

/** One closure covering today - 2 .. today + 30; the closure id is assigned by the database. */
export function closureSeeds(today: string): ClosureSeed[] {
  const startsOn = addDays(today, -2);
  const endsOn = addDays(today, 30);
  return [
    {
      closure: {
        salon_id: CLOSED_SALON_ID,
        message:
          `Salon tạm đóng cửa để nâng cấp từ ngày ${ddmm(startsOn)} đến hết ngày ${ddmm(endsOn)}. ` +
          'Mong anh/chị thông cảm và chọn salon gần nhất bên dưới!',
        starts_on: startsOn,
        ends_on: endsOn,
      },
      backupSalonIds: CLOSURE_BACKUP_SALON_IDS,
    },
  ];
}
