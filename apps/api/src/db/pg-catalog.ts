/**
 * What a database holds, read from PostgreSQL's system catalogs: its tables
 * (with their columns, primary keys and foreign keys) and sequences. The move
 * off the embedded database (move.ts) and the backup drill (backup.ts) read it
 * on either engine instead of keeping a list of tables, which would go stale
 * the day a migration adds one.
 *
 * Every table of every schema counts, except PostgreSQL's own and `drizzle`
 * (the migrations journal, which belongs to whoever ran the migrations).
 * Names are quoted identifiers, `"public"."users"`, usable as they are in SQL.
 */

/** Sends one statement and answers its rows (PGlite's and pg's clients alike). */
export type QueryRows = <T>(text: string, params?: unknown[]) => Promise<T[]>;

export interface CatalogColumn {
  /** The column's name as it is (not quoted). */
  name: string;
  /** Its type as PostgreSQL writes it, usable in a cast: `character varying(255)`, `text[]`. */
  type: string;
  /** Computed by the database (GENERATED ALWAYS AS … STORED): never written. */
  generated: boolean;
  /** GENERATED ALWAYS AS IDENTITY: written only with OVERRIDING SYSTEM VALUE. */
  identityAlways: boolean;
}

export interface CatalogTable {
  /** `"schema"."table"`. */
  name: string;
  /** For people: `users`, or `schema.table` outside public. */
  label: string;
  columns: CatalogColumn[];
  /** The primary key's columns in order (empty when it has none). */
  primaryKey: string[];
}

export interface CatalogForeignKey {
  /** The constraint's name (not quoted). */
  name: string;
  /** The referencing table (`"schema"."table"`). */
  table: string;
  /** The referenced table. */
  references: string;
  deferrable: boolean;
}

export interface SchemaCatalog {
  tables: CatalogTable[];
  foreignKeys: CatalogForeignKey[];
  /** `"schema"."sequence"`, identity and serial sequences included. */
  sequences: string[];
}

const SCHEMA_FILTER = `n.nspname not in ('pg_catalog', 'information_schema', 'drizzle')
  and n.nspname not like 'pg\\_%'`;
const QUALIFIED = (schema: string, relation: string) =>
  `quote_ident(${schema}) || '.' || quote_ident(${relation})`;
/** Ordinary and partitioned tables (a partition is read and written through its parent), not temporary ones. */
const TABLE_FILTER = `c.relkind in ('r', 'p') and not c.relispartition and c.relpersistence <> 't'
  and ${SCHEMA_FILTER}`;

export async function readSchemaCatalog(query: QueryRows): Promise<SchemaCatalog> {
  const tables = await query<{ name: string; schema: string; relation: string }>(
    `select ${QUALIFIED('n.nspname', 'c.relname')} as name, n.nspname::text as schema, c.relname::text as relation
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where ${TABLE_FILTER}
      order by 1`,
  );
  const columns = await query<{
    table: string;
    name: string;
    type: string;
    generated: string;
    identity: string;
  }>(
    `select ${QUALIFIED('n.nspname', 'c.relname')} as table, a.attname::text as name,
            format_type(a.atttypid, a.atttypmod) as type,
            a.attgenerated::text as generated, a.attidentity::text as identity
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where ${TABLE_FILTER} and a.attnum > 0 and not a.attisdropped
      order by 1, a.attnum`,
  );
  const keys = await query<{ table: string; name: string }>(
    `select ${QUALIFIED('n.nspname', 'c.relname')} as table, a.attname::text as name
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       cross join lateral unnest(k.conkey) with ordinality as key(attnum, position)
       join pg_attribute a on a.attrelid = k.conrelid and a.attnum = key.attnum
      where k.contype = 'p' and ${TABLE_FILTER}
      order by 1, key.position`,
  );
  const foreignKeys = await query<CatalogForeignKey>(
    `select k.conname::text as name, ${QUALIFIED('n.nspname', 'c.relname')} as table,
            ${QUALIFIED('rn.nspname', 'r.relname')} as references, k.condeferrable as deferrable
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_class r on r.oid = k.confrelid
       join pg_namespace rn on rn.oid = r.relnamespace
      where k.contype = 'f' and k.conparentid = 0 and ${TABLE_FILTER}
      order by 2, 1`,
  );
  const sequences = await query<{ name: string }>(
    `select ${QUALIFIED('n.nspname', 'c.relname')} as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'S' and ${SCHEMA_FILTER}
      order by 1`,
  );

  const byTable = new Map<string, CatalogTable>(
    tables.map(({ name, schema, relation }) => [
      name,
      {
        name,
        label: schema === 'public' ? relation : `${schema}.${relation}`,
        columns: [],
        primaryKey: [],
      },
    ]),
  );
  for (const column of columns) {
    byTable.get(column.table)?.columns.push({
      name: column.name,
      type: column.type,
      generated: column.generated !== '',
      identityAlways: column.identity === 'a',
    });
  }
  for (const key of keys) byTable.get(key.table)?.primaryKey.push(key.name);
  return {
    tables: [...byTable.values()],
    foreignKeys: foreignKeys.filter((key) => byTable.has(key.references)),
    sequences: sequences.map(({ name }) => name),
  };
}

/** A column's name quoted for SQL (table names from readSchemaCatalog are quoted already). */
export const quoteIdentifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * The tables in an order where each comes after every table it references,
 * except within a cycle (a table that references itself, or tables that
 * reference each other): those foreign keys are returned as `cyclic`, to be
 * checked at the end of the transaction instead of row by row. Tarjan's
 * strongly connected components, which come out referenced-first.
 */
export function referencedFirst(catalog: Pick<SchemaCatalog, 'tables' | 'foreignKeys'>): {
  order: CatalogTable[];
  cyclic: CatalogForeignKey[];
} {
  const references = new Map<string, string[]>(catalog.tables.map(({ name }) => [name, []]));
  for (const key of catalog.foreignKeys) references.get(key.table)?.push(key.references);
  const byName = new Map(catalog.tables.map((table) => [table.name, table]));

  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const component = new Map<string, number>();
  const order: CatalogTable[] = [];
  let next = 0;
  let components = 0;

  // Recursive, as the number of tables (tens) is far from any stack limit.
  const visit = (table: string) => {
    index.set(table, next);
    lowLink.set(table, next);
    next += 1;
    stack.push(table);
    onStack.add(table);
    for (const referenced of references.get(table) ?? []) {
      if (!index.has(referenced)) {
        visit(referenced);
        lowLink.set(table, Math.min(lowLink.get(table)!, lowLink.get(referenced)!));
      } else if (onStack.has(referenced)) {
        lowLink.set(table, Math.min(lowLink.get(table)!, index.get(referenced)!));
      }
    }
    if (lowLink.get(table) === index.get(table)) {
      for (;;) {
        const member = stack.pop()!;
        onStack.delete(member);
        component.set(member, components);
        order.push(byName.get(member)!);
        if (member === table) break;
      }
      components += 1;
    }
  };
  for (const { name } of catalog.tables) if (!index.has(name)) visit(name);

  const cyclic = catalog.foreignKeys.filter(
    (key) => component.get(key.table) === component.get(key.references),
  );
  return { order, cyclic };
}
