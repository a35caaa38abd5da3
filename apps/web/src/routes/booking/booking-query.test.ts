import { describe, expect, it } from 'vitest';
import { readBookingQuery } from './booking-query.ts';

const read = (qs: string) => readBookingQuery(new URLSearchParams(qs));

// URL rules of /booking that salon choice relies on (001 §2).
describe('readBookingQuery salonId rules', () => {
  it('reads an integer salon id, and treats non-integer or negative as none', () => {
    expect(read('salonId=8&step=0').salonId).toBe(8);
    expect(read('salonId=0&step=0').salonId).toBe(0);
    for (const bad of ['abc', '-1', '1.5', '']) expect(read(`salonId=${bad}`).salonId, bad).toBeNull();
    expect(read('step=0').salonId).toBeNull();
  });

  it('rewrites salonId 20 to 0 for a customer_ios in-app link only', () => {
    expect(read('salonId=20&source=customer_ios&inApp=true').salonId).toBe(0);
    expect(read('salonId=20&source=customer_ios').salonId).toBe(20);
    expect(read('salonId=20&source=customer_android&inApp=true').salonId).toBe(20);
  });

  it('treats phone 0 as no phone', () => {
    expect(read('phone=0').phone).toBeNull();
    expect(read('phone=0988111222').phone).toBe('0988111222');
  });
});
