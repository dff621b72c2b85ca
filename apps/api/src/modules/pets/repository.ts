/**
 * Queries on pets (adoption announcements) and their photos. A page of a list
 * is a short walk of the index of its sort (renewal date, kind then renewal
 * date, folded name; see the schema), or the search GIN index for free text;
 * photos for a whole page come in one query. bench/catalogue-explain.ts checks
 * the plans at 100,000 animals.
 */
import { createHash } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import {
  CATEGORY_TO_KIND,
  type AgeBand,
  type PetCategory,
  type PetKind,
  type PetSort,
  type ShelterKind,
} from '@huella/shared/constants';
import {
  applicableRules,
  COMPATIBILITY_WEIGHTS,
  type CompatibilityProfile,
  type TraitCondition,
} from '@huella/shared/compatibility';
import type { ManagedPetCounts, ManagedPetStatus, PetListQuery } from '@huella/shared/schemas/pets';
import type { Database } from '../../db/client';
import { byKey, keptStatement } from '../../db/kept-statement';
import { withRowMapper } from '../../db/row-mapper';
import type { ClockedTotal } from '../../lib/response-cache';
import {
  ListedTraits,
  MAX_GROUPS,
  NO,
  TRAIT_LAYOUT,
  traitMatch,
  YES,
  type TraitName,
} from './listed-traits';
import {
  announcementLifetime,
  petPhotos,
  pets,
  petViewDays,
  petViews,
  shelters,
} from '../../db/schema';

/** Everything but the search vector, with the shelter's name, kind and city. */
export const petColumns = {
  id: pets.id,
  shelterId: pets.shelterId,
  name: pets.name,
  kind: pets.kind,
  gender: pets.gender,
  race: pets.race,
  birth: pets.birth,
  description: pets.description,
  state: pets.state,
  sterilized: pets.sterilized,
  sickness: pets.sickness,
  size: pets.size,
  microchipped: pets.microchipped,
  chipNumber: pets.chipNumber,
  vaccinated: pets.vaccinated,
  goodWithChildren: pets.goodWithChildren,
  goodWithDogs: pets.goodWithDogs,
  goodWithCats: pets.goodWithCats,
  energy: pets.energy,
  needsGarden: pets.needsGarden,
  publishedAt: pets.publishedAt,
  renewedAt: pets.renewedAt,
  expiresAt: pets.expiresAt,
  viewCount: pets.viewCount,
  // Issue 17: the shelter (and staff) see why an announcement is hidden.
  hiddenAt: pets.hiddenAt,
  hiddenReason: pets.hiddenReason,
  shelterName: shelters.name,
  shelterKind: shelters.kind,
  shelterVerified: shelters.verified,
  city: shelters.city,
};

/**
 * The gallery of each row, in order, folded into the row's own statement (a
 * page and its photos cost one round trip, not two in a row).
 */
const galleryColumn = sql<PhotoCard[]>`(
  select coalesce(json_agg(json_build_object(
    'id', pp.id, 'storageKey', pp.storage_key, 'width', pp.width, 'height', pp.height
  ) order by pp.position, pp.id), '[]'::json)
  from pet_photos pp where pp.pet_id = ${pets.id})`;

/** The columns of a pet row with its gallery. */
const petWithPhotosColumns = { ...petColumns, photos: galleryColumn };

export type PetRow = Omit<
  typeof pets.$inferSelect,
  'search' | 'deletedAt' | 'createdBy' | 'createdAt' | 'updatedAt' | 'adoptedAt'
> & {
  shelterName: string;
  shelterKind: ShelterKind;
  shelterVerified: boolean;
  city: string;
};
export type PhotoRow = typeof petPhotos.$inferSelect;
/** What a card or a gallery shows of a photo. */
export type PhotoCard = Pick<PhotoRow, 'id' | 'storageKey' | 'width' | 'height'>;
export type PetWithPhotos = PetRow & { photos: PhotoCard[] };
export type NewPhoto = Pick<PhotoRow, 'storageKey' | 'width' | 'height'>;
export type NewPetRow = Omit<typeof pets.$inferInsert, 'search'>;
export type PetChanges = Partial<
  Omit<NewPetRow, 'id' | 'createdAt' | 'createdBy' | 'publishedAt' | 'renewedAt' | 'expiresAt'>
>;

export type PetFilters = Omit<PetListQuery, 'page' | 'page_size' | 'sort'>;

