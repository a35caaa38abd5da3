import { Refusal } from '@salon/domain';
import type { Db } from '../../db/connect.ts';
import { type CatalogueViewer, itemContext, requireSalon } from './catalogue.ts';
import { withMemberPrices } from './member-pricing.ts';
import { catalogueIn } from './catalogue-in.ts';
import * as repo from './repo.ts';
import type { ServiceDetailData } from '@salon/domain/contracts';
import type { ServiceDetailRequest } from '@salon/domain/contracts';
import { toServiceItem, toUpsale } from './service-item.ts';

/** GET detail-v2: one group as the salon sells it: versions (with children) and add-ons. */
export async function serviceDetail(
  db: Db,
  query: ServiceDetailRequest,
  viewer: CatalogueViewer,
): Promise<ServiceDetailData> {
  const salon = await requireSalon(db, query.salonId);
  const [storedGroup] = await repo.groups(db, query.groupId);
  if (!storedGroup) throw new Refusal('notFound');
  const stored = await withMemberPrices(db, await repo.salonServices(db, salon.id), viewer.memberType);
  const { services = [], groups = [] } = await catalogueIn(db, query.lang, {
    services: stored,
    groups: [storedGroup],
  });
  const group = groups[0] ?? storedGroup;
  const versions = services.filter((s) => s.groupId === group.id && s.parentServiceId === null);
  if (versions.length === 0) throw new Refusal('serviceGroupDiscontinued');
  const { ctx } = await itemContext(db, services, { salonId: salon.id, lang: query.lang, viewer });
  const items = versions.map((s) => toServiceItem(s, services, ctx));
  const addOnIds = [...new Set(items.flatMap((i) => i.upsaleServices.map((u) => u.serviceId)))];
  return {
    groupId: group.id,
    title: group.title,
    titleContent: group.titleContent,
    tags: group.tags,
    banners: group.banners,
    services: items,
    upsaleServices: addOnIds.flatMap((id) => {
      const r = ctx.byId.get(id);
      return r ? [toUpsale(r)] : [];
    }),
  };
}
