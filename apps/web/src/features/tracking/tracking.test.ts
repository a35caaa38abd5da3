import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The tracking module against stand-ins for the browser globals it uses (this project runs in Node).

type Module = typeof import('./tracking.ts');

interface Browser {
  cookies: Map<string, string>;
  cookieWrites: string[];
  location: { pathname: string; search: string; protocol: string };
  fetch: ReturnType<typeof vi.fn>;
  sendBeacon: ReturnType<typeof vi.fn>;
  handlers: Record<string, () => void>;
  warn: ReturnType<typeof vi.spyOn>;
}

function fakeBrowser(): Browser {
  const cookies = new Map<string, string>();
  const cookieWrites: string[] = [];
  const storage = new Map<string, string>();
  const b: Browser = {
    cookies,
    cookieWrites,
    location: { pathname: '/', search: '?source=web&utm_source=facebook', protocol: 'https:' },
    fetch: vi.fn(async () => ({ status: 200 })),
    sendBeacon: vi.fn(() => true),
    handlers: {},
    warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
  };
  vi.stubGlobal('document', {
    visibilityState: 'visible',
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      cookieWrites.push(text);
      const [pair] = text.split(';');
      const [k, v] = pair!.split('=');
      cookies.set(k!, v!);
    },
  });
  vi.stubGlobal('location', b.location);
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => storage.set(k, v),
  });
  vi.stubGlobal('navigator', { sendBeacon: b.sendBeacon });
  vi.stubGlobal('fetch', b.fetch);
  vi.stubGlobal('addEventListener', (type: string, fn: () => void) => {
    b.handlers[type] = fn;
  });
  return b;
}

const sentEvents = (b: Browser) =>
  b.fetch.mock.calls.map(([url, init]) => ({
    url,
    events: JSON.parse((init as RequestInit).body as string).events,
  }));

describe('tracking module', () => {
  let b: Browser;
  let t: Module;
  beforeEach(async () => {
    vi.useFakeTimers();
    vi.resetModules();
    b = fakeBrowser();
    t = await import('./tracking.ts');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends queued events together a second after the first, with token, source and utm_source', async () => {
    t.track('screen_view', {}, { screenId: 'home' });
    t.track('home_book_click', { phone: '0912345678' }, { screenId: 'home' });
    expect(b.fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    const sent = sentEvents(b);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api-tracking');
    const token = b.cookies.get('tracking_token');
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[0]!.events).toEqual([
      {
        pageId: 'home',
        screenId: 'home',
        eventId: 'screen_view',
        tokenKey: token,
        source: 'web',
        utmSource: 'facebook',
        data: {},
      },
      {
        pageId: 'home',
        screenId: 'home',
        eventId: 'home_book_click',
        tokenKey: token,
        source: 'web',
        utmSource: 'facebook',
        data: { phone: '0912345678' },
      },
    ]);
  });

  it('keeps the tracking id in a cookie for 94,608,000 ms, path /, secure, and reuses it', async () => {
    const before = Date.now();
    t.track('a');
    t.track('b');
    expect(b.cookieWrites).toHaveLength(1);
    const write = b.cookieWrites[0]!;
    expect(write).toContain('; path=/');
    expect(write).toContain('; secure');
    const expires = Date.parse(/expires=([^;]+)/.exec(write)![1]!);
    expect(Math.abs(expires - (before + 94_608_000_000))).toBeLessThan(2000);
  });

  it('remembers source and utm_source after the URL loses them, and names the page from the path', async () => {
    t.track('first');
    b.location.search = '';
    b.location.pathname = '/booking';
    t.track('second', {}, { screenId: 'booking-step-0' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sentEvents(b)[0]!.events[1]).toMatchObject({
      pageId: 'booking',
      source: 'web',
      utmSource: 'facebook',
    });
  });

  it('splits a long queue into requests of at most 50 events', async () => {
    for (let i = 0; i < 120; i++) t.track(`e${i}`);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sentEvents(b).map((s) => s.events.length)).toEqual([50, 50, 20]);
  });

  it('sends what is left by sendBeacon when the page is hidden, as text the server accepts', async () => {
    t.track('leaving');
    b.handlers.pagehide!();
    expect(b.fetch).not.toHaveBeenCalled();
    expect(b.sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = b.sendBeacon.mock.calls[0]!;
    expect(url).toBe('/api-tracking');
    expect(JSON.parse(body as string).events[0].eventId).toBe('leaving');
    await vi.advanceTimersByTimeAsync(1000);
    expect(b.fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon is refused', async () => {
    b.sendBeacon.mockReturnValue(false);
    t.track('leaving');
    b.handlers.pagehide!();
    expect(b.fetch).toHaveBeenCalledTimes(1);
    expect((b.fetch.mock.calls[0]![1] as RequestInit).keepalive).toBe(true);
  });

  it('never throws: a failing network, a 500, bad data and a broken fetch are only logged', async () => {
    b.fetch.mockRejectedValueOnce(new TypeError('offline'));
    t.track('offline');
    await vi.advanceTimersByTimeAsync(1000);
    b.fetch.mockResolvedValueOnce({ status: 500 });
    t.track('server-error');
    await vi.advanceTimersByTimeAsync(1000);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => t.track('circular', circular)).not.toThrow();
    expect(() => t.track('huge', { blob: 'x'.repeat(5000) })).not.toThrow();
    b.fetch.mockImplementation(() => {
      throw new Error('fetch gone');
    });
    expect(() => t.reportBookingError('boom')).not.toThrow();
    expect(() => t.trackLocation('0912345678', 21, 105)).not.toThrow();
    await vi.advanceTimersByTimeAsync(1000);
    expect(b.warn.mock.calls.length).toBeGreaterThanOrEqual(5);
    // Neither the circular nor the oversized event was sent: they would make the server refuse the batch.
    const sentIds = b.fetch.mock.calls.flatMap(([, init]) => {
      const body = JSON.parse((init as RequestInit).body as string);
      return body.events?.map((e: { eventId: string }) => e.eventId) ?? [];
    });
    expect(sentIds).toEqual(['offline', 'server-error']);
  });

  it('posts the location and the booking error log to their own endpoints at once', () => {
    t.trackLocation('0912345678', 21.03, 105.85);
    t.reportBookingError('Có lỗi xảy ra, vui lòng thử lại sau!', { salonId: 3 });
    const calls = b.fetch.mock.calls.map(([url, init]) => [
      url,
      JSON.parse((init as RequestInit).body as string),
    ]);
    expect(calls[0]).toEqual([
      '/api-tracking/tracking-customer/location',
      { customerPhone: '0912345678', longitude: 105.85, latitude: 21.03 },
    ]);
    expect(calls[1]![0]).toBe('/api-tracking-error/booking');
    expect(calls[1]![1]).toMatchObject({
      message: 'Có lỗi xảy ra, vui lòng thử lại sau!',
      data: { salonId: 3 },
    });
  });

  it('trackSoon, from first-load code, queues the event with the page of the call once tracking.ts is here', async () => {
    const { trackSoon } = await import('./track-soon.ts');
    trackSoon('home_book_click', { phone: '0912345678' }, { screenId: 'home' });
    // The visitor moves on before the module arrives: the event still names the home page.
    b.location.pathname = '/booking';
    await vi.advanceTimersByTimeAsync(1000);
    expect(sentEvents(b)[0]!.events).toMatchObject([
      { pageId: 'home', screenId: 'home', eventId: 'home_book_click', data: { phone: '0912345678' } },
    ]);
  });
});
