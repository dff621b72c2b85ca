/**
 * Answers are written by a serializer compiled from each route's zod response
 * schema (decision record 0013). zod's own serializer parses the whole answer
 * (a copy of every object) and then JSON.stringify copies it again: for a
 * page of 30 animals that was a millisecond of CPU and most of the garbage.
 *
 * The zod schema is turned into JSON Schema once per route and compiled by
 * fast-json-stringify (Fastify's own serializer): it writes only the declared
 * properties, so a field a presenter adds by mistake still never reaches a
 * client, and it does not copy the answer first.
 *
 * With `check` (everywhere but production, so in every API test) each answer
 * is also parsed by zod, as before, and the compiled output must read back
 * equal to zod's: a presenter's mistake still fails the test that makes it,
 * and a schema the conversion would change fails loudly instead of shipping.
 * Schemas JSON Schema cannot express (a transform, a date), and tuples,
 * keep zod's serializer.
 *
 * The compiled answers leave as UTF-8 bytes, made here in one pass. The
 * string fast-json-stringify builds is a rope of concatenations, and one `…`
 * or curly quote in a description makes V8 keep all of it at two bytes a
 * character: given that string, Node reads it once to count its bytes for
 * Content-Length and again to encode it for the socket. For a page of 30
 * animals (40 KB, two-byte), `Buffer.from`, which reads it the same two
 * times, took 103 µs, and encoding it once into a buffer 61 µs
 * (bench/RESULTS.md). Fastify sends a Buffer as it is.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply, FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { createSerializerCompiler, ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Schema = Record<string, unknown>;

const zodSerializer = createSerializerCompiler({});

/**
 * `anyOf: [X, {type: 'null'}]` (zod's nullable) as `type: [X's type, 'null']`:
 * fast-json-stringify picks an anyOf branch by validating the value with ajv
 * each time, but writes a nullable type with a plain null check.
 */
function plainNullables(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(plainNullables);
  if (!schema || typeof schema !== 'object') return schema;
  const node: Schema = {};
  for (const [key, value] of Object.entries(schema)) node[key] = plainNullables(value);
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return node;
  const nullAt = branches.findIndex((branch: Schema) => branch.type === 'null');
  const other = branches[1 - nullAt] as Schema | undefined;
  if (nullAt === -1 || !other || typeof other.type !== 'string') return node;
  const { anyOf: _anyOf, ...rest } = node;
  return {
    ...rest,
    ...other,
    type: [other.type, 'null'],
    ...(Array.isArray(other.enum) ? { enum: [...other.enum, null] } : {}),
  };
}

/** A tuple (`items` as a list): fast-json-stringify refuses an item its schema leaves open. */
function hasTuple(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(hasTuple);
  if (!schema || typeof schema !== 'object') return false;
  return Object.entries(schema).some(
    ([key, value]) => (key === 'items' && Array.isArray(value)) || hasTuple(value),
  );
}

const encoder = new TextEncoder();
/** Room to encode into: three bytes a UTF-16 unit at most, grown up to a mebibyte. */
const SCRATCH_MAX_BYTES = 1024 * 1024;
let scratch = Buffer.allocUnsafeSlow(64 * 1024);

/**
 * `text` as UTF-8 bytes: encoded once into the scratch buffer, then copied
 * into a Buffer of the exact length. (`Buffer.from` reads the string twice,
 * once to count the bytes and once to write them.)
 */
export function utf8(text: string): Buffer {
  const most = text.length * 3;
  if (most > scratch.length) {
    if (most > SCRATCH_MAX_BYTES) return Buffer.from(text);
    scratch = Buffer.allocUnsafeSlow(
      Math.min(SCRATCH_MAX_BYTES, Math.max(most, scratch.length * 2)),
    );
  }
  const { written } = encoder.encodeInto(text, scratch);
  return Buffer.from(scratch.subarray(0, written));
}

/**
 * The bytes `reply.serialize` gives (the compiled serializer's Buffer, or
 * zod's string where a schema is not compiled): for an answer kept and sent
 * again, or tagged with its hash.
 */
export function serializedBytes(reply: FastifyReply, data: unknown): Buffer {
  const body: unknown = reply.serialize(data);
  return Buffer.isBuffer(body) ? body : utf8(String(body));
}

function compiled(schema: z.ZodType): ((data: unknown) => string) | undefined {
  try {
    const json = z.toJSONSchema(schema, { target: 'draft-07', io: 'output' });
    if (hasTuple(json)) return undefined;
    return fastJsonStringify(plainNullables(json) as Parameters<typeof fastJsonStringify>[0]);
  } catch {
    return undefined;
  }
}

export function responseSerializerCompiler(options: {
  check: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { schema, method, url } = route as { schema: unknown; method: string; url: string };
    const fallback = zodSerializer(route as Parameters<typeof zodSerializer>[0]);
    if (!(schema instanceof z.ZodType)) return fallback;
    const write = compiled(schema);
    if (!write) return fallback;
    // Fastify's type says a serializer gives a string; it sends a Buffer too.
    const bytes = (body: string) => utf8(body) as unknown as string;
    if (!options.check) return (data) => bytes(write(data));
    return (data) => {
      const checked = schema.safeParse(data);
      if (!checked.success)
        throw new ResponseSerializationError(method, url, { cause: checked.error });
      const body = write(data);
      const expected: unknown = JSON.parse(JSON.stringify(checked.data));
      if (!isDeepStrictEqual(JSON.parse(body), expected)) {
        throw new Error(
          `${method} ${url}: the compiled serializer wrote ${body}, zod's schema gives ${JSON.stringify(expected)}`,
        );
      }
      return bytes(body);
    };
  };
}
