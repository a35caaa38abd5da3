import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every request is described once, in @salon/domain/contracts (decision 0132): a route's body,
// querystring, params and headers schemas are the contract's, never a Zod schema written in the route.
const modules = fileURLToPath(new URL('.', import.meta.url));
const CONTRACTS = "'@salon/domain/contracts'";

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return /routes\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The request schemas of a routes file that do not come from the contracts, as `key: value`. */
function schemasNotFromContracts(source: string): string[] {
  const named = new Set(
    [...source.matchAll(/import \{([^}]*)\} from '@salon\/domain\/contracts';/g)].flatMap((m) =>
      (m[1] ?? '').split(',').map((name) => name.trim()),
    ),
  );
  const namespace = source.match(/import \* as (\w+) from '@salon\/domain\/contracts';/)?.[1];
  const declared = [...source.matchAll(/^\s*(body|querystring|params|headers):\s*([^,\n]+),?$/gm)];
  const foreign = declared.filter(([, , value = '']) => {
    const ref = value.trim();
    if (namespace && new RegExp(`^${namespace}\\.\\w+$`).test(ref)) return false;
    return !named.has(ref);
  });
  const zod = /from 'zod'/.test(source) ? ["import from 'zod'"] : [];
  return [...zod, ...foreign.map(([line]) => line.trim())];
}

describe('request schemas come from the contracts', () => {
  it('finds an inline schema and a local one (the check itself)', () => {
    const inline = `import { z } from 'zod';\nimport * as c from ${CONTRACTS};\n  body: z.object({ a: z.string() }),\n  querystring: c.hoursQuery,\n`;
    const local = `import { hoursQuery } from ${CONTRACTS};\n  querystring: hoursQuery,\n  params: localParams,\n`;
    expect(schemasNotFromContracts(inline)).toEqual([
      "import from 'zod'",
      'body: z.object({ a: z.string() }),',
    ]);
    expect(schemasNotFromContracts(local)).toEqual(['params: localParams,']);
  });

  it('every routes file of the modules declares only contract schemas', () => {
    const files = routeFiles(modules);
    expect(files.length).toBeGreaterThan(20);
    const bad = files.flatMap((file) =>
      schemasNotFromContracts(readFileSync(file, 'utf8')).map((s) => `${relative(modules, file)}: ${s}`),
    );
    expect(bad).toEqual([]);
  });
});
