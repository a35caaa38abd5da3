import type { SpecialDayRule } from '@salon/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Banner, ComboItem, GuideListItem, NextStepRuleType } from '../../db/schema.ts';

// SQL of the services area. Rows are mapped to plain camelCase records here, in one place.

export interface SalonInfo {
  id: number;
  selectConsultation: boolean;
}

export async function findSalon(db: Db, salonId: number): Promise<SalonInfo | undefined> {
  const row = await db
    .selectFrom('salon')
    .select(['id', 'select_consultation'])
    .where('id', '=', salonId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row && { id: row.id, selectConsultation: row.select_consultation };
}

export interface ServiceRecord {
  serviceId: number;
  groupId: number;
  categoryId: number;
  name: string;
  subtitle: string;
  versionName: string | null;
  price: number;
  oldPrice: number | null;
  timeServe: number;
  images: string[];
  tags: string[];
  hasDetail: boolean;
  parentServiceId: number | null;
  isDefaultService: boolean;
  comboDetail: ComboItem[];
  deliveryType: number;
  needsSkinner: boolean;
  sortOrder: number;
}

/** Services the salon sells (listed for it and still sold), optionally only the given ids. */
export async function salonServices(
  db: Db,
  salonId: number,
  ids?: readonly number[],
): Promise<ServiceRecord[]> {
  if (ids && ids.length === 0) return [];
  let query = db
    .selectFrom('service as s')
    .innerJoin('salon_service as ss', 'ss.service_id', 's.id')
    .innerJoin('service_group as g', 'g.id', 's.group_id')
    .select([
      's.id',
      's.group_id',
      'g.category_id',
      's.name',
      's.subtitle',
      's.version_name',
      's.price',
      's.old_price',
      's.time_serve',
      's.images',
      's.tags',
      's.has_detail',
      's.parent_service_id',
      's.is_default_service',
      's.combo_detail',
      's.service_delivery_type',
      's.needs_skinner',
      's.sort_order',
    ])
    .where('ss.salon_id', '=', salonId)
    .where('s.is_sold', '=', true);
  if (ids) query = query.where('s.id', 'in', [...ids]);
  const rows = await query.orderBy('s.group_id').orderBy('s.sort_order').orderBy('s.id').execute();
  return rows.map((r) => ({
    serviceId: r.id,
    groupId: r.group_id,
    categoryId: r.category_id,
    name: r.name,
    subtitle: r.subtitle,
    versionName: r.version_name,
    price: r.price,
    oldPrice: r.old_price,
    timeServe: r.time_serve,
    images: r.images,
    tags: r.tags,
    hasDetail: r.has_detail,
    parentServiceId: r.parent_service_id,
    isDefaultService: r.is_default_service,
    comboDetail: r.combo_detail,
    deliveryType: r.service_delivery_type,
    needsSkinner: r.needs_skinner,
    sortOrder: r.sort_order,
  }));
}

export async function specialDayRules(db: Db, serviceIds: readonly number[]): Promise<SpecialDayRule[]> {
  if (serviceIds.length === 0) return [];
  const rows = await db
    .selectFrom('service_special_day_rule')
    .selectAll()
    .where('service_id', 'in', [...serviceIds])
    .orderBy('service_id')
    .execute();
  return rows.map((r) => ({
    serviceId: r.service_id,
    dates: r.dates,
    specialPrice: r.special_price,
    stylistPrice: r.stylist_price,
    specialStylistPrice: r.special_stylist_price,
    stylistLevelId: r.stylist_level_id,
  }));
}

export interface CategoryRecord {
  id: number;
  title: string;
  order: number;
  bgColor: string;
  textColor: string;
}

export async function categories(db: Db): Promise<CategoryRecord[]> {
  const rows = await db
    .selectFrom('service_category')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    order: r.sort_order,
    bgColor: r.bg_color,
    textColor: r.text_color,
  }));
}