/**
 * Announcements anyone may see in a list: published, not expired, still
 * looking for a home. The renewal bound adds no condition (the schema's check
 * keeps expiry within the lifetime of the last renewal) but lets an index walk
 * by renewal date start at the oldest unexpired announcement instead of
 * stepping over every expired one.
 */
export const publiclyListed = () => [
  isNull(pets.deletedAt),
  isNull(pets.hiddenAt),
  gt(pets.expiresAt, sql`now()`),
  gt(pets.renewedAt, sql`now() - ${announcementLifetime}`),
  inArray(pets.state, ['en_adopcion', 'pendiente']),
  shelterNotSuspended(),
];

/**
 * An announcement anyone may open: adopted animals stay visible; expired,
 * deleted or hidden ones (staff acting on a report) do not, nor those of a
 * suspended shelter (issue 17).
 */
export const publiclyVisible = () => [
  isNull(pets.deletedAt),
  isNull(pets.hiddenAt),
  gt(pets.expiresAt, sql`now()`),
  shelterNotSuspended(),
];

/**
 * The shelter is not suspended. Suspensions are rare, so PostgreSQL hashes
 * the few suspended ids once per query and the lists keep their index walks
 * (and their counts never join shelters).
 */
function shelterNotSuspended(): SQL {
  return sql`${pets.shelterId} not in (select s.id from shelters s where s.suspended_at is not null)`;
}

const yearsAgo = (years: number) => sql`(current_date - make_interval(years => ${years}))::date`;

/** Birth-date ranges of each age band: cachorro < 1, joven 1–3, adulto 3–8, senior > 8 years. */
function ageBand(band: AgeBand): SQL {
  switch (band) {
    case 'cachorro':
      return sql`${pets.birth} > ${yearsAgo(1)}`;
    case 'joven':
      return sql`${pets.birth} <= ${yearsAgo(1)} and ${pets.birth} > ${yearsAgo(3)}`;
    case 'adulto':
      return sql`${pets.birth} <= ${yearsAgo(3)} and ${pets.birth} > ${yearsAgo(8)}`;
    case 'senior':
      return sql`${pets.birth} <= ${yearsAgo(8)}`;
  }
}

/** The filters a total can be counted by in memory (listed-traits.ts): all but words. */
const COUNTED_IN_MEMORY: ReadonlySet<keyof PetFilters> = new Set<keyof PetFilters>([
  'location',
  'category',
  'gender',
  'age',
  'size',
  'sterilized',
  'good_with_children',
  'good_with_dogs',
  'good_with_cats',
  'shelter',
]);

/** The one row of `listedTraits`' statement (null arrays when nothing is listed). */
interface TraitGroups {
  shelters: number[] | null;
  traits: number[] | null;
  counts: number[] | null;
}

/** A trait's code in SQL (listed-traits.ts), moved to its place in the group's integer. */
function traitCode(name: TraitName, column: SQL | AnyColumn): SQL {
  const trait = TRAIT_LAYOUT[name];
  let code: SQL;
  if ('values' in trait) {
    const cases = trait.values.map(
      (value, index) => sql`when ${value} then ${sql.raw(String(index + trait.first))}`,
    );
    code = sql`case ${column} ${sql.join(cases, sql` `)} else 0 end`;
  } else if (trait.bits === 1) {
    code = sql`${column}::int`;
  } else {
    code = sql`case ${column} when true then ${sql.raw(String(YES))} when false then ${sql.raw(String(NO))} else 0 end`;
  }
  return sql`((${code}) << ${sql.raw(String(trait.shift))})`;
}

/** The age band of `birth` as `ageBand` draws it (0 when not said). */
const ageBandOf = sql`case when ${pets.birth} is null then null
  when ${pets.birth} > ${yearsAgo(1)} then 'cachorro'
  when ${pets.birth} > ${yearsAgo(3)} then 'joven'
  when ${pets.birth} > ${yearsAgo(8)} then 'adulto' else 'senior' end`;

/** Every trait a listed announcement is counted by, packed as listed-traits.ts lays them out. */
const listedTraitsOf = sql.join(
  [
    traitCode('kind', pets.kind),
    traitCode('gender', pets.gender),
    traitCode('size', pets.size),
    traitCode('sterilized', pets.sterilized),
    traitCode('goodWithChildren', pets.goodWithChildren),
    traitCode('goodWithDogs', pets.goodWithDogs),
    traitCode('goodWithCats', pets.goodWithCats),
    traitCode('ageBand', ageBandOf),
  ],
  sql` | `,
);

