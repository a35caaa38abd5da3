// Bad-input variants for the OpenAPI fuzz suite (no bad input may answer 500): per operation, a request the
// server would accept, then one field at a time replaced by something it must refuse or survive.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export interface Schema {
  type?: string;
  anyOf?: Schema[];
  pattern?: string;
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
}
export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema?: Schema;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: unknown[];
}

/** One request; query and path values are raw text, encoded by `urlOf` (lone surrogates too). */
export interface FuzzRequest {
  method: string;
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  body?: Json;
  rawBody?: string;
}

/** What the answer must be: any non-5xx with a message, or a 400 refusal. */
export type Expectation = 'survive' | 'refuse' | 'unsafe' | 'tooLarge';
export interface Variant {
  label: string;
  req: FuzzRequest;
  expect: Expectation;
}

export const NUL = 'a\u0000b';
export const LONE = 'a\ud800b';
export const MEGABYTE = 'x'.repeat(1024 * 1024);
const DEEP = 40;
const nested = (depth: number): Json => (depth === 0 ? 'x' : [nested(depth - 1)]);
/** Text a loose parser reads as a number; ids and counts must refuse every one of them. */
export const BAD_NUMBER_TEXT = [
  '99999999999999999999',
  '2147483648',
  '0x10',
  '1e3',
  ' 1',
  '1 ',
  '-1',
  '1.5',
  '01',
  'abc',
  '１',
];
const BAD_NUMBER_JSON: Json[] = [true, false, 1.5, -1, 1e20, 2147483648, '0x10', '1e3', ' 1', [], {}];
const BAD_BOOLEAN: Json[] = [1, 0, 'true', 'false', 'yes', [], {}];
const WRONG_TYPES: Json[] = [12345, true, null, [], {}, 'text'];
// JSON text fields (chosenServices, params, campaign, utilityService) are parsed after the edge.
const JSON_TEXT = [
  '{"a":"\\u0000"}',
  '["\\ud800"]',
  '[{"serviceId":"\\u0000"}]',
  '[{"id":"0x10"}]',
  '[99999999999999999999]',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];

/** True when the schema admits whole numbers only (JSON integers or their decimal text). */
export function isIntegerSchema(s: Schema | undefined): boolean {
  if (!s) return false;
  if (s.type === 'integer') return true;
  const options = s.anyOf ?? [];
  return (
    options.some((o) => o.type === 'integer') &&
    options.every(
      (o) => o.type === 'integer' || (o.type === 'string' && (o.pattern !== undefined || o.const === '')),
    )
  );
}
const isBooleanSchema = (s: Schema | undefined) => s?.type === 'boolean';

/** Percent-encodes text for a URL; a lone surrogate becomes its 3 raw bytes, as a sloppy client sends it. */
export function encodeLoose(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

export function urlOf(template: string, req: FuzzRequest): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeLoose(req.path[name] ?? ''));
  const pairs = Object.entries(req.query).flatMap(([k, v]) =>
    (Array.isArray(v) ? v : [v]).map((one) => `${encodeLoose(k)}=${encodeLoose(one)}`),
  );
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

function withParam(req: FuzzRequest, p: Parameter, value: string | string[] | undefined): FuzzRequest {
  const where = p.in === 'path' ? 'path' : p.in === 'query' ? 'query' : 'headers';
  const copy: FuzzRequest = {
    ...req,
    path: { ...req.path },
    query: { ...req.query },
    headers: { ...req.headers },
  };
  const bag = copy[where] as Record<string, string | string[]>;
  if (value === undefined) delete bag[p.name];
  else bag[p.name] = value;
  return copy;
}

function paramVariants(base: FuzzRequest, p: Parameter, first: boolean): Variant[] {
  const v = (label: string, value: string | string[] | undefined, expect: Expectation): Variant => ({
    label: `${p.in} ${p.name} ${label}`,
    req: withParam(base, p, value),
    expect,
  });
  const out = [
    v('missing', undefined, 'survive'),
    v('empty', '', 'survive'),
    v('NUL', NUL, 'unsafe'),
    v('lone surrogate', LONE, p.in === 'header' ? 'unsafe' : 'survive'),
  ];
  if (p.in === 'header') return out;
  out.push(v('repeated', ['1', '2'], 'survive'), v('long', 'x'.repeat(5000), 'survive'));
  if (first) out.push(v('1 MB', MEGABYTE, 'survive'));
  const numbers = isIntegerSchema(p.schema) ? 'refuse' : 'survive';
  for (const text of BAD_NUMBER_TEXT) out.push(v(JSON.stringify(text), text, numbers));
  return out;
}

