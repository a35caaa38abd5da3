import { message } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import i18n, { loadEnglish, registerTexts } from './index.ts';
import { Translator } from './translator.ts';

function translator() {
  const tr = new Translator('vi');
  tr.addTexts('vi', 'shop', { title: 'Cửa hàng', cart: { count: 'Giỏ có {n} món của {name}' } });
  tr.addTexts('en', 'shop', { title: 'Shop' });
  return tr;
}

describe('the translator', () => {
  it('reads nested keys and fills placeholders', () => {
    const t = translator().fixedT('vi', 'shop');
    expect(t('title')).toBe('Cửa hàng');
    expect(t('cart.count', { n: 2, name: 'Lan' })).toBe('Giỏ có 2 món của Lan');
  });

  it('leaves a placeholder with no value empty', () => {
    expect(translator().fixedT('vi', 'shop')('cart.count', { n: 3 })).toBe('Giỏ có 3 món của ');
  });

  it('keeps namespaces apart', () => {
    const tr = translator();
    tr.addTexts('vi', 'home', { title: 'Trang chủ' });
    expect(tr.fixedT('vi', 'home')('title')).toBe('Trang chủ');
    expect(tr.fixedT('vi', 'shop')('title')).toBe('Cửa hàng');
  });

  it('falls back to Vietnamese, then to the key', () => {
    const t = translator().fixedT('en', 'shop');
    expect(t('title')).toBe('Shop');
    expect(t('cart.count', { n: 1, name: 'An' })).toBe('Giỏ có 1 món của An');
    expect(t('nothing.here')).toBe('nothing.here');
    expect(t('cart')).toBe('cart');
  });

  it('merges texts added later into a namespace', () => {
    const tr = translator();
    tr.addTexts('vi', 'shop', { cart: { empty: 'Giỏ trống' } });
    const t = tr.fixedT('vi', 'shop');
    expect(t('cart.empty')).toBe('Giỏ trống');
    expect(t('cart.count', { n: 1, name: 'A' })).toBe('Giỏ có 1 món của A');
  });

  it('tells subscribers when the language changes, once per real change', () => {
    const tr = translator();
    let calls = 0;
    const unsubscribe = tr.subscribe(() => calls++);
    tr.changeLanguage('en');
    tr.changeLanguage('en');
    expect(calls).toBe(1);
    expect(tr.language).toBe('en');
    unsubscribe();
    tr.changeLanguage('vi');
    expect(calls).toBe(1);
  });

  it('gives the same t for the same language and namespace', () => {
    const tr = translator();
    expect(tr.fixedT('vi', 'shop')).toBe(tr.fixedT('vi', 'shop'));
    expect(tr.fixedT('en', 'shop')).not.toBe(tr.fixedT('vi', 'shop'));
  });
});

describe('the app texts', () => {
  it('say the domain messages verbatim in both languages', async () => {
    expect(i18n.fixedT('vi')('msg.phoneInvalid')).toBe('Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!');
    await loadEnglish();
    expect(i18n.fixedT('en')('msg.phoneInvalid')).toBe(message('phoneInvalid', 'en'));
    expect(i18n.fixedT('en')('msg.phoneInvalid')).toBe('Please enter a valid phone number for us!');
    expect(i18n.language).toBe('vi');
  });

  it('serve a feature namespace registered with registerTexts', () => {
    registerTexts('test-feature', { vi: { hello: 'Xin chào {name}' }, en: { hello: 'Hello {name}' } });
    expect(i18n.fixedT('en', 'test-feature')('hello', { name: 'Minh' })).toBe('Hello Minh');
    expect(i18n.fixedT('vi', 'test-feature')('hello', { name: 'Minh' })).toBe('Xin chào Minh');
  });
});
