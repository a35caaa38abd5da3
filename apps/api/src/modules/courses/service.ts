import { courseProgress, todayInVietnam, vietnamInstant } from '@salon/domain';
import type { CampaignCourseAnswer } from '@salon/domain/contracts';
import type { AppDeps } from '../../http/app-instance.ts';
import * as repo from './repo.ts';

// Campaign courses (000 §7 "Other", issue 20): a course is N visits of some services, then a reward
// ('gội 5 lần, lần thứ 6 miễn phí'); a customer's progress is counted from their visits, never stored,
// so a visit written by the salon counts at once and nothing can drift.

export async function customerCourses(
  deps: AppDeps,
  customerId: number,
): Promise<CampaignCourseAnswer['data']> {
  const courses = await repo.runningCourses(deps.db, todayInVietnam(deps.now()));
  return Promise.all(
    courses.map(async (c) => {
      const serviceIds = c.service_ids.map(Number);
      const visits = await repo.qualifyingVisits(
        deps.db,
        customerId,
        serviceIds,
        vietnamInstant(c.starts_on),
      );
      return {
        id: c.id,
        name: c.name,
        reward: c.reward,
        en: { name: c.name_en, reward: c.reward_en },
        image: c.image,
        serviceIds,
        startsOn: c.starts_on,
        endsOn: c.ends_on,
        visits,
        ...courseProgress(visits, c.visits_required),
      };
    }),
  );
}
