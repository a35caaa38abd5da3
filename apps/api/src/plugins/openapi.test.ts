import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// The published description as other tools read it (decision 0131): a validator, a linter and a
// client generator each take /api/docs/json as it is served.

const PUBLIC_URL = 'https://datlich.moyo.vn';

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string }>;
  responses: Record<string, unknown>;
}
type Document = {
  openapi: string;
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, string>> };
};

const LOGIN = [{ cookie: [] }, { bearer: [] }];

describe('the OpenAPI document', () => {
  let t: TestApp;
  let source: string;
  let doc: Document;
  // With a built web app beside it, as in production: its files must not appear as operations.
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Moyo</title><div id="root"></div>');
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets', 'app.js'), 'export {};');
    t = await createTestApp({ env: { PUBLIC_URL, WEB_DIST: webDist }, serveWeb: true, seed: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    source = res.body;
    doc = JSON.parse(source);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, op })),
    );

  it('is valid OpenAPI 3.1 for swagger-parser', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(JSON.parse(source))).resolves.toBeTruthy();
  });

  it("has no error under Redocly's recommended rules, and no warning but the missing licence", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const described = problems.map(
      (p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`,
    );
    expect(described.filter((line) => line.startsWith('error'))).toEqual([]);
    // The API has no licence to state (a private site's API): that warning stays, and no other may appear.
    expect(described.filter((line) => line.startsWith('warn'))).toEqual([
      'warn info-license #/info: Info object should contain `license` field.',
    ]);
  });

  it('gives a TypeScript client (openapi-typescript) that compiles under strict', async () => {
    const client = astToString(await openapiTS(JSON.parse(source), { silent: true }));
    const dir = mkdtempSync(join(tmpdir(), 'openapi-client-'));
    try {
      writeFileSync(join(dir, 'api.d.ts'), client);
      // A caller's use of it: a path's answer and an operation by its id.
      writeFileSync(
        join(dir, 'use.ts'),
        [
          "import type { operations, paths } from './api';",
          "type Health = paths['/api/health']['get']['responses'][200]['content']['application/json'];",
          "export const up: Health['status'] = 'ok';",
          "type Wallet = operations['getApiV1Wallet']['responses'][401]['content']['application/json'];",
          "export const refused: Wallet = { statusCode: 401, message: 'Bạn vui lòng đăng nhập để tiếp tục.' };",
        ].join('\n'),
      );
      const program = ts.createProgram([join(dir, 'api.d.ts'), join(dir, 'use.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        types: [],
      });
      const errors = ts
        .getPreEmitDiagnostics(program)
        .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says which calls need a login: the HttpOnly cookie or the same token as Bearer', () => {
    expect(doc.components.securitySchemes.cookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'accessToken',
    });
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/v1/wallet'].get.security).toEqual(LOGIN);
    expect(doc.paths['/api/v1/wallet'].get.responses).toHaveProperty('401');
    expect(doc.paths['/api/v1/booking/my'].get.security).toEqual(LOGIN);
    // Anyone may call; a login changes the answer (the caller's member prices).
    expect(doc.paths['/api/v1/service-booking/detail-v2'].get.security).toEqual([{}, ...LOGIN]);
    expect(doc.paths['/api/health'].get.security).toEqual([]);
    expect(doc.paths['/api/v1/payments/vnpay/ipn'].get.security).toEqual([]);
    expect(doc.paths['/api/pos/visits'].post.security).toEqual([{ posKey: [] }]);
    for (const { path, method, op } of operations()) expect(op.security, `${method} ${path}`).toBeDefined();
  });

  it('names the site from PUBLIC_URL and every operation once', () => {
    expect(doc.servers).toEqual([{ url: PUBLIC_URL, description: 'This site (PUBLIC_URL)' }]);
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/v1/booking/{bookingId}/reminders'].put.operationId).toBe(
      'putApiV1BookingByBookingIdReminders',
    );
    // A route serving GET and POST gets one id per method.
    const exchange = doc.paths['/api/LuckySprint/DoiVoucher'];
    expect([exchange.get.operationId, exchange.post.operationId]).toEqual([
      'getApiLuckySprintDoiVoucher',
      'postApiLuckySprintDoiVoucher',
    ]);
  });

  it("lists the VNPay IPN's fields as query parameters", () => {
    const names = doc.paths['/api/v1/payments/vnpay/ipn'].get.parameters?.map((p) => `${p.in} ${p.name}`);
    expect(names).toContain('query vnp_TxnRef');
    expect(names).toContain('query vnp_SecureHash');
    expect(names?.every((name) => name.startsWith('query vnp_'))).toBe(true);
  });
});
