import type { Db } from '../../../db/connect.ts';

// Who receives customers at a salon on a day (001 §3 Hour response: receptionName, receptionAvatar).

export interface Reception {
  name: string;
  avatar: string | null;
}

/** The receptionist on duty at the salon that day (the lowest id when several are), or null. */
export async function receptionOnDuty(db: Db, salonId: number, dateIso: string): Promise<Reception | null> {
  const row = await db
    .selectFrom('reception_shift as sh')
    .innerJoin('receptionist as r', 'r.id', 'sh.receptionist_id')
    .select(['r.name', 'r.avatar'])
    .where('sh.salon_id', '=', salonId)
    .where('sh.work_date', '=', dateIso)
    .where('r.is_active', '=', true)
    .orderBy('r.id')
    .executeTakeFirst();
  return row ? { name: row.name, avatar: row.avatar } : null;
}
