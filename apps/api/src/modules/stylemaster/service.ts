import { todayInVietnam, Refusal } from '@salon/domain';
import type { StyleMasterItem } from '@salon/domain/contracts';
import type { AppDeps } from '../../http/app-instance.ts';
import { likedIds, PHOTO_LIKE, PHOTO_VOTE, setLike } from './item-likes.ts';
import * as repo from './repo.ts';

// Style masters (000 §7, issue 20): the month's photos, likes (undone by unlike) and votes (once, for
// good), the caller's history of both and the stylists' three-month top.

export const GALLERY_SIZE = 1000;
export const HISTORY_PAGE_SIZE = 20;
export const THREE_MONTH_TOP = 10;

/** The first day of the month `back` months before today in Vietnam ('YYYY-MM-01'). */
export function monthStart(now: Date, back = 0): string {
  const [y, m] = todayInVietnam(now).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 - back, 1)).toISOString().slice(0, 10);
}

function itemView(r: repo.PhotoRow, liked: Set<number>, voted: Set<number>): StyleMasterItem {
  return {
    id: r.id,
    stylistId: r.staff_id,
    stylistName: r.staff_name,
    skillLevel: r.skill_level,
    salonId: r.salon_id,
    salonName: r.salon_name,
    image: r.image,
    totalLike: r.total_like,
    totalVote: r.total_vote,
    month: String(r.month).slice(0, 7),
    isLiked: liked.has(r.id),
    isVoted: voted.has(r.id),
  };
}

/** The month's photos, most liked first, with the caller's likes and votes (none for a visitor). */
export async function gallery(deps: AppDeps, customerId: number | null, limit = GALLERY_SIZE) {
  const rows = await repo.photosOfMonth(deps.db, monthStart(deps.now()), limit);
  const ids = rows.map((r) => r.id);
  const [liked, voted] = await Promise.all([
    likedIds(deps.db, PHOTO_LIKE, customerId, ids),
    likedIds(deps.db, PHOTO_VOTE, customerId, ids),
  ]);
  return rows.map((r) => itemView(r, liked, voted));
}

export async function like(deps: AppDeps, customerId: number, photoId: number, on: boolean) {
  const total = await setLike(deps.db, PHOTO_LIKE, photoId, customerId, on);
  if (total === null) throw new Refusal('notFound');
  return { id: photoId, totalLike: total, isLiked: on };
}

export async function vote(deps: AppDeps, customerId: number, photoId: number) {
  const total = await setLike(deps.db, PHOTO_VOTE, photoId, customerId, true);
  if (total === null) throw new Refusal('notFound');
  return { id: photoId, totalVote: total, isVoted: true };
}

export async function history(deps: AppDeps, customerId: number, pageNum: number) {
  const { rows, total } = await repo.historyOf(
    deps.db,
    customerId,
    HISTORY_PAGE_SIZE,
    (pageNum - 1) * HISTORY_PAGE_SIZE,
  );
  const ids = rows.map((r) => r.id);
  const [liked, voted] = await Promise.all([
    likedIds(deps.db, PHOTO_LIKE, customerId, ids),
    likedIds(deps.db, PHOTO_VOTE, customerId, ids),
  ]);
  return {
    items: rows.map((r) => ({ ...itemView(r, liked, voted), at: new Date(r.at).toISOString() })),
    total,
    pageNum,
    pageSize: HISTORY_PAGE_SIZE,
  };
}

/** Stylists by the likes of their photos this month and the two before. */
export async function threeMonthTop(deps: AppDeps, top = THREE_MONTH_TOP) {
  const rows = await repo.topOfMonths(deps.db, monthStart(deps.now(), 2), top);
  return rows.map((r, i) => ({
    rank: i + 1,
    stylistId: r.staff_id,
    stylistName: r.staff_name,
    avatar: r.avatar,
    salonId: r.salon_id,
    salonName: r.salon_name,
    totalLike: Number(r.total_like),
    photos: Number(r.photos),
    image: r.image,
  }));
}
