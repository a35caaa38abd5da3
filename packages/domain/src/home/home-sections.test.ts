import { describe, expect, it } from 'vitest';
import { HOME_SECTIONS, homeSectionOrder, memberTierOf, starCount } from './home-sections.ts';

describe('home sections from dynamic-layout.json', () => {
  it('draws every section in the default order without a document (loading or failed)', () => {
    expect(homeSectionOrder(null)).toEqual([...HOME_SECTIONS]);
    expect(homeSectionOrder(undefined)).toEqual([...HOME_SECTIONS]);
    expect(homeSectionOrder({})).toEqual([...HOME_SECTIONS]);
  });

  it("follows the document's order and leaves out a section marked visible: false", () => {
    const order = homeSectionOrder({
      sections: [
        { key: 'banner', visible: true },
        { key: 'feedback', visible: true },
        { key: 'bookingBox', visible: true },
        { key: 'shineMoments', visible: false },
        { key: 'blocks' },
        { key: 'lookbooks', visible: true },
        { key: 'upcomingBookings', visible: true },
      ],
    });
    expect(order).toEqual(['banner', 'feedback', 'bookingBox', 'blocks', 'lookbooks', 'upcomingBookings']);
  });

  it('keeps a section the document does not name after the named ones, in its default place', () => {
    // A document written before the lower sections existed still shows them.
    const order = homeSectionOrder({
      sections: [
        { key: 'blocks', visible: true },
        { key: 'banner', visible: true },
        { key: 'bookingBox', visible: true },
        { key: 'upcomingBookings', visible: true },
      ],
    });
    expect(order).toEqual([
      'blocks',
      'banner',
      'bookingBox',
      'upcomingBookings',
      'lookbooks',
      'shineMoments',
      'feedback',
    ]);
  });

  it('ignores unknown keys, repeats and broken entries; the first mention of a key decides', () => {
    const order = homeSectionOrder({
      sections: [
        { key: 'feedback', visible: false },
        { key: 'feedback', visible: true },
        { key: 'popup' },
        null as unknown as { key: string },
        { key: 42 as unknown as string },
        { key: 'lookbooks' },
      ],
    });
    expect(order).not.toContain('feedback');
    expect(order[0]).toBe('lookbooks');
    expect(order).toHaveLength(HOME_SECTIONS.length - 1);
  });
});

describe('stars and member tiers', () => {
  it('shows 0 to 5 whole stars', () => {
    expect([5, 4.4, 4.5, 7, -1, Number.NaN, '5', undefined].map(starCount)).toEqual([5, 4, 5, 5, 0, 0, 0, 0]);
  });

  it('finds the tier of a member type, or none', () => {
    const doc = {
      tiers: [
        { memberType: 2, name: 'Silver', icon: '/s.svg', benefits: [] },
        { memberType: 4, name: 'Diamond', icon: '/d.svg', benefits: ['x'] },
      ],
    };
    expect(memberTierOf(doc, 4)?.name).toBe('Diamond');
    expect(memberTierOf(doc, 3)).toBeUndefined();
    expect(memberTierOf(doc, null)).toBeUndefined();
    expect(memberTierOf(null, 2)).toBeUndefined();
  });
});
