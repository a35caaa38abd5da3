import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('serving the built web app', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
    t = await createTestApp({ env: { WEB_DIST: dist }, serveWeb: true, seed: false });
  });
  afterAll(() => t.close());

  it('sends the precompressed file to a browser that accepts gzip, with a long cache for hashed assets', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBeLessThan(script.length / 10);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });
});

describe('unknown API calls never get the HTML page', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ env: { WEB_DIST: dist }, serveWeb: true, seed: false });
  });
  afterAll(() => t.close());

  it.each([
    '/customer/phone/otp?phone=0912345678&method=zalo',
    // Unknown calls under the discover prefixes (the feed's own calls are answered: modules/discover).
    '/discovers/7/comments',
    '/customers/12/wishlist',
    '/api/no-such-call',
  ])('GET %s answers a JSON 404', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ statusCode: 404, message: 'Không tìm thấy dữ liệu bạn yêu cầu.' });
  });

  it('a client that asks for JSON gets a JSON 404 on any unknown path; a browser still gets the page', async () => {
    const json = await t.app.inject({ url: '/some/unknown/call', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.headers['content-type']).toContain('application/json');
    const page = await t.app.inject({
      url: '/some/unknown/page',
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
