import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

describe('the app shell', () => {
  let t: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Moyo</title><div id="root"></div>');
    t = await createTestApp({ env: { WEB_DIST: webDist }, serveWeb: true });
  });
  afterAll(() => t.close());

  it('reports the database in /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: { kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', up: true },
    });
  });

  it('answers an unknown API path with a Vietnamese JSON message, not the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().message).toBe('Không tìm thấy dữ liệu bạn yêu cầu.');
  });

  it('answers malformed JSON with 400 and a Vietnamese message, never a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toContain('at ');
    expect(typeof res.json().message).toBe('string');
  });

  it('serves the web app for client routes (SPA fallback)', async () => {
    for (const path of ['/', '/booking?salonId=0&phone=0&step=0', '/system-salon', '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('publishes the OpenAPI description at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toMatch(/^3\./);
    expect(Object.keys(json.json().paths)).toContain('/api/health');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});