export interface GroupRecord {
  id: number;
  categoryId: number;
  title: string;
  titleContent: string;
  tags: string[];
  banners: Banner[];
  order: number;
}

export async function groups(db: Db, groupId?: number): Promise<GroupRecord[]> {
  let query = db.selectFrom('service_group').selectAll();
  if (groupId !== undefined) query = query.where('id', '=', groupId);
  const rows = await query.orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    categoryId: r.category_id,
    title: r.title,
    titleContent: r.title_content,
    tags: r.tags,
    banners: r.banners,
    order: r.sort_order,
  }));
}

/** Add-ons offered with each service: [serviceId, upsale ids in order]. */
export async function upsales(db: Db, serviceIds: readonly number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (serviceIds.length === 0) return map;
  const rows = await db
    .selectFrom('service_upsale')
    .select(['service_id', 'upsale_service_id'])
    .where('service_id', 'in', [...serviceIds])
    .orderBy('service_id')
    .orderBy('upsale_service_id')
    .execute();
  for (const r of rows) map.set(r.service_id, [...(map.get(r.service_id) ?? []), r.upsale_service_id]);
  return map;
}

/** Service ids of the customer's past bookings that were not cancelled (booking_person.services JSON). */
export async function usedServiceIds(db: Db, phone: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('booking as b')
    .innerJoin('customer as c', 'c.id', 'b.customer_id')
    .innerJoin('booking_person as p', 'p.booking_id', 'b.id')
    .select(sql<number>`(jsonb_array_elements(p.services) ->> 'serviceId')::int`.as('service_id'))
    .where('c.phone', '=', phone)
    .where('b.status', '=', 'confirmed')
    .execute();
  return new Set(rows.map((r) => r.service_id).filter((id) => Number.isInteger(id)));
}

export interface NextStepRuleRecord {
  ruleType: NextStepRuleType;
  serviceSelected: string;
  listService: number[];
  title: string;
  image: string | null;
}

export async function nextStepRules(db: Db): Promise<NextStepRuleRecord[]> {
  const rows = await db
    .selectFrom('service_next_step_rule')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ruleType: r.rule_type,
    serviceSelected: r.service_selected,
    listService: r.list_service,
    title: r.title,
    image: r.image,
  }));
}

export interface GuideScreenRecord {
  step: number;
  guide: string;
  guideList: GuideListItem[];
}

/** The guide of each step: the salon's own row when it has one, else the chain's default. */
export async function guideScreens(db: Db, salonId: number): Promise<GuideScreenRecord[]> {
  const rows = await db
    .selectFrom('guide_screen')
    .selectAll()
    .where((eb) => eb.or([eb('salon_id', '=', salonId), eb('salon_id', 'is', null)]))
    .orderBy('step')
    .execute();
  const byStep = new Map<number, (typeof rows)[number]>();
  for (const r of rows) {
    const current = byStep.get(r.step);
    if (!current || (current.salon_id === null && r.salon_id !== null)) byStep.set(r.step, r);
  }
  return [...byStep.values()].map((r) => ({ step: r.step, guide: r.guide, guideList: r.guide_list }));
}

export interface OfferRecord {
  serviceId: number;
  name: string;
  versionName: string | null;
  subtitle: string;
  price: number;
  oldPrice: number | null;
  timeServe: number;
}

/** Services still sold among `ids`, whatever the salon (home's offers). */
export async function soldServices(db: Db, ids: readonly number[]): Promise<OfferRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('service')
    .select(['id', 'name', 'version_name', 'subtitle', 'price', 'old_price', 'time_serve'])
    .where('id', 'in', [...ids])
    .where('is_sold', '=', true)
    .execute();
  return rows.map((r) => ({
    serviceId: r.id,
    name: r.name,
    versionName: r.version_name,
    subtitle: r.subtitle,
    price: r.price,
    oldPrice: r.old_price,
    timeServe: r.time_serve,
  }));
}
