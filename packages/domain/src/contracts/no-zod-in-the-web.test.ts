import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The answer contracts and input schemas are Zod (about 60 KB gzipped). The web may use their
// types only: a value import would put Zod in the first-load bundle, over its 120 KB budget.
const root = fileURLToPath(new URL('../../../..', import.meta.url));
const ZOD_MODULES =
  /from '(zod|@salon\/domain\/contracts|@salon\/domain\/schemas|[./]*contracts\/[\w-]+\.ts|[./]*schemas\.ts)'/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every `import … from` / `export … from` statement that names a Zod module without `type`. */
function valueImportsOfZod(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const statements = text.match(/^(?:import|export)\b[^;]*?from '[^']+';/gms) ?? [];
  return statements.filter((s) => ZOD_MODULES.test(s) && !/^(?:import|export) type\b/.test(s));
}

describe('no Zod in the browser bundle', () => {
  it('the web imports contracts and schemas only as types', () => {
    const files = sources(join(root, 'apps/web/src'));
    expect(files.length).toBeGreaterThan(100);
    const bad = files.flatMap((f) => valueImportsOfZod(f).map((s) => `${relative(root, f)}: ${s}`));
    expect(bad).toEqual([]);
  });

  it("the domain's main entry (used by the web) reaches contracts and schemas only through types", () => {
    const domain = join(root, 'packages/domain/src');
    const bad = sources(domain)
      .filter((f) => !f.includes('/contracts/') && !f.endsWith('/schemas.ts'))
      .flatMap((f) => valueImportsOfZod(f).map((s) => `${relative(root, f)}: ${s}`));
    expect(bad).toEqual([]);
  });
});
