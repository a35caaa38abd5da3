import { describe, expect, it } from 'vitest';
import { message } from './messages.ts';
import {
  formatPhoneDisplay,
  fromInternational,
  maskPhone,
  normalizePhone,
  sanitizeBookingPhoneInput,
  toInternational,
  validateBookingPhone,
  validateHomeBoxPhone,
  validateLoginPhone,
  validateLookupPhone,
} from './phone.ts';
import type { Result } from './result.ts';

function text(r: Result<string>): string {
  return r.ok ? `ok:${r.value}` : message(r.error);
}

describe('validateLookupPhone (000 §5)', () => {
  it.each([
    ['', 'Mời bạn nhập số điện thoại!'],
    ['   ', 'Mời bạn nhập số điện thoại!'],
    ['091234', 'Bạn nhập đủ 10 số giúp chúng mình nhé!'],
    ['123', 'Bạn nhập đủ 10 số giúp chúng mình nhé!'],
    ['9123456789', 'Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!'],
    ['91234567890', 'Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!'],
    ['09123a5678', 'Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!'],
    ['+84912345678', 'Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!'],
    ['0012345678', 'Sai số điện thoại! Bạn nhập lại đúng giúp chúng mình nhé!'],
    ['09123456789', 'Sai số điện thoại! Bạn nhập lại đúng giúp chúng mình nhé!'],
    ['0912345678', 'ok:0912345678'],
    [' 0912.345.678 ', 'ok:0912345678'],
  ])('%j → %s', (raw, expected) => {
    expect(text(validateLookupPhone(raw))).toBe(expected);
  });
});

describe('validateLoginPhone (000 §5)', () => {
  it.each(['', '912345678', '9123456789', '091234567', '09123456789', '09123x5678'])(
    '%j is refused',
    (raw) => {
      expect(text(validateLoginPhone(raw))).toBe('Số điện thoại sai định dạng.');
    },
  );

  it('accepts 0 plus 9 digits, dots allowed', () => {
    expect(text(validateLoginPhone('0912345678'))).toBe('ok:0912345678');
    expect(text(validateLoginPhone('0912.345.678'))).toBe('ok:0912345678');
  });
});

describe('validateHomeBoxPhone (000 §5)', () => {
  it.each([
    ['', 'Bạn vui lòng nhập đủ 10 số điện thoại nhé!'],
    ['0912.345', 'Bạn vui lòng nhập đủ 10 số điện thoại nhé!'],
    ['1912345', 'Bạn vui lòng nhập đủ 10 số điện thoại nhé!'],
    ['1912345678', 'Bạn vui lòng nhập số điện thoại hợp lệ giúp chúng mình nhé!'],
    ['0012345678', 'Bạn vui lòng nhập số điện thoại hợp lệ giúp chúng mình nhé!'],
    ['09123456789', 'Bạn vui lòng nhập số điện thoại hợp lệ giúp chúng mình nhé!'],
    ['0912-345-678', 'Bạn vui lòng nhập số điện thoại hợp lệ giúp chúng mình nhé!'],
    ['0912.345.678', 'ok:0912345678'],
  ])('%j → %s', (raw, expected) => {
    expect(text(validateHomeBoxPhone(raw))).toBe(expected);
  });
});

describe('validateBookingPhone (001 §5)', () => {
  it.each([
    ['0', 'Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!'],
    ['', 'Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!'],
    ['9123456789', 'Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!'],
    ['091234567', 'Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!'],
    ['0912 345 678', 'Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!'],
    ['+84912345678', 'Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!'],
    // 21 characters: over the input limit even though the digits are fine.
    ['0.9.1.2.3.4.5.6.7.8..', 'Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!'],
    ['0912345678', 'ok:0912345678'],
    ['0912.345.678', 'ok:0912345678'],
    ['0.9.1.2.3.4.5.6.7.8', 'ok:0912345678'],
  ])('%j → %s', (raw, expected) => {
    expect(text(validateBookingPhone(raw))).toBe(expected);
  });

  it('sanitises typing to digits and dots, at most 20', () => {
    expect(sanitizeBookingPhoneInput('09a12-345.678')).toBe('0912345.678');
    expect(sanitizeBookingPhoneInput('1'.repeat(25))).toHaveLength(20);
  });
});

describe('formatPhoneDisplay', () => {
  it.each([
    ['0912345678', '0912.345.678'],
    ['09123', '0912.3'],
    ['0912', '0912'],
    ['0912345', '0912.345'],
    ['09123456', '0912.345.6'],
    ['', ''],
    ['0912-345-678-99', '0912.345.678'],
    ['+84 912', '8491.2'],
  ])('%j → %j', (raw, expected) => {
    expect(formatPhoneDisplay(raw)).toBe(expected);
  });

  it('stays under 13 characters for the home box', () => {
    expect(formatPhoneDisplay('0'.repeat(30)).length).toBeLessThan(13);
  });
});

describe('international form', () => {
  it.each(['0912345678', '+84912345678', '84912345678', '0912.345.678', ' +84 912 345 678 '])(
    'normalizes %j',
    (raw) => {
      expect(normalizePhone(raw)).toBe('+84912345678');
    },
  );

  it.each(['', '0', '912345678', '0012345678', '+840912345678', '091234567', '09123456789', '+85912345678'])(
    'refuses %j',
    (raw) => {
      expect(normalizePhone(raw)).toBeNull();
    },
  );

  it('converts both ways', () => {
    expect(toInternational('0912345678')).toBe('+84912345678');
    expect(fromInternational('+84912345678')).toBe('0912345678');
    expect(fromInternational('0912345678')).toBe('0912345678');
    expect(() => toInternational('12345')).toThrow(RangeError);
    expect(() => fromInternational('abc')).toThrow(RangeError);
  });
});

describe('maskPhone', () => {
  it('keeps the first 4 and last 3 digits', () => {
    expect(maskPhone('0912345678')).toBe('0912***678');
    expect(maskPhone('+84912345678')).toBe('0912***678');
  });

  it('never reveals a short or odd input', () => {
    expect(maskPhone('12345')).toBe('*****');
    expect(maskPhone('')).toBe('');
  });
});
