import { describe, expect, it } from 'vitest';
import { dayPrice, dayPriceNote, specialDayKind } from './day-price.ts';
import type { SpecialDayRule } from './pricing.ts';

const SATURDAY = '2026-11-28';
const FRIDAY = '2026-11-27';
const HOLIDAY = '2026-12-31'; // a Thursday
const rules: SpecialDayRule[] = [
  {
    serviceId: 1011,
    dates: [SATURDAY, HOLIDAY],
    specialPrice: 119000,
    stylistPrice: null,
    specialStylistPrice: null,
    stylistLevelId: null,
  },
];
const wash = { serviceId: 1011, price: 99000, oldPrice: null };

describe('a price on a day, in words', () => {
  it('says a weekend price and the ordinary one beside it', () => {
    const p = dayPrice(wash, rules, SATURDAY);
    expect(p).toMatchObject({ price: 119000, oldPrice: null, specialDay: 'weekend', regularPrice: 99000 });
    expect(dayPriceNote(p)).toBe('Giá cuối tuần · ngày thường 99.000 VNĐ');
    expect(dayPriceNote(p, 'en')).toBe('Weekend price · weekdays 99,000 VND');
  });

  it('says a holiday price on a holiday that is not a weekend', () => {
    expect(specialDayKind(HOLIDAY)).toBe('holiday');
    expect(dayPriceNote(dayPrice(wash, rules, HOLIDAY))).toBe('Giá ngày lễ · ngày thường 99.000 VNĐ');
  });

  it('on an ordinary day names the special-day price ahead', () => {
    const p = dayPrice(wash, rules, FRIDAY);
    expect(p).toMatchObject({ price: 99000, specialDay: null, specialDayPrice: 119000 });
    expect(dayPriceNote(p)).toBe('Thứ 7, CN và ngày lễ: 119.000 VNĐ');
  });

  it('says nothing for a service priced the same every day', () => {
    const p = dayPrice({ serviceId: 2012, price: 99000, oldPrice: 129000 }, rules, SATURDAY);
    expect(p).toMatchObject({ price: 99000, oldPrice: 129000, specialDay: null, specialDayPrice: null });
    expect(dayPriceNote(p)).toBeNull();
  });
});
