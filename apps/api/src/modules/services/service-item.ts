import { type CampaignTag, priceToText, type SpecialDayRule } from '@salon/domain';
import type { ServiceRecord } from './repo.ts';
import type { ChildServiceItem, ServiceItem, UpsaleItem } from '@salon/domain/contracts';

// Maps catalogue records to the wire shape of a service (001 §3 Service), in one place.

export interface ItemContext {
  groupTitle: (groupId: number) => string;
  rules: ReadonlyMap<number, SpecialDayRule>;
  upsales: ReadonlyMap<number, readonly number[]>;
  byId: ReadonlyMap<number, ServiceRecord>;
  used: ReadonlySet<number>;
  selected: ReadonlySet<number>;
  /** serviceId → tags of the campaigns open today that promote it. */
  campaignTags: ReadonlyMap<number, readonly CampaignTag[]>;
}

const DEFAULT_IMAGE = '/images/service-default.svg';

function images(r: ServiceRecord): string[] {
  return r.images.length > 0 ? r.images : [DEFAULT_IMAGE];
}

export function toUpsale(r: ServiceRecord): UpsaleItem {
  return {
    serviceId: r.serviceId,
    title: r.name,
    subtitle: r.subtitle,
    price: priceToText(r.price),
    priceNum: r.price,
    oldPrice: r.oldPrice === null ? null : priceToText(r.oldPrice),
    oldPriceNum: r.oldPrice,
    timeServe: r.timeServe,
    serviceImage: images(r),
    groupId: r.groupId,
    parentServiceId: r.parentServiceId,
  };
}

function toChild(r: ServiceRecord, ctx: ItemContext): ChildServiceItem {
  const rule = ctx.rules.get(r.serviceId);
  const upsaleIds = ctx.upsales.get(r.serviceId) ?? [];
  return {
    serviceId: r.serviceId,
    name: r.name,
    title: r.name,
    subtitle: r.subtitle,
    versionName: r.versionName,
    price: priceToText(r.price),
    priceNum: r.price,
    oldPrice: r.oldPrice === null ? null : priceToText(r.oldPrice),
    oldPriceNum: r.oldPrice,
    timeServe: r.timeServe,
    serviceImage: images(r),
    tags: r.tags,
    campaignTags: [...(ctx.campaignTags.get(r.serviceId) ?? [])],
    hasDetail: r.hasDetail,
    hasSpecial: rule !== undefined,
    priceSpecialDay: rule?.specialPrice ?? null,
    used: ctx.used.has(r.serviceId),
    selected: ctx.selected.has(r.serviceId) ? 1 : 0,
    groupId: r.groupId,
    group: ctx.groupTitle(r.groupId),
    parentServiceId: r.parentServiceId,
    isDefaultService: r.isDefaultService,
    // Only add-ons this salon sells are offered.
    upsaleServices: upsaleIds.flatMap((id) => {
      const u = ctx.byId.get(id);
      return u ? [toUpsale(u)] : [];
    }),
    categoryId: r.categoryId,
    comboDetail: r.comboDetail,
    serviceDeliveryType: r.deliveryType,
    needsSkinner: r.needsSkinner,
  };
}

/** A top-level service with its children (the services whose parent it is). */
export function toServiceItem(
  r: ServiceRecord,
  all: readonly ServiceRecord[],
  ctx: ItemContext,
): ServiceItem {
  const children = all.filter((c) => c.parentServiceId === r.serviceId).map((c) => toChild(c, ctx));
  return { ...toChild(r, ctx), listService: children };
}
