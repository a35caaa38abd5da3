import { describe, expect, it } from 'vitest';
import { message } from '../messages.ts';
import {
  catalogueOf,
  checkStillSold,
  findDiscontinued,
  selectService,
  toggleService,
  validateSelection,
} from './selection.ts';

// Group 101: versions 1011, 1012, 1013; 1014 is a child of 1011, 1015 a child of 1012. Group 401: 4011, 4012.
const catalogue = catalogueOf([
  { serviceId: 1011, groupId: 101, parentServiceId: null },
  { serviceId: 1012, groupId: 101, parentServiceId: null },
  { serviceId: 1013, groupId: 101, parentServiceId: null },
  { serviceId: 1014, groupId: 101, parentServiceId: 1011 },
  { serviceId: 1015, groupId: 101, parentServiceId: 1012 },
  { serviceId: 4011, groupId: 401, parentServiceId: null },
  { serviceId: 4012, groupId: 401, parentServiceId: null },
]);

describe('toggleService', () => {
  it('selects and deselects a service', () => {
    expect(toggleService([], 4011, catalogue)).toEqual([4011]);
    expect(toggleService([4011], 4011, catalogue)).toEqual([]);
  });

  it('adds the parent when a child is selected', () => {
    expect(toggleService([], 1014, catalogue)).toEqual([1011, 1014]);
    expect(toggleService([4011, 1011], 1014, catalogue)).toEqual([4011, 1011, 1014]);
  });

  it('keeps one service per group, removing the other version and its orphan children', () => {
    expect(toggleService([1011, 4011], 1012, catalogue)).toEqual([4011, 1012]);
    expect(toggleService([1011, 1014, 4011], 1013, catalogue)).toEqual([4011, 1013]);
    expect(toggleService([4012], 4011, catalogue)).toEqual([4011]);
  });

  it('replaces the other version when a child of another version is chosen', () => {
    expect(toggleService([1011, 1014], 1015, catalogue)).toEqual([1012, 1015]);
  });

  it('removes the children when their parent is deselected', () => {
    expect(toggleService([1011, 1014, 4011], 1011, catalogue)).toEqual([4011]);
    expect(toggleService([1011, 1014], 1014, catalogue)).toEqual([1011]);
  });

  it('ignores unknown services', () => {
    expect(toggleService([1011], 999, catalogue)).toEqual([1011]);
  });

  it('selectService never deselects', () => {
    expect(selectService([1011], 1011, catalogue)).toEqual([1011]);
    expect(selectService([1011], 1012, catalogue)).toEqual([1012]);
  });
});

describe('discontinued services', () => {
  it('finds chosen ids that are no longer offered', () => {
    expect(findDiscontinued([1011, 1016, 4011], new Set([1011, 4011]))).toEqual([1016]);
  });

  it("says 'Some services are no longer sold, please choose again' (translated in vi)", () => {
    const result = checkStillSold([1016], new Set([1011]));
    expect(result).toEqual({ ok: false, error: 'servicesDiscontinued' });
    if (!result.ok) {
      expect(message(result.error, 'en')).toBe('Some services are no longer sold, please choose again');
      expect(message(result.error)).toBe('Một số dịch vụ đã ngừng bán, bạn vui lòng chọn lại');
    }
    expect(checkStillSold([1011], new Set([1011]))).toEqual({ ok: true, value: [1011] });
  });
});

describe('validateSelection', () => {
  it('accepts one version per group with its children', () => {
    expect(validateSelection([1011, 1014, 4011], catalogue)).toEqual({ ok: true, value: [1011, 1014, 4011] });
  });

  it('refuses an empty choice, two versions, an orphan child and duplicates', () => {
    expect(validateSelection([], catalogue)).toEqual({ ok: false, error: 'chooseServicesFirst' });
    expect(message('chooseServicesFirst', 'en')).toBe('Please choose services to pick a haircut time');
    for (const ids of [[1011, 1012], [1014], [4011, 4011], [1012, 1014]]) {
      expect(validateSelection(ids, catalogue)).toEqual({ ok: false, error: 'serviceSelectionInvalid' });
    }
    expect(validateSelection([1011, 777], catalogue)).toEqual({ ok: false, error: 'servicesDiscontinued' });
  });
});
