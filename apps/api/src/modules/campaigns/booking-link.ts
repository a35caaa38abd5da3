import { INT4_MAX, message, strictIntOf } from '@salon/domain';
import { AppError } from '../../http/app-error.ts';

// What the create-booking call (001 §7) carries about campaigns: bookHours[].campaigns as a list
// of {id, name}, and `campaign` as the same list in JSON text. Both become a list of ids here.

// A JSON integer or plain decimal text: true, '0x10', '1e3' and ' 1' are not ids.
function idOf(item: unknown): number {
  const raw = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item;
  const id = strictIntOf(raw, 1, INT4_MAX);
  if (id === null) throw new AppError('bad_request', message('invalidId'));
  return id;
}

/** The campaign ids of a create request's field; null, '' and [] mean none. Refuses anything else. */
export function campaignIdsOf(raw: unknown): number[] {
  if (raw === undefined || raw === null || raw === '') return [];
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new AppError('bad_request', message('invalidId'));
    }
  }
  if (!Array.isArray(value)) throw new AppError('bad_request', message('invalidId'));
  if (value.length > 10) throw new AppError('bad_request', message('invalidId'));
  return [...new Set(value.map(idOf))];
}
