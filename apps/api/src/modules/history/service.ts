import {
  last12Months,
  RATING_TAGS,
  tierProgress,
  tierSpendingSince,
  toDdMmYyyy,
  todayInVietnam,
  vietnamInstant,
  vietnamMinutesOfDay,
  Refusal,
} from '@salon/domain';
import type { CustomerHistoryAnswer, RatingCheckAnswer, VisitItem } from '@salon/domain/contracts';
import type { AppDeps } from '../../http/app-instance.ts';
import type { CurrentCustomer } from '../../http/auth.ts';
import * as repo from './repo.ts';

// Visit and spending history (issue 19). The token decides whose history it is; a customerId in the
// request only has to agree with it.

export const PAGE_SIZE = 10;
/** The home prompt asks about visits of the last 30 days only. */
const PROMPT_DAYS = 30;

/** The caller's own id; another customer's id is a 403 that reveals nothing about them. */
export function ownId(caller: CurrentCustomer, customerId: number | undefined): number {
  if (customerId !== undefined && customerId !== caller.customerId) {
    throw new Refusal('historyForbidden');
  }
  return caller.customerId;
}

/** The visit if it is the caller's; another's or an unknown id are the same 404. */
export async function ownVisit(deps: AppDeps, customerId: number, visitId: number) {
  const visit = await repo.findVisit(deps.db, visitId);
  if (!visit || visit.customer_id !== customerId) throw new Refusal('visitNotFound');
  return visit;
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function visitView(r: repo.VisitRow): VisitItem {
  const at = new Date(r.visited_at);
  return {
    id: r.id,
    bookingId: r.booking_id,
    salonId: r.salon_id,
    salonName: r.salon_name,
    salonAddress: r.salon_address,
    visitedAt: at.toISOString(),
    dateBook: toDdMmYyyy(todayInVietnam(at)),
    hourBook: hhmm(vietnamMinutesOfDay(at)),
    services: r.services,
    stylist: {
      id: r.stylist_id,
      name: r.stylist_name,
      avatar: r.stylist_avatar,
      ratingStar: Number(r.rating_star),
      totalCustomer: r.total_customer,
    },
    moneyPaid: r.money_paid,
    promotions: r.promotions,
    images: r.images,
    imageStars: r.image_stars,
    imageReported: r.image_reported_at !== null,
    rating:
      r.rating_stars === null
        ? null
        : {
            stars: r.rating_stars,
            comment: r.rating_comment ?? '',
            tags: r.rating_tags ?? [],
            createdAt: new Date(r.rating_created_at ?? r.visited_at).toISOString(),
          },
  };
}

export async function history(
  deps: AppDeps,
  customerId: number,
  pageNum: number,
): Promise<CustomerHistoryAnswer['data']> {
  const { db } = deps;
  const today = todayInVietnam(deps.now());
  const months = last12Months(today);
  const since = vietnamInstant(tierSpendingSince(today));
  const [total, rows, payments, paid, customer] = await Promise.all([
    repo.countVisits(db, customerId),
    repo.pageOfVisits(db, customerId, PAGE_SIZE, (pageNum - 1) * PAGE_SIZE),
    repo.paymentsSince(db, customerId, since),
    repo.totalPaid(db, customerId),
    db.selectFrom('customer').select('member_type').where('id', '=', customerId).executeTakeFirstOrThrow(),
  ]);
  const byMonth = new Map(months.map((m) => [m, { month: m, total: 0, visits: 0 }]));
  for (const p of payments) {
    const month = byMonth.get(todayInVietnam(new Date(p.visited_at)).slice(0, 7));
    if (!month) continue;
    month.total += p.money_paid;
    month.visits += 1;
  }
  const spend = [...byMonth.values()].reduce((sum, m) => sum + m.total, 0);
  return {
    pageNum,
    pageSize: PAGE_SIZE,
    total,
    items: rows.map(visitView),
    spending: {
      totalPaid: paid,
      byMonth: [...byMonth.values()].reverse(),
      tier: tierProgress(spend, customer.member_type),
    },
  };
}

export async function ratingOf(deps: AppDeps, customerId: number, visitId: number) {
  const visit = visitView(await ownVisit(deps, customerId, visitId));
  return { visitId, rating: visit.rating, tags: [...RATING_TAGS] };
}

export async function ratingCheck(deps: AppDeps, customerId: number): Promise<RatingCheckAnswer['data']> {
  const since = new Date(deps.now().getTime() - PROMPT_DAYS * 24 * 60 * 60 * 1000);
  const row = await repo.latestUnrated(deps.db, customerId, since);
  if (!row) return null;
  const view = visitView(row);
  return {
    visitId: view.id,
    salonName: view.salonName,
    stylistName: view.stylist.name,
    stylistAvatar: view.stylist.avatar,
    visitedAt: view.visitedAt,
    dateBook: view.dateBook,
  };
}
