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
