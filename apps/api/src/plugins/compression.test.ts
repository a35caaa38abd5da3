import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { pickEncoding } from './compression.ts';

describe('choosing an encoding from Accept-Encoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-11-23T03:00:00Z') });
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends a large JSON document with brotli or gzip, decoding to the same JSON', async () => {
    const plain = await get('/homepage-config.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(4000);
    expect(plain.headers.vary).toContain('Accept-Encoding');

    const br = await get('/homepage-config.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gz = await get('/homepage-config.json', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('still answers 304 to a browser revalidating with the ETag of the compressed copy', async () => {
    const first = await get('/homepage-config.json', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag.startsWith('W/"')).toBe(true);
    const again = await get('/homepage-config.json', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // The 304 repeats what the 200 said, so a cache keeps the compressed copy it holds.
    expect(again.headers.etag).toBe(etag);
    expect(again.headers.vary).toContain('Accept-Encoding');
  });

  it('compresses the salon list and still revalidates it with a 304', async () => {
    const plain = await get('/api/v1/salons');
    const br = await get('/api/v1/salons', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const again = await get('/api/v1/salons', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(br.headers.etag);
  });

  it('compresses a changed document afresh (compressed copies are kept per ETag)', async () => {
    const before = await get('/homepage-config.json', { 'accept-encoding': 'br' });
    // A document that still fits its contract (checked outside production, decision 0107).
    const changedDoc = {
      data: Array.from({ length: 100 }, (_, i) => ({
        order: i,
        layout: 'service',
        title: `Salon số ${i}`,
        list: [],
      })),
    };
    await t.handle.db
      .updateTable('home_document')
      .set({ body: JSON.stringify(changedDoc) })
      .where('name', '=', 'homepage-config')
      .execute();
    const after = await get('/homepage-config.json', { 'accept-encoding': 'br' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.parse(brotliDecompressSync(after.rawPayload).toString('utf8'))).toEqual(changedDoc);
  });

  it('leaves small answers alone', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'br' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: expect.any(String) });
  });
});

describe('pages and static files', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  const indexHtml = `<!doctype html><html><body><div id="root"></div><p>${'Đặt lịch cắt tóc. '.repeat(200)}</p></body></html>`;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const scriptBr = brotliCompressSync(script);
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), indexHtml);
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), scriptBr);
    t = await createTestApp({ env: { WEB_DIST: dist }, serveWeb: true, seed: false });
  });
  afterAll(async () => t?.close());

  it('compresses the page HTML sent by the not-found handler', async () => {
    const res = await t.app.inject({ url: '/mot-trang-cua-ung-dung', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(indexHtml);
  });

  it('sends a precompressed file as it is on disk, not compressed twice', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(scriptBr)).toBe(true);
  });
});
