import { fromDdMmYyyy, isIsoDate, todayInVietnam } from '../date.ts';
import { err, ok, type Result } from '../result.ts';

/**
 * The create call's dateBook is "converted from DD-MM-YYYY to ISO" (001 §7). A client may send the
 * calendar date ('2026-11-24'), the draft form ('24-11-2026') or an instant ('2026-11-23T17:00:00.000Z',
 * which is local midnight of the 24th in Vietnam): all are read as the Vietnamese calendar day.
 */
export function parseBookingDate(raw: string): Result<string> {
  const s = raw.trim();
  if (isIsoDate(s)) return ok(s);
  const dd = fromDdMmYyyy(s);
  if (dd !== null) return ok(dd);
  // An instant must carry its offset, or its day would depend on the server's zone.
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s)) {
    const t = new Date(s);
    if (!Number.isNaN(t.getTime())) return ok(todayInVietnam(t));
  }
  return err('invalidDate');
}
