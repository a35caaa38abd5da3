import { describe, expect, it } from 'vitest';
import { combinedDeliveryType } from './delivery.ts';

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
