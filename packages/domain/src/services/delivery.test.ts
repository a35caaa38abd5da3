import { describe, expect, it } from 'vitest';
import { combinedDeliveryType, firstAtHomeOnly, servedAtSalon } from './delivery.ts';

describe('combinedDeliveryType', () => {
  it('is 2 if all are 2, 1 if all are 1, otherwise 3', () => {
    expect(combinedDeliveryType([2, 2])).toBe(2);
    expect(combinedDeliveryType([1, 1, 1])).toBe(1);
    expect(combinedDeliveryType([1, 2])).toBe(3);
    expect(combinedDeliveryType([3])).toBe(3);
    expect(combinedDeliveryType([1, 3])).toBe(3);
  });

  it('is 1 (at the salon) for no services', () => {
    expect(combinedDeliveryType([])).toBe(1);
  });
});

describe('a salon booking and at-home-only services', () => {
  it('serves types 1 and 3 at a salon, not 2', () => {
    expect(servedAtSalon(1)).toBe(true);
    expect(servedAtSalon(3)).toBe(true);
    expect(servedAtSalon(2)).toBe(false);
  });

  it('finds the first at-home-only service, also among salon services (combined type 3)', () => {
    const wash = { id: 1011, deliveryType: 1 };
    const atHome = { id: 1031, deliveryType: 2 };
    const both = { id: 4031, deliveryType: 3 };
    expect(firstAtHomeOnly([atHome])).toBe(atHome);
    expect(firstAtHomeOnly([wash, atHome])).toBe(atHome);
    expect(firstAtHomeOnly([wash, both])).toBeUndefined();
    expect(firstAtHomeOnly([])).toBeUndefined();
  });
});
