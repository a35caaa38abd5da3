import { describe, expect, it } from 'vitest';
import { message } from '../messages.ts';
import { validateHomeBoxPhone } from '../phone.ts';
import { bookingHrefForPhone, needsConsent } from './consent.ts';

describe('home box consent', () => {
  const base = { phone: '0912345678', rememberedPhone: null, agreed: false, inApp: false };
  it('asks for consent for a new phone of a user who has not agreed, outside the app', () => {
    expect(needsConsent(base)).toBe(true);
    expect(needsConsent({ ...base, rememberedPhone: '0987654321' })).toBe(true);
  });
  it('skips it for the remembered phone (in any form), after agreeing, or in the app', () => {
    expect(needsConsent({ ...base, rememberedPhone: '+84912345678' })).toBe(false);
    expect(needsConsent({ ...base, rememberedPhone: '0912.345.678' })).toBe(false);
    expect(needsConsent({ ...base, agreed: true })).toBe(false);
    expect(needsConsent({ ...base, inApp: true })).toBe(false);
  });
  it('goes to /booking with the phone', () => {
    expect(bookingHrefForPhone('0912345678')).toBe('/booking?phone=0912345678&salonId=0&step=0');
  });
});

describe('home box phone rules', () => {
  it('says the verbatim messages', () => {
    const short = validateHomeBoxPhone('0912.345');
    expect(short.ok ? '' : message(short.error)).toBe('Bạn vui lòng nhập đủ 10 số điện thoại nhé!');
    const bad = validateHomeBoxPhone('0012.345.678');
    expect(bad.ok ? '' : message(bad.error)).toBe(
      'Bạn vui lòng nhập số điện thoại hợp lệ giúp chúng mình nhé!',
    );
    expect(message('errorTitle')).toBe('Lỗi');
    expect(validateHomeBoxPhone('0912.345.678')).toEqual({ ok: true, value: '0912345678' });
  });
});
