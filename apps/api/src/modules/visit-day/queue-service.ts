import {
  estimateQueue,
  hourText,
  message,
  messageWith,
  type QueueEstimate,
  type QueuedService,
  vietnamMinutesOfDay,
} from '@salon/domain';
import type { QueueGuest } from '@salon/domain/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type GuestOfDay, guestsOfStylists } from './repo.ts';

// The live queue of the stylists of a booking (decision 0141): each stylist's guests of the day with
// the counter's reports, estimated by the domain's pure rule at the server's clock.

type Db = Kysely<Database> | Transaction<Database>;

const minuteOf = (at: Date | null) => (at === null ? null : vietnamMinutesOfDay(at));

function toQueued(g: GuestOfDay): QueuedService {
  return {
    id: g.personId,
    plannedStart: g.minuteOfDay,
    catalogueMinutes: g.catalogueMinutes,
    startedAt: minuteOf(g.startedAt),
    endedAt: minuteOf(g.endedAt),
  };
}

export interface EstimatedGuest {
  guest: GuestOfDay;
  estimate: QueueEstimate;
}

/** Every guest of these stylists that day, with the expected start at `now`. */
export async function estimatedGuests(
  db: Db,
  stylistIds: number[],
  dateIso: string,
  now: Date,
): Promise<EstimatedGuest[]> {
  const guests = await guestsOfStylists(db, stylistIds, dateIso);
  const nowMinute = vietnamMinutesOfDay(now);
  const result: EstimatedGuest[] = [];
  for (const stylistId of new Set(guests.map((g) => g.stylistId))) {
    const mine = guests.filter((g) => g.stylistId === stylistId);
    const estimates = estimateQueue(mine.map(toQueued), nowMinute);
    for (const [i, guest] of mine.entries()) result.push({ guest, estimate: estimates[i]! });
  }
  return result;
}

/** 'Dự kiến bắt đầu 10h40, trễ 10 phút' (or 'đúng giờ'; 'Đang phục vụ' / 'Đã xong' once started). */
function queueLine(e: QueueEstimate): string {
  if (e.state === 'in_service') return message('queueInService');
  if (e.state === 'done') return message('queueDone');
  const start = hourText(e.expectedStart);
  if (e.delayMinutes === 0) return messageWith('queueOnTime', { start });
  return messageWith('queueLate', { start, delay: e.delayMinutes });
}

export function toQueueGuest({ guest, estimate }: EstimatedGuest): QueueGuest {
  return {
    personIndex: guest.personIndex,
    stylistName: guest.stylistName,
    state: estimate.state,
    plannedStart: guest.hourText,
    expectedStart: hourText(estimate.expectedStart),
    delayMinutes: estimate.delayMinutes,
    ahead: estimate.ahead,
    line: queueLine(estimate),
  };
}
