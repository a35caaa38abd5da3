import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Use cases refuse with a domain Refusal; only routes (and the app's error handler) know HTTP
// (decision 0144). A use case that imports the edge's reason -> status table fails here.

const MODULES = dirname(fileURLToPath(import.meta.url));
const STATUS_TABLE = resolve(MODULES, '../http/refusal-to-http.ts');

const isRoutes = (file: string) => /(^|[-/])routes\.ts$/.test(file);
const isTest = (file: string) => file.endsWith('.test.ts') || file.endsWith('/test-helpers.ts');

function useCaseFiles(): string[] {
  return readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && f.includes('/') && !isTest(f) && !isRoutes(f))
    .map((f) => join(MODULES, f));
}

/** The imports of `source` (the text of `file`) that reach the status table. */
function statusTableImports(file: string, source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((spec) => spec.startsWith('.') && resolve(dirname(file), spec) === STATUS_TABLE);
}

describe('refusals at the edge', () => {
  it('no use case imports the refusal status table', () => {
    const offenders = useCaseFiles().flatMap((file) =>
      statusTableImports(file, readFileSync(file, 'utf8')).map(
        (spec) => `${file.slice(MODULES.length + 1)} imports ${spec}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('finds a use case that does (the check itself works)', () => {
    const source = "import { refusalStatus } from '../../http/refusal-to-http.ts';";
    expect(statusTableImports(join(MODULES, 'wallet', 'service.ts'), source)).toHaveLength(1);
    expect(statusTableImports(join(MODULES, 'booking', 'create', 'plan.ts'), `${source}`)).toHaveLength(0);
  });
});
