import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

// An answer without a declared schema is written by hand on both sides and drifts: every
// operation must name its 2xx answer (packages/domain/src/contracts).
describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('declares a 2xx answer schema for every operation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths as Record<string, Record<string, Operation>>;
    const missing: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(methods)) {
        operations += 1;
        const ok = Object.entries(op.responses ?? {}).some(
          ([code, answer]) =>
            /^2\d\d$/.test(code) &&
            (code === '204' || Object.values(answer.content ?? {}).some((c) => c.schema !== undefined)),
        );
        if (!ok) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(operations).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });
});