function withField(base: FuzzRequest, name: string, value: Json | undefined): FuzzRequest {
  const body = { ...(base.body as Record<string, Json>) };
  if (value === undefined) delete body[name];
  else body[name] = value;
  return { ...base, body };
}

function fieldVariants(base: FuzzRequest, name: string, s: Schema | undefined): Variant[] {
  const v = (label: string, value: Json | undefined, expect: Expectation): Variant => ({
    label: `body ${name} ${label}`,
    req: withField(base, name, value),
    expect,
  });
  const out = [
    v('missing', undefined, 'survive'),
    v('NUL', NUL, 'unsafe'),
    v('lone surrogate', LONE, 'unsafe'),
    v('NUL inside a list', ['1', NUL], 'unsafe'),
    v('NUL as a key', { [NUL]: '1' }, 'unsafe'),
    v(`nested ${DEEP} deep`, nested(DEEP), 'refuse'),
    v('200 KB text', 'x'.repeat(200 * 1024), 'survive'),
    ...WRONG_TYPES.map((w) => v(`wrong type ${JSON.stringify(w)}`, w, 'survive')),
    ...JSON_TEXT.map((text) => v(`JSON text ${text.slice(0, 30)}`, text, 'survive')),
  ];
  if (isIntegerSchema(s))
    for (const n of BAD_NUMBER_JSON) out.push(v(`number ${JSON.stringify(n)}`, n, 'refuse'));
  if (isBooleanSchema(s))
    for (const b of BAD_BOOLEAN) out.push(v(`boolean ${JSON.stringify(b)}`, b, 'refuse'));
  return out;
}

/** Every variant for one operation, given a base request the server accepts. */
export function variantsOf(op: Operation, base: FuzzRequest): Variant[] {
  const out: Variant[] = [{ label: 'base', req: base, expect: 'survive' }];
  const params = (op.parameters ?? []).filter((p) => p.name !== 'authorization');
  params.forEach((p, i) => {
    out.push(...paramVariants(base, p, i === 0));
  });
  out.push({
    label: 'extra query',
    req: { ...base, query: { ...base.query, extra: NUL } },
    expect: 'unsafe',
  });
  if (op.security) {
    const { authorization: _, ...anonymous } = base.headers;
    const tokens: [string, Record<string, string>, Expectation][] = [
      ['NUL token', { ...anonymous, authorization: `Bearer ${NUL}` }, 'unsafe'],
      ['garbage token', { ...anonymous, authorization: 'Bearer x' }, 'survive'],
      ['no token', anonymous, 'survive'],
    ];
    for (const [label, headers, expect] of tokens) out.push({ label, req: { ...base, headers }, expect });
  }
  const schema = op.requestBody?.content?.['application/json']?.schema;
  if (!schema) return out;
  for (const [name, s] of Object.entries(schema.properties ?? {})) out.push(...fieldVariants(base, name, s));
  const whole = (label: string, req: Partial<FuzzRequest>, expect: Expectation): Variant => ({
    label: `body ${label}`,
    req: { ...base, ...req },
    expect,
  });
  out.push(
    whole('extra field', { body: { ...(base.body as Record<string, Json>), extraField: 'x' } }, 'survive'),
    whole('extra NUL field', { body: { ...(base.body as Record<string, Json>), [NUL]: NUL } }, 'unsafe'),
    whole('absent', { body: undefined }, 'survive'),
    whole('empty object', { body: {} }, 'survive'),
    whole('a list', { body: [base.body ?? null] }, 'survive'),
    whole('a string', { body: 'x' }, 'survive'),
    whole('null', { rawBody: 'null' }, 'survive'),
    whole('malformed JSON', { rawBody: '{"phone":' }, 'survive'),
    whole(`nested ${DEEP} deep`, { body: nested(DEEP) }, 'refuse'),
    whole('1 MB', { body: { ...(base.body as Record<string, Json>), note: MEGABYTE } }, 'tooLarge'),
  );
  return out;
}
