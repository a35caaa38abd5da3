import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

// Every answer has a contract (packages/domain/src/contracts). Tests and development check each
// answer against it with Zod, so drift fails a test; production writes it with fast-json-stringify
// compiled from the same schema's JSON Schema, which is faster than validating. Decision 0107.

type CompilerInput = { schema: unknown; method: string; url: string; httpStatus?: string };

/** Production: fast-json-stringify of the contract's output JSON Schema (Zod when it cannot compile). */
export function fastAnswerSerializer(input: CompilerInput): (data: unknown) => string {
  const schema = input.schema as ZodType;
  try {
    const json = openObjects(
      z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }),
    );
    return fastJsonStringify(json as Parameters<typeof fastJsonStringify>[0]);
  } catch {
    return serializerCompiler(input as Parameters<typeof serializerCompiler>[0]);
  }
}

/**
 * Zod's output JSON Schema closes objects (additionalProperties: false). fast-json-stringify writes
 * only the named properties anyway, but picks a union's branch by validating, and a closed branch
 * would refuse an object with one more field (a 500) where Zod strips the field: so they are opened.
 */
function openObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(openObjects);
  if (node === null || typeof node !== 'object') return node;
  const nullable = primitiveOrNull(node);
  if (nullable) return nullable;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = openObjects(value);
  }
  return out;
}

const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * `anyOf: [{ type: 'string' }, { type: 'null' }]` (Zod's nullable) as `type: ['string', 'null']`:
 * fast-json-stringify writes the latter directly instead of validating each branch.
 */
function primitiveOrNull(node: object): object | null {
  const { anyOf, ...rest } = node as { anyOf?: Array<Record<string, unknown>> };
  if (anyOf?.length !== 2) return null;
  const value = anyOf.find((b) => b.type !== 'null');
  const isNull = anyOf.find((b) => b.type === 'null' && Object.keys(b).length === 1);
  if (!value || !isNull || !PRIMITIVES.has(value.type as string) || Object.keys(value).length !== 1)
    return null;
  return { ...rest, type: [value.type, 'null'] };
}

/**
 * The serializer compiler: strict Zod outside production, fast-json-stringify in production. A route's
 * writer is compiled when it first answers, not at start: every route's answer writers took about
 * 0.4 s of a start on this machine, many of them for routes a process may never serve.
 */
export function answerSerializerCompiler(strict: boolean) {
  return (input: CompilerInput) =>
    strict
      ? serializerCompiler(input as Parameters<typeof serializerCompiler>[0])
      : onFirstUse(() => fastAnswerSerializer(input));
}

function onFirstUse(compile: () => (data: unknown) => string): (data: unknown) => string {
  let write: ((data: unknown) => string) | undefined;
  return (data) => {
    write ??= compile();
    return write(data);
  };
}

function answerSchemaOf(request: FastifyRequest, status: number): ZodType | null {
  const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  const schema = responses?.[String(status)] ?? responses?.[`${String(status)[0]}xx`];
  return schema instanceof z.ZodType ? schema : null;
}

/**
 * Strict mode only: answers sent as ready JSON text (cached lists, hours, documents) skip the
 * serializer, so they are checked against their contract here instead.
 */
export function checkTextAnswers(app: FastifyInstance) {
  // Objects went through the serializer (checked there); preSerialization runs only for those.
  const serialized = new WeakSet<object>();
  app.addHook('preSerialization', async (_request, reply, payload) => {
    serialized.add(reply);
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || reply.statusCode === 304 || serialized.has(reply)) return payload;
    const schema = answerSchemaOf(request, reply.statusCode);
    if (!schema) return payload;
    const result = schema.safeParse(JSON.parse(payload));
    if (!result.success) {
      throw new ResponseSerializationError(request.method, request.url, { cause: result.error });
    }
    return payload;
  });
}
