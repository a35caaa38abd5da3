import { describe, expect, it } from 'vitest';
import { splitStatements } from './sql-script.ts';

describe('splitStatements', () => {
  it('splits at top-level semicolons only', () => {
    const script = `
      -- a comment; with a semicolon
      create table t (v text default 'a;b');
      create function f() returns int language plpgsql as $$ begin return 1; end $$;
      create function g() returns int language plpgsql as $_$ begin perform 'x;'; return 2; end $_$;
      /* block; comment */ insert into t values ('it''s; fine')
    `;
    expect(splitStatements(script)).toEqual([
      "create table t (v text default 'a;b')",
      'create function f() returns int language plpgsql as $$ begin return 1; end $$',
      "create function g() returns int language plpgsql as $_$ begin perform 'x;'; return 2; end $_$",
      "/* block; comment */ insert into t values ('it''s; fine')",
    ]);
  });

  it('keeps a statement whose body names a parameter like $1', () => {
    expect(splitStatements('select $1::int; select 2')).toEqual(['select $1::int', 'select 2']);
  });
});
