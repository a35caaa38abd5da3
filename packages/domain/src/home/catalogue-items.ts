import type { HomeBlock, HomeListItem } from '../contracts/home.ts';
import { formatBigCount, formatMinutes } from '../format.ts';
import type { Lang } from '../messages.ts';
import { formatPrice } from '../price.ts';
import { type DayPrice, dayPriceNote } from '../services/day-price.ts';

// Home items that sell a service, announce a promotion or state a figure hold only a reference
// (serviceId, campaignId, figure); the server fills their words and numbers from the data the booking
// uses, on the day it serves them. Home then never sells at a price the booking does not charge.

/** A catalogue service as home shows it on one day. */
export interface HomeOffer {
  name: string;
  subtitle: string;
  /** Minutes. */
  timeServe: number;
  price: DayPrice;
}

/** A promotion open today. */
export interface HomePromotion {
  name: string;
  conditionText: string;
  /** A service it applies to: its item opens the booking with it chosen. */
  serviceId: number | null;
}

export interface HomeFacts {
  offers: ReadonlyMap<number, HomeOffer>;
  promotions: ReadonlyMap<number, HomePromotion>;
  salonCount: number;
}

/** The booking link that opens with this service chosen (the salon still to choose). */
export function bookingLinkFor(serviceId: number): string {
  return `/booking?salonId=0&phone=0&step=0&chosenService=${serviceId}`;
}

/** Every serviceId the blocks refer to, and every campaignId. */
export function homeReferences(blocks: readonly HomeBlock[]): {
  serviceIds: number[];
  campaignIds: number[];
} {
  const items = blocks.flatMap((b) => b.list);
  const ids = (pick: (i: HomeListItem) => number | undefined) => [
    ...new Set(items.flatMap((i) => (pick(i) === undefined ? [] : [pick(i) as number]))),
  ];
  return { serviceIds: ids((i) => i.serviceId), campaignIds: ids((i) => i.campaignId) };
}

/** An item that sells a service, its words (the offer's, already in `lang`) and amounts in `lang`. */
function offerItem(item: HomeListItem, offer: HomeOffer, lang: Lang): HomeListItem {
  const { price } = offer;
  // Old words go: the catalogue's name and prices replace them, and a priceList the booking cannot follow.
  const { price: _price, oldPrice: _old, priceList: _list, en, ...rest } = item;
  const note = dayPriceNote(price, lang);
  const english = { ...(en?.tag ? { tag: en.tag } : {}) };
  return {
    ...rest,
    title: offer.name,
    subTitle: `${formatMinutes(offer.timeServe, lang)} · ${offer.subtitle}`,
    price: formatPrice(price.price, lang),
    ...(price.oldPrice !== null ? { oldPrice: formatPrice(price.oldPrice, lang) } : {}),
    ...(note ? { priceNote: note } : {}),
    ...(Object.keys(english).length > 0 ? { en: english } : {}),
    redirectLink: bookingLinkFor(price.serviceId),
  };
}

function promotionItem(item: HomeListItem, promotion: HomePromotion): HomeListItem {
  const { en: _en, ...rest } = item;
  return {
    ...rest,
    title: promotion.name,
    subTitle: promotion.conditionText,
    redirectLink:
      promotion.serviceId === null
        ? '/booking?salonId=0&phone=0&step=0'
        : bookingLinkFor(promotion.serviceId),
  };
}

/** One item with its references filled; null when what it refers to is not on offer today. */
function filled(item: HomeListItem, facts: HomeFacts, lang: Lang): HomeListItem | null {
  if (item.serviceId !== undefined) {
    const offer = facts.offers.get(item.serviceId);
    return offer ? offerItem(item, offer, lang) : null;
  }
  if (item.campaignId !== undefined) {
    const promotion = facts.promotions.get(item.campaignId);
    return promotion ? promotionItem(item, promotion) : null;
  }
  if (item.figure === 'salonCount') return { ...item, textNum: formatBigCount(facts.salonCount, lang) };
  if (item.count !== undefined) return { ...item, textNum: formatBigCount(item.count, lang) };
  return item;
}

/** The blocks with every reference filled from today's data; items with nothing to offer are left out. */
export function withHomeFacts(
  blocks: readonly HomeBlock[],
  facts: HomeFacts,
  lang: Lang = 'vi',
): HomeBlock[] {
  return blocks.map((b) => ({
    ...b,
    list: b.list.flatMap((item) => {
      const out = filled(item, facts, lang);
      return out ? [out] : [];
    }),
  }));
}