const kindOf = (category: string): PetKind =>
  (CATEGORY_TO_KIND as Record<string, PetKind>)[category as PetCategory] ?? (category as PetKind);

/** Whether the list filters by `key`: empty words, places or kinds filter nothing. */
function given(filters: PetFilters, key: keyof PetFilters): boolean {
  const value = filters[key];
  return (
    typeof value === 'boolean' ||
    (value !== undefined && value !== null && value !== '' && value !== 0)
  );
}

/**
 * The conditions of the filters given, their values as placeholders (named
 * after the query's own parameters): the statement depends only on which
 * filters are given, its shape, and is built once for each (see
 * `publicStatements`). The age band is part of the shape.
 */
function filterConditions(
  filters: PetFilters,
  value: (name: keyof PublicValues) => SQL | ReturnType<typeof sql.placeholder> = (name) =>
    sql.placeholder(name),
): SQL[] {
  const conditions: SQL[] = [];
  if (given(filters, 'location')) {
    // "sevilla" finds "Sevilla", "malaga" finds "Málaga". The city's shelters
    // by id, so that their entries of pets_by_shelter_idx are all that is read.
    conditions.push(
      sql`${pets.shelterId} in (select s.id from shelters s where huella_fold(s.city) = huella_fold(${value('location')}))`,
    );
  }
  if (given(filters, 'category')) conditions.push(eq(pets.kind, value('kind')));
  if (given(filters, 'q')) {
    conditions.push(sql`${pets.search} @@ websearch_to_tsquery('huella_es', ${value('q')})`);
  }
  if (given(filters, 'gender')) conditions.push(eq(pets.gender, value('gender')));
  if (filters.age && given(filters, 'age')) conditions.push(ageBand(filters.age));
  if (given(filters, 'size')) conditions.push(eq(pets.size, value('size')));
  if (given(filters, 'sterilized')) conditions.push(eq(pets.sterilized, value('sterilized')));
  if (given(filters, 'good_with_children')) {
    conditions.push(eq(pets.goodWithChildren, value('good_with_children')));
  }
  if (given(filters, 'good_with_dogs')) {
    conditions.push(eq(pets.goodWithDogs, value('good_with_dogs')));
  }
  if (given(filters, 'good_with_cats')) {
    conditions.push(eq(pets.goodWithCats, value('good_with_cats')));
  }
  if (given(filters, 'shelter')) conditions.push(eq(pets.shelterId, value('shelter')));
  return conditions;
}

/**
 * The public list's own conditions for these filters, with their values bound
 * (no placeholders): what another query needs to ask "would the catalogue list
 * this animal under these filters?" (saved searches' alerts).
 */
export function listedMatching(filters: PetFilters): SQL[] {
  const values = publicValues(filters);
  return [
    ...publiclyListed(),
    ...filterConditions(filters, (name) => sql`${values[name] ?? null}`),
  ];
}

/** The values of a public list's statement, for its placeholders. */
type PublicValues = Omit<PetFilters, 'category' | 'age'> & {
  kind?: PetKind;
  limit?: number;
  offset?: number;
};

const publicValues = (
  { category, age: _age, ...filters }: PetFilters,
  page?: { limit: number; offset: number },
): PublicValues => ({ ...filters, kind: category ? kindOf(category) : undefined, ...page });

/** Which filters are given (and the age band, and the order): what the statement depends on. */
function publicShape(filters: PetFilters, sort: PetSort): string {
  const keys = (Object.keys(filters) as (keyof PetFilters)[]).filter((key) => given(filters, key));
  return `${sort}:${keys
    .sort()
    .map((key) => (key === 'age' ? `age=${filters.age}` : key))
    .join(',')}`;
}

/**
 * The most shapes whose statements are kept and named. Visitors combine
 * filters in a few ways, and each kept shape costs memory on every
 * connection of the pool; beyond these, a shape's statement is built for
 * its request and sent unnamed, as before.
 */
const KEPT_PUBLIC_SHAPES = 200;

/**
 * The public list's statements by shape: the page of ids, then their rows,
 * and the total. Drizzle builds each shape's once, and PostgreSQL parses each
 * once per connection (decision record 0014).
 */
