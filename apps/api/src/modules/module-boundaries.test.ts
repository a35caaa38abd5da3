import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Modules meet at their front door (decision 0140): Biome's noRestrictedImports refuses an import of
// another module's inner file, and noImportCycles a cycle of files. Neither sees a cycle of modules
// made of different files (booking/a.ts -> salons/b.ts, salons/c.ts -> booking/d.ts), so this test
// builds the module graph itself, and checks the front-door rule once more the same way.

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Relative path under src -> its source. */
type Tree = Map<string, string>;
type Import = { from: string; to: string; spec: string };

const isTest = (file: string) => file.endsWith('.test.ts') || file.endsWith('/test-helpers.ts');

/** The module a file belongs to (modules/<m>/...), or null for app-level code and modules/index.ts. */
function moduleOf(file: string): string | null {
  const parts = file.split('/');
  return parts[0] === 'modules' && parts.length > 2 ? (parts[1] ?? null) : null;
}

/** Every relative import, re-export and dynamic import of the tree, resolved to a path under src. */
function importsOf(tree: Tree): Import[] {
  const found: Import[] = [];
  for (const [from, source] of tree) {
    for (const { fileName: spec } of ts.preProcessFile(source, true, true).importedFiles) {
      if (!spec.startsWith('.')) continue;
      let to = join(dirname(from), spec);
      if (!to.endsWith('.ts')) to = tree.has(`${to}.ts`) ? `${to}.ts` : `${to}/index.ts`;
      found.push({ from, to, spec });
    }
  }
  return found;
}

/** Imports into another module's inner files (its index.ts is the way in; tests may use its test-helpers.ts). */
function innerImports(imports: Import[]): string[] {
  return imports.flatMap(({ from, to, spec }) => {
    const target = moduleOf(to);
    if (!target) return [];
    const inner = to.slice(`modules/${target}/`.length);
    if (moduleOf(from) === target) {
      return inner === 'index.ts'
        ? [`${from}: '${spec}' (a module uses its own files, not its front door)`]
        : [];
    }
    if (inner === 'index.ts' || (isTest(from) && inner === 'test-helpers.ts')) return [];
    return [`${from}: '${spec}' (use modules/${target}/index.ts)`];
  });
}

/** Cycles between modules over the files that run (tests and test helpers left out), with one import per step. */
function moduleCycles(imports: Import[]): string[] {
  const edges = new Map<string, Map<string, string>>();
  for (const { from, to, spec } of imports) {
    const [a, b] = [moduleOf(from), moduleOf(to)];
    if (!a || !b || a === b || isTest(from)) continue;
    if (!edges.has(a)) edges.set(a, new Map());
    edges.get(a)?.set(b, edges.get(a)?.get(b) ?? `${from} imports '${spec}'`);
  }
  const cycles = new Set<string>();
  const because = (a: string, b: string) => `${a} -> ${b} (${edges.get(a)?.get(b)})`;
  const walk = (path: string[]) => {
    for (const next of edges.get(path[path.length - 1] as string)?.keys() ?? []) {
      const at = path.indexOf(next);
      if (at < 0) {
        walk([...path, next]);
        continue;
      }
      // Each cycle once, told from its first module by name.
      const loop = path.slice(at);
      const first = loop.indexOf([...loop].sort()[0] as string);
      const named = [...loop.slice(first), ...loop.slice(0, first)];
      cycles.add(named.map((m, i) => because(m, named[(i + 1) % named.length] as string)).join('; '));
    }
  };
  for (const start of edges.keys()) walk([start]);
  return [...cycles].sort();
}

function readTree(dir: string, tree: Tree = new Map()): Tree {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) readTree(path, tree);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
      tree.set(relative(SRC, path), readFileSync(path, 'utf8'));
    }
  }
  return tree;
}

describe('module boundaries', () => {
  const imports = importsOf(readTree(SRC));

  it('no file imports another module past its index.ts', () => {
    expect(innerImports(imports)).toEqual([]);
  });

  it('no two modules import each other, directly or around a loop', () => {
    expect(moduleCycles(imports)).toEqual([]);
  });

  it('finds an inner import, a module through its own front door, and a loop of three', () => {
    const tree: Tree = new Map([
      ['modules/booking/index.ts', "export { plan } from './create/plan.ts';"],
      ['modules/booking/create/plan.ts', "import { near } from '../../salons/service.ts';"],
      ['modules/booking/routes.ts', "import { plan } from './index.ts';"],
      ['modules/salons/index.ts', "export { near } from './service.ts';"],
      ['modules/salons/service.ts', "import { place } from '../places/index.ts';"],
      ['modules/places/index.ts', "export const place = () => import('../booking/index.ts');"],
      ['modules/places/places.test.ts', "import { login } from '../booking/test-helpers.ts';"],
      ['http/auth.ts', "import { near } from '../modules/salons/service.ts';"],
    ]);
    const found = importsOf(tree);
    expect(innerImports(found)).toEqual([
      "modules/booking/create/plan.ts: '../../salons/service.ts' (use modules/salons/index.ts)",
      "modules/booking/routes.ts: './index.ts' (a module uses its own files, not its front door)",
      "http/auth.ts: '../modules/salons/service.ts' (use modules/salons/index.ts)",
    ]);
    expect(moduleCycles(found)).toEqual([
      "booking -> salons (modules/booking/create/plan.ts imports '../../salons/service.ts'); " +
        "salons -> places (modules/salons/service.ts imports '../places/index.ts'); " +
        "places -> booking (modules/places/index.ts imports '../booking/index.ts')",
    ]);
  });
});
