import { toggleCampaignId } from '@salon/domain';
import { onPerson } from './draft-actions.ts';
import type { BookingDraft, DraftCampaign } from './draft-types.ts';

// Promotions of the edited person (steps 4 and 5): pure, applied with draftStore.dispatch; they
// load with those steps. The screen reprices; the server checks every promotion again.

/** Step 4's tick: chosen ↔ not chosen, names of the others kept. */
export function toggleCampaign(d: BookingDraft, campaign: DraftCampaign): BookingDraft {
  return onPerson(d, (p) => {
    const ids = toggleCampaignId(
      p.campaign.map((c) => c.id),
      campaign.id,
    );
    const known = new Map([...p.campaign.map((c) => [c.id, c.name] as const), [campaign.id, campaign.name]]);
    return { ...p, campaign: ids.map((id) => ({ id, name: known.get(id) ?? '' })) };
  });
}

/** Step 5's 'choose': added once, never removed. */
export function addCampaign(d: BookingDraft, campaign: DraftCampaign): BookingDraft {
  return onPerson(d, (p) =>
    p.campaign.some((c) => c.id === campaign.id) ? p : { ...p, campaign: [...p.campaign, campaign] },
  );
}