function publicStatements(db: Database) {
  const build = (filters: PetFilters, order: SQL[], name?: string) => {
    const where = and(...publiclyListed(), ...filterConditions(filters));
    const ids = db
      .select({ id: pets.id })
      .from(pets)
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    const page = db
      .select(petWithPhotosColumns)
      .from(pets)
      .innerJoin(shelters, eq(shelters.id, pets.shelterId))
      .where(inArray(pets.id, ids))
      .orderBy(...order);
    const total = db.select({ total: count() }).from(pets).where(where);
    return name === undefined
      ? { page, total }
      : {
          page: withRowMapper(page.prepare(`${name}_page`)),
          total: total.prepare(`${name}_total`),
        };
  };
  type Statements = ReturnType<typeof build>;
  const kept = new Map<string, Statements>();
  return (filters: PetFilters, sort: PublicOrder): Statements => {
    // A person's compatibility order is theirs alone: built for the request, never kept.
    if (typeof sort !== 'string') return build(filters, compatibilityOrder(sort.profile));
    const shape = publicShape(filters, sort);
    let statements = kept.get(shape);
    if (statements) return statements;
    if (kept.size >= KEPT_PUBLIC_SHAPES) return build(filters, ORDER[sort]);
    // Named by the shape itself, so that every repository names the same statement alike.
    const digest = createHash('sha256').update(shape).digest('hex').slice(0, 24);
    statements = build(filters, ORDER[sort], `pets_public_${digest}`);
    kept.set(shape, statements);
    return statements;
  };
}

/**
 * Recent means most recently put on the list, so a renewed announcement comes
 * back to the top. Ties broken by id, so pages never overlap or skip.
 */
const ORDER: Record<SharedSort, SQL[]> = {
  recent: [desc(pets.renewedAt), desc(pets.id)],
  oldest: [asc(pets.renewedAt), asc(pets.id)],
  // Alphabetical as a Spanish reader expects ("Ágata" next to "Alba"), whatever the collation.
  name: [sql`huella_fold(${pets.name})`, asc(pets.id)],
};

/** The orders everyone shares; `compatibility` is a person's (`PublicOrder`). */
type SharedSort = Exclude<PetSort, 'compatibility'>;

/** How a public list is ordered: a shared order, or by how well each animal fits this person. */
export type PublicOrder = SharedSort | { profile: CompatibilityProfile };

const TRAIT_COLUMNS = {
  needs_garden: pets.needsGarden,
  good_with_children: pets.goodWithChildren,
  good_with_dogs: pets.goodWithDogs,
  good_with_cats: pets.goodWithCats,
  energy: pets.energy,
  kind: pets.kind,
  size: pets.size,
} as const;

/** A trait condition of the shared compatibility rules in SQL (a null trait never holds). */
function traitHolds(condition: TraitCondition): SQL {
  if (condition.trait === 'size') return inArray(pets.size, [...condition.oneOf]);
  return sql`${TRAIT_COLUMNS[condition.trait]} = ${condition.is}`;
}

/**
 * Best fit first: the sum of the weights of the rules an animal triggers for
 * this person (the same rules and weights as the badges, shared/compatibility),
 * then most recent. Animals are only ordered, never left out.
 */
function compatibilityOrder(profile: CompatibilityProfile): SQL[] {
  const terms = applicableRules(profile).map(
    ({ rule, conditions }) =>
      sql`case when ${and(...conditions.map(traitHolds))} then ${sql.raw(String(COMPATIBILITY_WEIGHTS[rule.effect]))} else 0 end`,
  );
  const score = terms.length ? sql.join(terms, sql` + `) : sql`0`;
  return [sql`(${score}) desc`, ...ORDER.recent];
}

/** Not expired yet (the public lists and the Anuncios counters agree on this). */
const unexpired = () => gt(pets.expiresAt, sql`now()`);
const expired = () => sql`${pets.expiresAt} <= now()`;

/** The Anuncios tabs (see managedPetCountsSchema). */
const MANAGED_STATUS: Record<ManagedPetStatus, () => SQL | undefined> = {
  all: () => undefined,
  published: () => and(eq(pets.state, 'en_adopcion'), unexpired()),
  pending: () => and(eq(pets.state, 'pendiente'), unexpired()),
  expired,
};

const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

