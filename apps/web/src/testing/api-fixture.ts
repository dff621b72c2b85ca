/**
 * Test data built through the API's own response schema (packages/shared), so
 * an MSW answer cannot drift from what the server sends: a missing field, a
 * wrong type, a value outside an enum or (at the top level) a field the API
 * does not have fails the test that builds it, with zod's message.
 */
import { z } from 'zod';

export function apiFixture<Schema extends z.ZodType>(
  schema: Schema,
  value: z.input<Schema>,
): z.output<Schema> {
  const strict = schema instanceof z.ZodObject ? schema.strict() : schema;
  return strict.parse(value) as z.output<Schema>;
}
