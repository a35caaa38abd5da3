import { describe, expect, it } from 'vitest';
import { blankPerson } from '../draft/draft-store.ts';
import type { PersonDraft } from '../draft/draft-types.ts';
import { completeGate } from './complete-gate.ts';

describe('completeGate (001 §5)', () => {
  const salon = {
    id: 1,
    name: 'Moyo 1',
    openingDate: null,
    warnText: null,
    addressNew: '',
    address: '',
    bookManyPeople: 'off' as const,
    selectConsultation: false,
  };
  const service = {
    serviceId: 1,
    name: 'Gội',
    price: 100_000,
    oldPrice: null,
    timeServe: 40,
    groupId: 1,
    parentServiceId: null,
    serviceDeliveryType: 1,
  };
  const h = { bookHourId: 5, subHourId: 6, secondSubHourId: null, hour: '9h', hourFrame: '09:00' };
  const ready = (i: number): PersonDraft => ({ ...blankPerson(i), salon, chosenService: [service], hour: h });
  it('asks for the salon, then services, then the hour', () => {
    expect(completeGate([blankPerson(0)])).toEqual({ kind: 'salon' });
    expect(completeGate([{ ...blankPerson(0), salon }])).toEqual({ kind: 'services' });
    expect(completeGate([{ ...blankPerson(0), salon, chosenService: [service] }])).toEqual({ kind: 'hour' });
    expect(completeGate([ready(0)])).toBeNull();
  });
  it('names the first customer of a group without services or hour', () => {
    expect(completeGate([ready(0), { ...ready(1), hour: null }, ready(2)])).toEqual({
      kind: 'customer',
      n: 2,
    });
    expect(completeGate([ready(0), ready(1)])).toBeNull();
  });
});
