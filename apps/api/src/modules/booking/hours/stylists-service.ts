import type { AppDeps } from '../../../http/app-instance.ts';
import { requireBookableDay } from '../shared/booking-rules.ts';
import { requireSalon } from '../shared/booking-rules.ts';

// GET stylists: who works at the salon on the work date, plus the salon's own stylists who work
// elsewhere that day (salonEnroll is then the other salon: the screen's "stylist moved salon" popup).

const SKILL_NAMES: Record<number, string> = {
  1: 'Stylist',
  2: 'Stylist chính',
  3: 'Stylist cao cấp',
  4: 'Stylist chuyên gia',
  5: 'Stylist bậc thầy',
};

export async function stylistsOfDay(deps: AppDeps, q: { salonId: number; dateIso: string }) {
  requireBookableDay(deps, q.dateIso);
  const salon = await requireSalon(deps, q.salonId);
  const rows = await deps.db
    .selectFrom('staff as s')
    .innerJoin('staff_shift as sh', (j) =>
      j.onRef('sh.staff_id', '=', 's.id').on('sh.work_date', '=', q.dateIso),
    )
    .innerJoin('salon as enrolled', 'enrolled.id', 'sh.salon_id')
    .select([
      's.id',
      's.kind',
      's.name',
      's.avatar',
      's.skill_level',
      's.is_master',
      's.experience',
      's.total_customer',
      's.rating_star',
      's.rating_info',
      's.favorite_images',
      's.description',
      'sh.salon_id',
      'enrolled.name as enrolled_name',
    ])
    .where('s.is_active', '=', true)
    .where((eb) =>
      eb.or([
        eb('sh.salon_id', '=', salon.id),
        eb.and([eb('s.home_salon_id', '=', salon.id), eb('s.kind', '=', 'stylist')]),
      ]),
    )
    .orderBy('s.skill_level', 'desc')
    .orderBy('s.id')
    .execute();
  const toStaff = (r: (typeof rows)[number]) => {
    const rating = Number(r.rating_star);
    return {
      staffId: r.id,
      staffName: r.name,
      avatar: r.avatar ?? '',
      skill: SKILL_NAMES[r.skill_level] ?? 'Stylist',
      skillLevel: r.skill_level,
      special: r.is_master,
      // The spec's spelling.
      totalCutomer: r.total_customer,
      ratingStar: rating,
      star: Math.round(rating),
      description: r.description,
      // "JSON list" fields of the spec are JSON text, as the original API sent them.
      favoriteImages: JSON.stringify(r.favorite_images),
      ratingInfor: JSON.stringify(r.rating_info),
      experience: r.experience ?? '',
      salonEnroll: r.salon_id,
      salonEnrollName: r.enrolled_name,
    };
  };
  return {
    stylists: rows.filter((r) => r.kind === 'stylist').map(toStaff),
    skinners: rows.filter((r) => r.kind === 'skinner' && r.salon_id === salon.id).map(toStaff),
  };
}