export interface ManagedFilters {
  shelterIds: number[];
  status: ManagedPetStatus;
  /** Part of the name or breed, case and accents folded. */
  q?: string;
}

/**
 * The conditions of a member's Anuncios: the shelters' ids and the words are
 * placeholders, so that each shape of the query (tab, with or without words)
 * is built once and prepared once per connection (see `managedStatements`).
 */
const managedConditions = (
  withWords: boolean,
  ofShelters: SQL = sql`${pets.shelterId} = any(${sql.placeholder('shelterIds')})`,
) => [
  isNull(pets.deletedAt),
  ofShelters,
  ...(withWords
    ? [
        sql`(huella_fold(${pets.name}) like '%' || huella_fold(${sql.placeholder('q')}) || '%' or huella_fold(${pets.race}) like '%' || huella_fold(${sql.placeholder('q')}) || '%')`,
      ]
    : []),
];

/**
 * A member's lists are asked for again and again with the same few shapes and
 * other values: their statements are built once and named, and PostgreSQL
 * parses each once per connection (decision record 0014).
 */
function managedStatements(db: Database) {
  const newestFirst = [desc(pets.renewedAt), desc(pets.id)];
  const page = (status: ManagedPetStatus, withWords: boolean) => {
    const where = and(...managedConditions(withWords), MANAGED_STATUS[status]());
    const ofOneShelter = and(
      ...managedConditions(withWords, sql`${pets.shelterId} = member_shelter.id`),
      MANAGED_STATUS[status](),
    );
    // The page's ids come from pets_by_shelter_idx alone, walked backwards for
    // each shelter, up to the page's end, and merged: a page reads at most
    // offset + limit entries per shelter, not every announcement of them all.
    // Then only the page's rows are read.
    const ids = sql`select newest.id
      from unnest(${sql.placeholder('shelterIds')}::int[]) as member_shelter(id)
      cross join lateral (
        select ${pets.id} as id, ${pets.renewedAt} as renewed_at from ${pets}
        where ${ofOneShelter}
        order by ${pets.renewedAt} desc, ${pets.id} desc
        limit ${sql.placeholder('offset')}::int + ${sql.placeholder('limit')}::int
      ) as newest
      order by newest.renewed_at desc, newest.id desc
      limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
    return {
      rows: withRowMapper(
        db
          .select(petWithPhotosColumns)
          .from(pets)
          .innerJoin(shelters, eq(shelters.id, pets.shelterId))
          .where(sql`${pets.id} in (${ids})`)
          .orderBy(...newestFirst)
          // Without words, every row is reached by a key: each shelter's id in
          // its index, then the page's ids. No value makes another plan better,
          // so the database keeps one (db/kept-statement.ts). With words, each
          // execution is planned for them.
          .prepare(
            withWords ? `pets_managed_page_${status}_q` : byKey(`pets_managed_page_${status}`),
          ),
      ),
      // The tab's count, and when the clock next changes it: the first expiry
      // still to come among all these announcements (one may leave the tab or enter it).
      total: db
        .select({
          total: status === 'all' ? count() : countWhere(MANAGED_STATUS[status]()!),
          nextExpiry:
            status === 'all'
              ? sql<null>`null`
              : sql<Date | null>`min(${pets.expiresAt}) filter (where ${pets.expiresAt} > now())`,
        })
        .from(pets)
        .where(status === 'all' ? where : and(...managedConditions(withWords)))
        .prepare(`pets_managed_total_${status}${withWords ? '_q' : ''}`),
    };
  };
  const counts = (withWords: boolean) =>
    db
      .select({
        all: count(),
        published: countWhere(MANAGED_STATUS.published()!),
        pending: countWhere(MANAGED_STATUS.pending()!),
        expired: countWhere(expired()),
      })
      .from(pets)
      .where(and(...managedConditions(withWords)))
      .prepare(`pets_managed_counts${withWords ? '_q' : ''}`);
  const statuses = Object.keys(MANAGED_STATUS) as ManagedPetStatus[];
  const pages = (withWords: boolean) =>
    Object.fromEntries(statuses.map((status) => [status, page(status, withWords)])) as Record<
      ManagedPetStatus,
      ReturnType<typeof page>
    >;
  return {
    page: { plain: pages(false), words: pages(true) },
    counts: { plain: counts(false), words: counts(true) },
  };
}

export function createPetsRepository(db: Database) {
  // Built on first use: a repository made for one transaction or one question builds none.
  const managed = keptStatement(() => managedStatements(db));
  const publicList = publicStatements(db);
  /** The shelters of a city as the list's filter finds them ("malaga" finds "Málaga"). */
  async function sheltersIn(place: string): Promise<number[]> {
    const rows = await db
      .select({ id: shelters.id })
      .from(shelters)
      .where(sql`huella_fold(${shelters.city}) = huella_fold(${place})`);
    return rows.map((row) => row.id);
  }
  return {
    /**
     * The announcements of some shelters, as their members manage them: newest
     * first; and their total, unless the caller already knows it.
     */
    async listManaged(
      filters: ManagedFilters,
      page: { limit: number; offset: number },
      knownTotal?: Promise<number>,
    ): Promise<{ rows: PetWithPhotos[]; total: number }> {
      if (filters.shelterIds.length === 0) return { rows: [], total: 0 };
      const statements = managed().page[filters.q ? 'words' : 'plain'][filters.status];
      const values = { shelterIds: filters.shelterIds, q: filters.q, ...page };
      const [rows, total] = await Promise.all([
        statements.rows.execute(values),
        knownTotal ?? this.totalManaged(filters).then(({ total }) => total),
      ]);
      return { rows, total };
    },

    /**
     * How many announcements a member's list has (one tab, with or without
     * words), and until when the clock leaves it so: the whole list's total
     * changes only with its rows; a tab's also when the next of these
     * announcements expires.
     */
    async totalManaged(filters: ManagedFilters): Promise<ClockedTotal> {
      if (filters.shelterIds.length === 0) return { total: 0, until: Number.POSITIVE_INFINITY };
      const statements = managed().page[filters.q ? 'words' : 'plain'][filters.status];
      const [row] = await statements.total.execute({
        shelterIds: filters.shelterIds,
        q: filters.q,
      });
      return {
        total: row?.total ?? 0,
        until: row?.nextExpiry ? new Date(row.nextExpiry).getTime() : Number.POSITIVE_INFINITY,
      };
    },

    /** The four counters in one pass over the shelters' announcements. */
    async countManaged(
      filters: Pick<ManagedFilters, 'shelterIds' | 'q'>,
    ): Promise<ManagedPetCounts> {
      if (filters.shelterIds.length === 0) return { all: 0, published: 0, pending: 0, expired: 0 };
      const [row] = await managed().counts[filters.q ? 'words' : 'plain'].execute({
        shelterIds: filters.shelterIds,
        q: filters.q,
      });
      return row!;
    },

    /** Whether a shelter may publish: verified, and not suspended by staff (issue 17). */
    async shelterStanding(
      shelterId: number,
    ): Promise<{ verified: boolean; suspended: boolean } | undefined> {
      const [row] = await db
        .select({ verified: shelters.verified, suspendedAt: shelters.suspendedAt })
        .from(shelters)
        .where(eq(shelters.id, shelterId));
      return row && { verified: row.verified, suspended: row.suspendedAt !== null };
    },

    /** Puts the announcement back on the list for another lifetime from `now`. */
    async renew(id: number, now: Date, expiresAt: Date): Promise<void> {
      await db
        .update(pets)
        .set({ renewedAt: now, expiresAt, updatedAt: now })
        .where(eq(pets.id, id));
    },

    /** Rewrites the gallery positions in the given order (every photo id of the pet, once). */
    async reorderPhotos(petId: number, photoIds: number[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const current = await tx
          .select({ id: petPhotos.id })
          .from(petPhotos)
          .where(eq(petPhotos.petId, petId))
          .for('update');
        const known = new Set(current.map((photo) => photo.id));
        const given = new Set(photoIds);
        if (
          given.size !== photoIds.length ||
          given.size !== known.size ||
          photoIds.some((id) => !known.has(id))
        ) {
          return false;
        }
        for (const [position, id] of photoIds.entries()) {
          await tx.update(petPhotos).set({ position }).where(eq(petPhotos.id, id));
        }
        return true;
      });
    },

    /** A page of the public list, and its total unless the caller already knows it. */
    async listPublic(
      filters: PetFilters,
      sort: PublicOrder,
      page: { limit: number; offset: number },
      knownTotal?: number | Promise<number>,
    ): Promise<{ rows: PetWithPhotos[]; total: number }> {
      const [rows, total] = await Promise.all([
        this.pagePublic(filters, sort, page),
        knownTotal ?? this.countPublic(filters),
      ]);
      return { rows, total };
    },

    /**
     * A page of the public list: the page's ids first, then their rows, so
     * the walk (and a deep page's offset) stays in the index and only the
     * page's rows are read, with their photos.
     */
    async pagePublic(
      filters: PetFilters,
      sort: PublicOrder,
      page: { limit: number; offset: number },
    ): Promise<PetWithPhotos[]> {
      return publicList(filters, sort).page.execute(publicValues(filters, page));
    },

    /** How many announcements the public list has with these filters. */
    async countPublic(filters: PetFilters): Promise<number> {
      // The order does not change the count: one statement for every order.
      const [row] = await publicList(filters, 'recent').total.execute(publicValues(filters));
      return row?.total ?? 0;
    },

    /**
     * The listed announcements grouped by shelter and traits (listed-traits.ts),
     * to count totals from; undefined for a catalogue of more groups than
     * MAX_GROUPS. One pass over the listed announcements.
     */
    async listedTraits(): Promise<ListedTraits | undefined> {
      const result = await db.execute(sql`
        select array_agg(shelter_id) as shelters, array_agg(traits) as traits, array_agg(n) as counts
        from (
          select ${pets.shelterId} as shelter_id, ${listedTraitsOf} as traits, count(*)::int as n
          from ${pets} where ${and(...publiclyListed())}
          group by 1, 2
        ) listed`);
      const [groups] = (result as unknown as { rows: TraitGroups[] }).rows;
      const found = {
        shelters: groups?.shelters ?? [],
        traits: groups?.traits ?? [],
        counts: groups?.counts ?? [],
      };
      return found.counts.length > MAX_GROUPS ? undefined : new ListedTraits(found);
    },

    /**
     * The total of the public list for these filters, from `listed`; undefined
     * when it cannot say (words, which only the database's search reads).
     */
    async countListed(listed: ListedTraits, filters: PetFilters): Promise<number | undefined> {
      const keys = (Object.keys(filters) as (keyof PetFilters)[]).filter((key) =>
        given(filters, key),
      );
      if (!keys.every((key) => COUNTED_IN_MEMORY.has(key))) return undefined;
      /** The filter's value if it filters (`given`), else undefined. */
      const asked = <K extends keyof PetFilters>(key: K) =>
        given(filters, key) ? filters[key] : undefined;
      let shelterIds: ReadonlySet<number> | undefined;
      const place = asked('location');
      if (place !== undefined) shelterIds = await listed.sheltersIn(place, sheltersIn);
      const only = asked('shelter');
      if (only !== undefined) {
        shelterIds = new Set(!shelterIds || shelterIds.has(only) ? [only] : []);
      }
      const category = asked('category');
      const match = traitMatch(
        {
          kind: category === undefined ? undefined : kindOf(category),
          gender: asked('gender'),
          size: asked('size'),
          ageBand: asked('age'),
          sterilized: asked('sterilized'),
          goodWithChildren: asked('good_with_children'),
          goodWithDogs: asked('good_with_dogs'),
          goodWithCats: asked('good_with_cats'),
        },
        shelterIds,
      );
      return match ? listed.count(match) : 0;
    },

    /** When the next visible announcement expires: the catalogue changes then by the clock alone. */
    async nextExpiry(): Promise<Date | null> {
      const [row] = await db
        .select({ next: sql<Date | null>`min(${pets.expiresAt})`.mapWith(pets.expiresAt) })
        .from(pets)
        .where(and(...publiclyVisible()));
      return row?.next ?? null;
    },

    async findVisible(id: number): Promise<PetWithPhotos | undefined> {
      const [row] = await db
        .select(petWithPhotosColumns)
        .from(pets)
        .innerJoin(shelters, eq(shelters.id, pets.shelterId))
        .where(and(eq(pets.id, id), ...publiclyVisible()));
      return row;
    },

    /** Any announcement that is not deleted, expired or not (its shelter still manages it). */
    async findManaged(id: number): Promise<PetWithPhotos | undefined> {
      const [row] = await db
        .select(petWithPhotosColumns)
        .from(pets)
        .innerJoin(shelters, eq(shelters.id, pets.shelterId))
        .where(and(eq(pets.id, id), isNull(pets.deletedAt)));
      return row;
    },

    /** The photos of several pets in one query, each pet's in gallery order. */
    async photosOf(petIds: number[]): Promise<Map<number, PhotoRow[]>> {
      const byPet = new Map<number, PhotoRow[]>();
      if (petIds.length === 0) return byPet;
      const rows = await db
        .select()
        .from(petPhotos)
        .where(inArray(petPhotos.petId, petIds))
        .orderBy(asc(petPhotos.petId), asc(petPhotos.position), asc(petPhotos.id));
      for (const row of rows) {
        const list = byPet.get(row.petId) ?? [];
        list.push(row);
        byPet.set(row.petId, list);
      }
      return byPet;
    },

    /** The announcement and, when one was uploaded, its first photo, in one transaction. */
    async insert(values: NewPetRow, photo?: NewPhoto): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(pets).values(values).returning({ id: pets.id });
        if (photo) await tx.insert(petPhotos).values({ ...photo, petId: row!.id, position: 0 });
        return row!.id;
      });
    },

    /** Appends a photo at the end of the pet's gallery. */
    async addPhoto(petId: number, photo: NewPhoto): Promise<PhotoRow> {
      const [row] = await db
        .insert(petPhotos)
        .values({
          ...photo,
          petId,
          position: sql`(select coalesce(max(${petPhotos.position}) + 1, 0) from ${petPhotos} where ${petPhotos.petId} = ${petId})`,
        })
        .returning();
      return row!;
    },

    async findPhoto(petId: number, photoId: number): Promise<PhotoRow | undefined> {
      const [row] = await db
        .select()
        .from(petPhotos)
        .where(and(eq(petPhotos.id, photoId), eq(petPhotos.petId, petId)));
      return row;
    },

    async deletePhoto(photoId: number): Promise<void> {
      await db.delete(petPhotos).where(eq(petPhotos.id, photoId));
    },

    /**
     * Changes the announcement and, when a new main photo is given, puts it in
     * the place of the current first one, in one transaction. Answers the
     * storage key of the photo it replaced, whose files the caller deletes.
     */
    async update(id: number, changes: PetChanges, cover?: NewPhoto): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        await tx
          .update(pets)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(pets.id, id));
        if (!cover) return undefined;
        const [current] = await tx
          .select({ id: petPhotos.id, position: petPhotos.position, key: petPhotos.storageKey })
          .from(petPhotos)
          .where(eq(petPhotos.petId, id))
          .orderBy(asc(petPhotos.position), asc(petPhotos.id))
          .limit(1);
        if (current) await tx.delete(petPhotos).where(eq(petPhotos.id, current.id));
        await tx
          .insert(petPhotos)
          .values({ ...cover, petId: id, position: current?.position ?? 0 });
        return current?.key;
      });
    },

    /**
     * Counts a view unless one of the visitor's identities (digests) was
     * already counted for the animal that day: the primary key decides, so
     * concurrent requests count once. One statement adds the identities, the
     * day's count and the animal's total together. Answers the animal's
     * total when the view counted.
     */
    async recordView(petId: number, visitors: string[], day: string): Promise<number | undefined> {
      const identities = sql.join(
        visitors.map((visitor) => sql`(${petId}, ${visitor}, ${day}::date)`),
        sql`, `,
      );
      const result = await db.execute(sql`
        with seen as (
          insert into ${petViews} (pet_id, visitor, day) values ${identities}
          on conflict do nothing
          returning 1
        ),
        fresh as (select count(*) = ${visitors.length} as counts from seen),
        daily as (
          insert into ${petViewDays} (pet_id, day, views)
          select ${petId}, ${day}::date, 1 from fresh where counts
          on conflict (pet_id, day) do update set views = ${petViewDays.views} + 1
        )
        update ${pets} set view_count = view_count + 1
        where id = ${petId} and (select counts from fresh)
        returning view_count`);
      // Both drivers answer { rows }; Drizzle's generic database type does not say so.
      const [row] = (result as unknown as { rows: { view_count: number }[] }).rows;
      return row?.view_count;
    },

    /** Deletes the counted identities of the days before `firstKept`. */
    async pruneViewers(firstKept: string): Promise<void> {
      await db.delete(petViews).where(lt(petViews.day, firstKept));
    },

    async softDelete(id: number): Promise<void> {
      await db
        .update(pets)
        .set({ deletedAt: new Date(), updatedAt: new Date() })
        .where(eq(pets.id, id));
    },
  };
}
