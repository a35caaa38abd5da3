import type { ServiceItem } from '../shared/service-types.ts';

/** A service's campaign tags (001 §3 campaignTags): the open campaigns' short texts, as list items. */
export function CampaignTagItems({ tags }: { tags: ServiceItem['campaignTags'] }) {
  return tags.map((c) => (
    <li key={c.campaignId} className="svc-tag svc-tag--campaign" data-campaign-id={c.campaignId}>
      {c.desc}
    </li>
  ));
}
