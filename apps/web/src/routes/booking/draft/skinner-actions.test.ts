import { describe, expect, it } from 'vitest';
import { buildCreateBody } from '../api/build-create-body.ts';
import { chooseSalon } from './draft-actions.ts';
import type { BookingDraft } from './draft-types.ts';
import { chooseSkinner, needsSkinner, setSkinner, wantedSkinnerId } from './skinner-actions.ts';
import { group, salon, service } from './test-drafts.ts';

function frozen(d: BookingDraft): BookingDraft {
  for (const p of d.persons) Object.freeze(p);
  Object.freeze(d.persons);
  return Object.freeze(d);
}
const skinCare = { ...service(2021, 'Trị gàu'), needsSkinner: true };

describe('the skinner of a booking (issue 18)', () => {
  it('is wanted only for customer 1 when a chosen service needs one', () => {
    const [first, second] = group(2).persons;
    if (!first || !second) throw new Error('two persons');
    // busyPerson carries skinnerId 9 but only a shampoo: no skinner is asked for.
    expect(needsSkinner(first)).toBe(false);
    expect(wantedSkinnerId(first)).toBe(0);
    expect(wantedSkinnerId({ ...first, chosenService: [service(), skinCare] })).toBe(9);
    expect(wantedSkinnerId({ ...first, chosenService: [skinCare], skinnerId: null })).toBe(0);
    expect(wantedSkinnerId({ ...second, chosenService: [skinCare] })).toBe(0);
  });

  it('chooseSkinner sets customer 1 skinner; alone the hour goes, in a group it stays', () => {
    const alone = chooseSkinner(frozen(group(1)), 105);
    expect(alone.persons[0]).toMatchObject({ skinnerId: 105, hour: null });
    const two = chooseSkinner(frozen(group(2, 1)), 106);
    expect(two.persons[0]).toMatchObject({ skinnerId: 106, hour: { bookHourId: 1006 } });
    expect(two.persons[1]).toMatchObject({ skinnerId: 9, hour: { bookHourId: 1007 } });
    expect(chooseSkinner(frozen(group(1)), null).persons[0]?.skinnerId).toBeNull();
  });

  it('setSkinner keeps the hour (a link preset, or a skinner not working that day)', () => {
    const next = setSkinner(frozen(group(1)), 105);
    expect(next.persons[0]).toMatchObject({ skinnerId: 105, hour: { bookHourId: 1006 } });
  });

  it('choosing a salon resets the skinner (001 §5)', () => {
    const next = chooseSalon(frozen(setSkinner(group(1), 105)), {
      salon: salon(null, 2),
      resetServices: false,
      today: '2026-11-23',
    });
    expect(next.persons[0]?.skinnerId).toBeNull();
  });

  it('the create body carries the skinner only when a chosen service needs one', () => {
    const params = new URLSearchParams('step=0');
    const ctx = { phone: '0912345678', params, isMaster: false };
    const first = group(1).persons[0];
    if (!first) throw new Error('one person');
    expect(buildCreateBody([first], ctx).skinnerId).toBe(0);
    expect(buildCreateBody([{ ...first, chosenService: [skinCare] }], ctx).skinnerId).toBe(9);
  });
});
