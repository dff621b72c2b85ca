import { Column, is, SQL, type DriverValueDecoder } from 'drizzle-orm';

/**
 * Drizzle turns each row of a result into an object by walking every
 * column's path and testing what kind of field it is, for every row: 140 µs
 * for a page of 20 announcements of 31 columns, about a tenth of the API's
 * CPU on a member's page. A function made once for the statement's columns
 * builds the same objects in 17 µs (bench/RESULTS.md, 2026-12-07).
 *
 * `withRowMapper(statement)` gives a prepared select that function: each
 * value passes through its column's decoder as drizzle's own mapping does
 * (null stays null), into an object of the same keys in the same order. It
 * takes flat selections only (no nested objects, so no nullable joins to
 * fold), and fails when it is built, not when it runs, if the statement is
 * not one it knows how to map (row-mapper.test.ts compares both mappings
 * on both drivers).
 */
export function withRowMapper<Statement extends object>(statement: Statement): Statement {
  const prepared = statement as unknown as MappablePreparedQuery;
  if (!Array.isArray(prepared.fields) || !('customResultMapper' in prepared)) {
    throw new Error('withRowMapper: not a prepared select of drizzle-orm that this version maps');
  }
  const mapRow = rowMapper(prepared.fields);
  prepared.customResultMapper = (rows) => {
    const mapped = new Array<unknown>(rows.length);
    for (let index = 0; index < rows.length; index++) mapped[index] = mapRow(rows[index]!);
    return mapped;
  };
  return statement;
}

/** What drizzle's prepared queries (node-postgres and PGlite) keep of their selection. */
interface MappablePreparedQuery {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

function rowMapper(fields: { path: string[]; field: unknown }[]): (row: unknown[]) => unknown {
  const decoders = fields.map(({ path, field }) => {
    const key = path[0];
    if (path.length !== 1 || key === undefined || key === '__proto__') {
      throw new Error(`withRowMapper: only flat selections are mapped (${path.join('.')})`);
    }
    return decoderOf(field);
  });
  const properties = fields.map(
    ({ path }, index) =>
      `${JSON.stringify(path[0])}: row[${index}] === null ? null : decoders[${index}].mapFromDriverValue(row[${index}])`,
  );
  // One object literal of the selection's own keys, quoted: every row gets the
  // same shape at once, not key by key.
  const build = new Function('decoders', 'row', `return {${properties.join(', ')}};`) as (
    decoders: DriverValueDecoder<unknown, unknown>[],
    row: unknown[],
  ) => unknown;
  return (row) => build(decoders, row);
}

/** The decoder drizzle's own mapping gives a selected field (`decoder` is internal to drizzle's types). */
function decoderOf(field: unknown): DriverValueDecoder<unknown, unknown> {
  if (is(field, Column)) return field;
  // A raw expression, or one aliased with `.as()`; a subquery is not a flat field.
  const expression = is(field, SQL) ? field : (field as { sql?: unknown }).sql;
  if (is(expression, SQL)) return (expression as unknown as SqlWithDecoder).decoder;
  throw new Error('withRowMapper: a selected field of a kind it does not map');
}

interface SqlWithDecoder {
  decoder: DriverValueDecoder<unknown, unknown>;
}
