import { type Kysely, sql } from 'kysely';

/**
 * Splits a SQL script into its statements at the semicolons outside quotes, dollar-quoted bodies and
 * comments (PGlite's extended protocol takes one statement at a time; function bodies hold semicolons).
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const n = script.length;
  while (i < n) {
    const c = script[i];
    const next = script[i + 1];
    if (c === '-' && next === '-') {
      const end = script.indexOf('\n', i);
      i = end === -1 ? n : end + 1;
    } else if (c === '/' && next === '*') {
      const end = script.indexOf('*/', i + 2);
      i = end === -1 ? n : end + 2;
    } else if (c === "'" || c === '"') {
      const end = script.indexOf(c, i + 1);
      i = end === -1 ? n : end + 1; // a doubled quote ('') reopens at once: same result
    } else if (c === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(script.slice(i, i + 64))?.[0];
      if (tag) {
        const end = script.indexOf(tag, i + tag.length);
        i = end === -1 ? n : end + tag.length;
      } else i++;
    } else if (c === ';') {
      statements.push(script.slice(start, i));
      start = ++i;
    } else i++;
  }
  statements.push(script.slice(start));
  return statements.map(withoutComments).filter((s) => s !== '');
}

/** Drops the comment lines before a statement (a chunk of only comments is empty); a body keeps its own. */
function withoutComments(statement: string): string {
  const lines = statement.split('\n');
  while (lines.length > 0 && (lines[0]?.trim() === '' || lines[0]?.trimStart().startsWith('--')))
    lines.shift();
  return lines.join('\n').trim();
}

/** Runs a script's statements one by one, in the caller's transaction. */
export async function runScript(db: Kysely<unknown>, script: string): Promise<void> {
  for (const statement of splitStatements(script)) await sql.raw(statement).execute(db);
}
