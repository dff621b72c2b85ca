import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test/helper';
import type { DatabaseHandle } from './client';
import { pets, shelters } from './schema';

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

async function matches(document: string, query: string): Promise<boolean> {
  const [row] = await database.db
    .select({
      hit: sql<boolean>`to_tsvector('huella_es', ${document}) @@ websearch_to_tsquery('huella_es', ${query})`,
    })
    .from(sql`(select 1) as one`);
  return row!.hit;
}

describe('Spanish search configuration (huella_es)', () => {
  it('ignores accents and stems plurals', async () => {
    expect(await matches('Canción de perros', 'cancion perro')).toBe(true);
    expect(await matches('Un perro tranquilo', 'perros')).toBe(true);
    expect(await matches('Gatita cariñosa', 'carinosa')).toBe(true);
    expect(await matches('Canción de perros', 'gato')).toBe(false);
  });

  it('fills the generated search column of pets, name first', async () => {
    const [shelter] = await database.db
      .insert(shelters)
      .values({ name: 'Refugio de prueba' })
      .returning({ id: shelters.id });
    await database.db.insert(pets).values([
      {
        shelterId: shelter!.id,
        name: 'Canela',
        kind: 'perro',
        race: 'Podenco',
        description: 'Le encanta la canción del cartero.',
        expiresAt: new Date(Date.now() + 86_400_000),
      },
      {
        shelterId: shelter!.id,
        name: 'Misi',
        kind: 'gato',
        description: 'Tranquila y dormilona.',
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    ]);
    const byQuery = async (query: string) =>
      (
        await database.db
          .select({ name: pets.name })
          .from(pets)
          .where(sql`${pets.search} @@ websearch_to_tsquery('huella_es', ${query})`)
          .orderBy(pets.name)
      ).map((row) => row.name);
    expect(await byQuery('cancion')).toEqual(['Canela']);
    expect(await byQuery('perros')).toEqual(['Canela']);
    expect(await byQuery('podencos')).toEqual(['Canela']);
    expect(await byQuery('gatos')).toEqual(['Misi']);
    expect(await byQuery('dormilon')).toEqual(['Misi']);
  });
});
