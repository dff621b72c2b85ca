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
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
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
    if (!options.check) return write;
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
      return body;
    };
  };
}
