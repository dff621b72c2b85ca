/**
 * Every table's rows and a checksum of its contents, on either engine, to
 * tell whether two databases hold the same data (the move, backup and restore
 * tests). Each row is written as text in one fixed style (UTC, ISO dates,
 * byte order of characters), so the same data gives the same sum on PGlite
 * and on PostgreSQL. Generated columns are left out: each database computes
 * them itself (the announcements' search vector, from its own stemmer).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { quoteIdentifier, readSchemaCatalog, type QueryRows } from '../db/pg-catalog';

export interface TableSum {
  rows: number;
  md5: string;
}

export async function tableChecksums(query: QueryRows): Promise<Record<string, TableSum>> {
  for (const setting of [
    "set timezone = 'UTC'",
    "set datestyle = 'ISO, YMD'",
    "set intervalstyle = 'postgres'",
    'set extra_float_digits = 1',
    "set bytea_output = 'hex'",
  ])
    await query(setting);
  const sums: Record<string, TableSum> = {};
  for (const table of (await readSchemaCatalog(query)).tables) {
    const columns = table.columns
      .filter((column) => !column.generated)
      .map((column) => quoteIdentifier(column.name))
      .join(', ');
    const [row] = await query<{ rows: string; md5: string }>(
      `select count(*)::text as rows,
              md5(coalesce(string_agg(line, E'\\n' order by line collate "C"), '')) as md5
         from (select row(${columns})::text as line from ${table.name}) as lines`,
    );
    sums[table.label] = { rows: Number(row!.rows), md5: row!.md5 };
  }
  return sums;
}

/** Every file under `dir` with the SHA-256 of its bytes, by its path from there. */
export async function fileChecksums(dir: string): Promise<Record<string, string>> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
  const sums: Record<string, string> = {};
  for (const name of names) {
    sums[name.split(path.sep).join('/')] = createHash('sha256')
      .update(await readFile(path.join(dir, name)))
      .digest('hex');
  }
  return sums;
}
