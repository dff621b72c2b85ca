import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { openTestDatabase } from '../test/helper';
import type { DatabaseHandle } from './client';
import { withRowMapper } from './row-mapper';
import { petPhotos, pets, shelters } from './schema';

let database: DatabaseHandle;
let drop: () => Promise<void>;
let shelterId: number;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  const { db } = database;
  const [shelter] = await db
    .insert(shelters)
    .values({ name: 'Refugio del mapeo', city: 'Cádiz', verified: true })
    .returning({ id: shelters.id });
  shelterId = shelter!.id;
  const now = new Date('2026-11-02T10:11:12.345Z');
  const [withEverything] = await db
    .insert(pets)
    .values([
      {
        shelterId,
        name: 'Canela',
        kind: 'perro',
        birth: '2021-04-05',
        description: 'Tranquila y cariñosa… con niños.',
        sickness: 'Leishmania controlada',
        chipNumber: '941000024680135',
        goodWithCats: false,
        publishedAt: now,
        renewedAt: now,
        expiresAt: new Date(now.getTime() + 90 * 86_400_000),
        hiddenAt: now,
        hiddenReason: 'Fotos de otro animal',
      },
      {
        // Every nullable column left null.
        shelterId,
        name: 'Sin datos',
        kind: 'gato',
        publishedAt: now,
        renewedAt: now,
        expiresAt: new Date(now.getTime() + 86_400_000),
      },
    ])
    .returning({ id: pets.id });
  await db.insert(petPhotos).values([
    { petId: withEverything!.id, position: 1, storageKey: 'pets/b', width: 800, height: 600 },
    { petId: withEverything!.id, position: 0, storageKey: 'pets/a', width: 1600, height: 1200 },
  ]);
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** A flat selection with every kind of field the lists select: columns of two tables, raw and aliased expressions. */
function selection() {
  const { db } = database;
  // Every column of the announcement but its search vector, as the lists select.
  const { search: _search, ...columns } = getTableColumns(pets);
  return db
    .select({
      ...columns,
      shelterName: shelters.name,
      city: shelters.city,
      verified: shelters.verified,
      photos: sql<unknown[]>`(
        select coalesce(json_agg(json_build_object('key', pp.storage_key, 'width', pp.width)
          order by pp.position), '[]'::json)
        from pet_photos pp where pp.pet_id = ${pets.id})`,
      lastDay: sql<Date>`${pets.expiresAt} - interval '1 day'`.mapWith(pets.expiresAt),
      photoCount: sql<number>`(select count(*) from pet_photos pp where pp.pet_id = ${pets.id})`
        .mapWith(Number)
        .as('photo_count'),
    })
    .from(pets)
    .innerJoin(shelters, eq(shelters.id, pets.shelterId))
    .where(eq(pets.shelterId, sql.placeholder('shelterId')))
    .orderBy(pets.id);
}

describe('withRowMapper', () => {
  it('builds the same rows as drizzle, values, types, nulls and key order', async () => {
    const drizzles = await selection().prepare('row_mapper_drizzle').execute({ shelterId });
    const mapped = await withRowMapper(selection().prepare('row_mapper_compiled')).execute({
      shelterId,
    });
    expect(drizzles).toHaveLength(2);
    expect(mapped).toStrictEqual(drizzles);
    for (const [index, row] of mapped.entries()) {
      expect(Object.keys(row)).toEqual(Object.keys(drizzles[index]!));
    }
    const [canela, empty] = mapped as Record<string, unknown>[];
    expect(canela!.publishedAt).toEqual(new Date('2026-11-02T10:11:12.345Z'));
    expect(canela!.lastDay).toBeInstanceOf(Date);
    expect(canela!.photoCount).toBe(2);
    expect(canela!.photos).toEqual([
      { key: 'pets/a', width: 1600 },
      { key: 'pets/b', width: 800 },
    ]);
    expect(empty!.hiddenAt).toBeNull();
    expect(empty!.chipNumber).toBeNull();
    expect(empty!.photos).toEqual([]);
  });

  it('answers an empty result with an empty list', async () => {
    const rows = await withRowMapper(selection().prepare('row_mapper_empty')).execute({
      shelterId: -1,
    });
    expect(rows).toEqual([]);
  });

  it('refuses, when it is built, a selection with nested objects', () => {
    const nested = database.db
      .select({ pet: { id: pets.id }, shelter: { name: shelters.name } })
      .from(pets)
      .innerJoin(shelters, eq(shelters.id, pets.shelterId))
      .prepare('row_mapper_nested');
    expect(() => withRowMapper(nested)).toThrow('only flat selections');
  });
});
