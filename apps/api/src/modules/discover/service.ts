import { Refusal } from '@salon/domain';
import type { DiscoverItem } from '@salon/domain/contracts';
import type { AppDeps } from '../../http/app-instance.ts';
import { likedIds, POST_LIKE, setLike } from '../stylemaster/index.ts';
import * as repo from './repo.ts';

// The discover feed (000 §7 "Other", issue 20): posts newest first, likes once per customer.

function view(r: repo.PostRow, liked: Set<number>): DiscoverItem {
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    en: { title: r.title_en, summary: r.summary_en, tag: r.tag_en || r.tag },
    image: r.image,
    tag: r.tag,
    publishedAt: new Date(r.published_at).toISOString(),
    totalLike: r.total_like,
    isLiked: liked.has(r.id),
  };
}

async function page(
  deps: AppDeps,
  customerId: number | null,
  found: { rows: repo.PostRow[]; total: number },
  q: { page: number; pageSize: number },
) {
  const liked = await likedIds(
    deps.db,
    POST_LIKE,
    customerId,
    found.rows.map((r) => r.id),
  );
  return { data: found.rows.map((r) => view(r, liked)), total: found.total, ...q };
}

export async function feed(deps: AppDeps, customerId: number | null, q: { page: number; pageSize: number }) {
  const found = await repo.feed(deps.db, deps.now(), q.pageSize, (q.page - 1) * q.pageSize);
  return page(deps, customerId, found, q);
}

export async function likedBy(deps: AppDeps, customerId: number, q: { page: number; pageSize: number }) {
  const found = await repo.likedBy(deps.db, customerId, q.pageSize, (q.page - 1) * q.pageSize);
  return page(deps, customerId, found, q);
}

export async function detail(deps: AppDeps, customerId: number | null, id: number) {
  const r = await repo.post(deps.db, id, deps.now());
  if (!r) throw new Refusal('notFound');
  const liked = await likedIds(deps.db, POST_LIKE, customerId, [id]);
  return { ...view(r, liked), body: r.body, bodyEn: r.body_en };
}

export async function likeState(deps: AppDeps, customerId: number, id: number) {
  const r = await repo.post(deps.db, id, deps.now());
  if (!r) throw new Refusal('notFound');
  const liked = await likedIds(deps.db, POST_LIKE, customerId, [id]);
  return { id, totalLike: r.total_like, isLiked: liked.has(id) };
}

export async function like(deps: AppDeps, customerId: number, id: number, on: boolean) {
  if (!(await repo.post(deps.db, id, deps.now()))) throw new Refusal('notFound');
  const total = await setLike(deps.db, POST_LIKE, id, customerId, on);
  if (total === null) throw new Refusal('notFound');
  return { id, totalLike: total, isLiked: on };
}
