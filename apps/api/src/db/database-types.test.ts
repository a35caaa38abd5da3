import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE, generatedTypes } from './generate-types.ts';

describe('the generated row types', () => {
  it('match the schema the migrations make (run `npm run db:types` after changing it)', async () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(await generatedTypes());
  });
});
