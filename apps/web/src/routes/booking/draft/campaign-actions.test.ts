import { describe, expect, it } from 'vitest';
import { addCampaign, toggleCampaign } from './campaign-actions.ts';
import type { BookingDraft } from './draft-types.ts';
import { group } from './test-drafts.ts';

function frozen(d: BookingDraft): BookingDraft {
  for (const p of d.persons) Object.freeze(p);
  Object.freeze(d.persons);
  return Object.freeze(d);
}

describe('promotions of the edited person', () => {
  it('toggleCampaign adds a promotion, then removes it, keeping the others with their names', () => {
    const d = frozen(group(2, 1));
    const on = toggleCampaign(d, { id: 8, name: 'Tặng gội' });
    expect(on.persons[1]?.campaign).toEqual([
      { id: 5, name: 'Giảm 20%' },
      { id: 8, name: 'Tặng gội' },
    ]);
    expect(on.persons[0]?.campaign).toEqual([{ id: 5, name: 'Giảm 20%' }]);
    const off = toggleCampaign(on, { id: 5, name: 'Giảm 20%' });
    expect(off.persons[1]?.campaign).toEqual([{ id: 8, name: 'Tặng gội' }]);
  });

  it('addCampaign adds once and never removes', () => {
    const d = frozen(group(1));
    const once = addCampaign(d, { id: 8, name: 'Tặng gội' });
    expect(once.persons[0]?.campaign.map((c) => c.id)).toEqual([5, 8]);
    expect(addCampaign(once, { id: 8, name: 'Tặng gội' }).persons[0]?.campaign.map((c) => c.id)).toEqual([
      5, 8,
    ]);
  });
});
