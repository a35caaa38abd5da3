import type { SpecialDayRule } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { busyPerson, service } from '../draft/test-drafts.ts';
import { buildCreateBody } from './build-create-body.ts';
import { draftIsMaster } from './master-flag.ts';

// 001 §4: isBookStylistMaster is set when the selection meets the special stylist-level rule and is
// sent as isMaster (it used to be sent false whatever was chosen).
const rules: SpecialDayRule[] = [
  {
    serviceId: 3011,
    dates: [],
    specialPrice: null,
    stylistPrice: 119000,
    specialStylistPrice: null,
    stylistLevelId: 3,
  },
];
const haircut = service(3011, 'Cắt tóc');
const master = { id: 42, name: 'Lan', skillLevel: 3 };

describe('isMaster of the create body', () => {
  it('is true for a level-3 stylist with a service whose stylist-level rule is level 3', () => {
    const person = { ...busyPerson(0), stylist: master, chosenService: [haircut] };
    const isMaster = draftIsMaster([person], rules);
    expect(isMaster).toBe(true);
    const body = buildCreateBody([person], { phone: '0912345678', params: new URLSearchParams(), isMaster });
    expect(body.isMaster).toBe(true);
  });

  it('is false below the level, when the system picks, or for a service without a level rule', () => {
    const base = busyPerson(0);
    expect(
      draftIsMaster([{ ...base, stylist: { ...master, skillLevel: 2 }, chosenService: [haircut] }], rules),
    ).toBe(false);
    expect(
      draftIsMaster(
        [{ ...base, stylist: { id: 0, name: '', skillLevel: 0 }, chosenService: [haircut] }],
        rules,
      ),
    ).toBe(false);
    expect(draftIsMaster([{ ...base, stylist: master, chosenService: [service()] }], rules)).toBe(false);
  });

  it('is true for a group when one person meets the rule', () => {
    const plain = busyPerson(0);
    const withMaster = { ...busyPerson(1), stylist: master, chosenService: [haircut] };
    expect(draftIsMaster([plain, withMaster], rules)).toBe(true);
  });
});
