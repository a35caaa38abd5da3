// 001 §4, §9: a master stylist serves at most 12 customers a day.
export const MASTER_DAILY_LIMIT = 12;

/** Whether a stylist can take one more customer on a day where `servedThatDay` are already booked. */
export function hasDailyRoom(isMaster: boolean, servedThatDay: number): boolean {
  return !isMaster || servedThatDay < MASTER_DAILY_LIMIT;
}
