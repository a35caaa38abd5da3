import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// English loads on demand (docs/decisions/0115): each test takes a fresh translator module and a small
// stand-in for the browser's window, storage and <html>.
function browser(search = '', stored?: string) {
  const storage = new Map<string, string>(stored ? [['lang', stored]] : []);
  vi.stubGlobal('window', {
    location: { search },
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
  });
  const html = { lang: 'vi' };
  vi.stubGlobal('document', { documentElement: html });
  return { storage, html };
}

const freshI18n = () => import('./index.ts');

beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.doUnmock('./english.ts');
  vi.unstubAllGlobals();
});

describe('English on demand', () => {
  it('is not there before it is asked for: English texts fall back to Vietnamese', async () => {
    const { default: i18n } = await freshI18n();
    expect(i18n.language).toBe('vi');
    expect(i18n.fixedT('en')('home.bookNow')).toBe('ĐẶT LỊCH NGAY');
    expect(i18n.fixedT('en')('msg.phoneInvalid')).toBe('Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!');
  });

  it('switching to English loads it, then the texts change and the choice is remembered', async () => {
    const { storage, html } = browser();
    const { default: i18n, setLanguage } = await freshI18n();
    const seen: string[] = [];
    i18n.subscribe(() => seen.push(i18n.t('home.bookNow')));
    await setLanguage('en');
    expect(seen).toEqual(['BOOK NOW']);
    expect(i18n.t('msg.phoneInvalid')).toBe('Please enter a valid phone number for us!');
    expect(storage.get('lang')).toBe('en');
    expect(html.lang).toBe('en');
    await setLanguage('vi');
    expect(seen).toEqual(['BOOK NOW', 'ĐẶT LỊCH NGAY']);
    expect(storage.get('lang')).toBe('vi');
    expect(html.lang).toBe('vi');
  });

  it('a text English lacks is shown in Vietnamese', async () => {
    browser();
    const { default: i18n, registerTexts, setLanguage } = await freshI18n();
    registerTexts('late', { vi: { a: 'Một', b: 'Hai' }, en: { a: 'One' } });
    await setLanguage('en');
    const t = i18n.fixedT(i18n.language, 'late');
    expect([t('a'), t('b')]).toEqual(['One', 'Hai']);
  });

  it('a visitor who chose English earlier, or asks in the URL, starts in English', async () => {
    const { html } = browser('', 'en');
    let { default: i18n, startLanguage } = await freshI18n();
    await startLanguage();
    expect(i18n.language).toBe('en');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(html.lang).toBe('en');

    vi.resetModules();
    browser('?lang=en', 'vi');
    ({ default: i18n, startLanguage } = await freshI18n());
    await startLanguage();
    expect(i18n.t('nav.home')).toBe('Home');

    vi.resetModules();
    browser('?lang=vi', 'en');
    ({ default: i18n, startLanguage } = await freshI18n());
    await startLanguage();
    expect(i18n.language).toBe('vi');
  });

  it('when English fails to load the page stays Vietnamese, and the next click tries again', async () => {
    const { storage } = browser();
    vi.doMock('./english.ts', () => {
      throw new Error('offline');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { default: i18n, setLanguage } = await freshI18n();
    await setLanguage('en');
    expect(i18n.language).toBe('vi');
    expect(storage.has('lang')).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();

    vi.doUnmock('./english.ts');
    await setLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('nav.home')).toBe('Home');
  });
});
