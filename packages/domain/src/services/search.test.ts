import { describe, expect, it } from 'vitest';
import { message } from '../messages.ts';
import { quotedPhrase, searchServices } from './search.ts';

const services = [
  {
    serviceId: 1011,
    name: 'Gội đầu dưỡng sinh',
    subtitle: '12 bước gội thảo dược',
    priceNum: 99000,
    categoryTitle: 'Gội đầu dưỡng sinh',
  },
  {
    serviceId: 2031,
    name: 'Detox da đầu',
    subtitle: 'Muối khoáng, hút dầu nhờn',
    priceNum: 249000,
    categoryTitle: 'Chăm sóc da đầu',
  },
  {
    serviceId: 2011,
    name: 'Tư vấn da đầu miễn phí',
    subtitle: 'Soi da đầu',
    priceNum: 0,
    categoryTitle: 'Chăm sóc da đầu',
  },
  {
    serviceId: 3011,
    name: 'Cắt tóc nam',
    subtitle: 'Tư vấn kiểu, cắt và vuốt sáp',
    priceNum: 89000,
    categoryTitle: 'Cắt tóc & tạo kiểu',
  },
];
const ids = (r: ReturnType<typeof searchServices>) => (r.ok ? r.value.map((s) => s.serviceId) : r.error);

describe('searchServices', () => {
  it("refuses empty text with 'Please enter valid input' (translated in vi)", () => {
    expect(searchServices(services, '   ')).toEqual({ ok: false, error: 'searchEmpty' });
    expect(message('searchEmpty', 'en')).toBe('Please enter valid input');
    expect(message('searchEmpty')).toBe('Bạn vui lòng nhập nội dung hợp lệ');
  });

  it('matches a quoted phrase without accents', () => {
    expect(ids(searchServices(services, '"goi dau duong sinh"'))).toEqual([1011]);
    expect(ids(searchServices(services, '“DA DAU”'))).toEqual([2031, 2011]);
    expect(quotedPhrase('"  "')).toBeNull();
  });

  it('matches a category title without accents', () => {
    expect(ids(searchServices(services, 'cham soc da dau'))).toEqual([2031, 2011]);
  });

  it('otherwise matches name and subtitle as written, price and id', () => {
    expect(ids(searchServices(services, 'detox'))).toEqual([2031]);
    expect(ids(searchServices(services, 'vuốt sáp'))).toEqual([3011]);
    expect(ids(searchServices(services, 'vuot sap'))).toEqual([]);
    expect(ids(searchServices(services, '89K'))).toEqual([3011]);
    expect(ids(searchServices(services, '249.000'))).toEqual([2031]);
    expect(ids(searchServices(services, '1011'))).toEqual([1011]);
  });
});
