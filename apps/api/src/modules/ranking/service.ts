import {
  addDays,
  RANKING_TOP,
  RANKING_WINDOW_DAYS,
  rankStaff,
  todayInVietnam,
  vietnamInstant,
} from '@salon/domain';
import type { StaffChallengeAnswer, StaffRankingAnswer } from '@salon/domain/contracts';
import type { AppDeps } from '../../http/app-instance.ts';
import * as repo from './repo.ts';

// Staff ranking and challenges (000 §7 "Other", issue 20), counted from visits and their ratings.

const STANDINGS = 10;
/** A challenge stays on show this many days after it ends, with its final standings. */
const ENDED_DAYS = 30;

export async function ranking(
  deps: AppDeps,
  q: { masterKey: repo.MasterKey; salonId: number | null; top: number },
): Promise<StaffRankingAnswer['data']> {
  const today = todayInVietnam(deps.now());
  const rows = await repo.staffStats(deps.db, {
    from: vietnamInstant(addDays(today, -RANKING_WINDOW_DAYS + 1)),
    to: vietnamInstant(addDays(today, 1)),
    masterKey: q.masterKey,
    salonId: q.salonId,
  });
  const stats = rows.map((r) => ({
    ...r,
    visits: Number(r.visits),
    ratingCount: Number(r.rating_count),
    ratingSum: Number(r.rating_sum),
  }));
  return {
    masterKey: q.masterKey,
    salonId: q.salonId,
    windowDays: RANKING_WINDOW_DAYS,
    items: rankStaff(stats, Math.min(q.top, RANKING_TOP)).map((r) => ({
      rank: r.rank,
      staffId: r.id,
      name: r.name,
      avatar: r.avatar,
      salonId: r.salon_id,
      salonName: r.salon_name,
      skillLevel: r.skill_level,
      isMaster: r.is_master,
      stars: r.stars,
      ratingCount: r.ratingCount,
      visits: r.visits,
      score: r.score,
    })),
  };
}

export async function challenges(deps: AppDeps): Promise<StaffChallengeAnswer['data']> {
  const today = todayInVietnam(deps.now());
  const list = await repo.activeChallenges(deps.db, today, addDays(today, -ENDED_DAYS));
  return Promise.all(
    list.map(async (ch) => {
      const rows = await repo.challengeStandings(
        deps.db,
        ch.metric,
        vietnamInstant(ch.starts_on),
        vietnamInstant(addDays(ch.ends_on, 1)),
        STANDINGS,
      );
      return {
        id: ch.id,
        title: ch.title,
        reward: ch.reward,
        en: { title: ch.title_en, reward: ch.reward_en },
        metric: ch.metric,
        target: ch.target,
        startsOn: ch.starts_on,
        endsOn: ch.ends_on,
        standings: rows.map((r, i) => {
          const value = Number(r.value);
          return {
            rank: i + 1,
            staffId: r.id,
            name: r.name,
            avatar: r.avatar,
            salonName: r.salon_name,
            value,
            percent: Math.min(100, Math.round((value / ch.target) * 100)),
            reached: value >= ch.target,
          };
        }),
      };
    }),
  );
}
