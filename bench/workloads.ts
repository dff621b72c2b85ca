/**
 * The workloads of `npm run bench`: what each row loads. A workload is measured
 * on a server started for it alone; its rows' answers are captured first (for
 * the ceiling, and to count views, warm sessions), then the server restarts so
 * the load starts from the cache such traffic would leave, not a warmed one.
 */
import { REPORT_REASONS } from '@huella/shared/constants';
import type { Fixture } from './datasets';
import type { Request } from './load';
import { combinations, withPages, zipfRequests } from './longtail';

export const WORKLOAD_NAMES = [
  'fixed',
  'longtail',
  'signed-in',
  'member',
  'writes',
  'blog-shop',
] as const;
export type WorkloadName = (typeof WORKLOAD_NAMES)[number];

/**
 * cached: a guest's request the cache may answer; uncached: an answer nobody
 * else may be given (a token's); mix: the long tail; write; login.
 */
export type RowKind = 'cached' | 'uncached' | 'mix' | 'write' | 'login';

export interface RowPlan {
  name: string;
  kind: RowKind;
  requests: Request[];
  /**
   * Requests sent once before the load: every one of them when each has an
   * effect to settle first (a view counted per account and animal), otherwise
   * the first of each path. Their answers are the ceiling's.
   */
  prime: Request[];
  /** Measured beside the same-SQL peer (uncached reads, on PostgreSQL). */
  peer: boolean;
  /** The peer replays the statements of the first, cold answer (the long tail's misses). */
  cold?: boolean;
}

export interface WorkloadContext {
  url: string;
  fixture: Fixture;
  /** Access tokens of the fixture's adopters, in order (signed in once per database). */
  adopterTokens(): Promise<string[]>;
  memberToken(): Promise<string>;
}

/** Detail requests cycle through this many listed animals. */
export const DETAIL_IDS = 200;
const PAGE_SIZE = 30;

const get = (path: string, token?: string): Request => ({
  method: 'GET',
  path,
  ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
});
const post = (path: string, body: unknown, token?: string): Request => ({
  method: 'POST',
  path,
  body: JSON.stringify(body),
  headers: {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
});

/** The first request of each path. */
export const firstOfEachPath = (requests: Request[]) => {
  const seen = new Map<string, Request>();
  for (const request of requests) if (!seen.has(request.path)) seen.set(request.path, request);
  return [...seen.values()];
};

/** Spreads `count` picks evenly over `ids`. */
export const spread = (ids: number[], count: number) =>
  Array.from({ length: Math.min(count, ids.length) }, (_, i) =>
    Math.floor((i * ids.length) / Math.min(count, ids.length)),
  ).map((i) => ids[i]!);

/** Each of `paths` with each token in turn: request i is path ⌊i / tokens⌋, token i mod tokens. */
const everyTokenOn = (paths: string[], tokens: string[]) =>
  paths.flatMap((path) => tokens.map((token) => get(path, token)));

/** Takes turns over `requests` so that consecutive requests use consecutive tokens and paths. */
const interleave = (lists: Request[][]) => {
  const out: Request[] = [];
  const longest = Math.max(...lists.map((list) => list.length));
  for (let i = 0; i < longest; i += 1) for (const list of lists) if (list[i]) out.push(list[i]!);
  return out;
};

const row = (
  name: string,
  kind: RowKind,
  requests: Request[],
  options: { primeAll?: boolean; peer?: boolean; cold?: boolean } = {},
): RowPlan => ({
  name,
  kind,
  requests,
  prime: options.primeAll ? requests : firstOfEachPath(requests),
  peer: options.peer ?? false,
  ...(options.cold ? { cold: true } : {}),
});

async function json<T>(url: string, request: Request = get('')): Promise<T> {
  const response = await fetch(url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Runs `work` over `items`, `parallel` at a time. */
export async function inTurn<T, R>(
  items: T[],
  parallel: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!);
      }
    }),
  );
  return results;
}

export const LOGIN = { email: 'adoptante@huella.es', password: 'Huella2026' };

/** The rows of the first benchmark: the cached guest case (and `me` and login). */
async function fixed(ctx: WorkloadContext): Promise<RowPlan[]> {
  const [access] = await ctx.adopterTokens();
  const ids = spread(ctx.fixture.listedIds, DETAIL_IDS);
  return [
    row('GET /api/animals', 'cached', [get('/api/animals')]),
    row('GET /api/animals?location=madrid&category=dog', 'cached', [
      get('/api/animals?location=madrid&category=dog'),
    ]),
    row('GET /api/animals?q=tranquilo', 'cached', [get('/api/animals?q=tranquilo')]),
    // Primed once each by the same visitor: the load measures a view already counted.
    row(
      `GET /api/animals/{id} (${ids.length} ids)`,
      'cached',
      ids.map((id) => get(`/api/animals/${id}`)),
    ),
    row('GET /pets/api/pets', 'cached', [get('/pets/api/pets')]),
    row('GET /users/api/users/me/ (one account)', 'uncached', [
      get('/users/api/users/me/', access),
    ]),
    row('POST /users/api/login/ (argon2)', 'login', [post('/users/api/login/', LOGIN)]),
  ];
}

/** Distinct guest requests over both lists, each page within its combination's real total. */
async function longtail(ctx: WorkloadContext): Promise<RowPlan[]> {
  const firstPages = await inTurn(combinations(), 4, async (path) => {
    const response = await fetch(`${ctx.url}${path}`);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    await response.arrayBuffer();
    const total = Number(response.headers.get('x-total-count') ?? PAGE_SIZE);
    return { path, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
  });
  const paths = withPages(firstPages);
  const requests = zipfRequests(paths);
  return [
    {
      name: `Long-tail guest mix (${paths.length.toLocaleString('en-US')} distinct requests, Zipf s = 1)`,
      kind: 'mix',
      requests,
      prime: paths.map((path) => get(path)),
      peer: true,
      cold: true,
    },
  ];
}

/** Adopters signed in, each request with the next account's token. */
async function signedIn(ctx: WorkloadContext): Promise<RowPlan[]> {
  const tokens = await ctx.adopterTokens();
  const lists = [
    '/api/animals',
    '/api/animals?location=madrid&category=perro',
    '/api/animals?page=3',
  ];
  const ids = spread(ctx.fixture.listedIds, DETAIL_IDS);
  return [
    row(
      'Guest: the same 3 list paths',
      'cached',
      lists.map((path) => get(path)),
    ),
    row(
      'Adopter: /api/animals, a filter, page 3',
      'uncached',
      interleave(lists.map((path) => tokens.map((token) => get(path, token)))),
      { peer: true },
    ),
    // Every account sees every animal of the cycle once before: the view is counted.
    row(
      `Adopter: GET /api/animals/{id} (${ids.length} ids)`,
      'uncached',
      ids.map((id, i) => get(`/api/animals/${id}`, tokens[i % tokens.length])),
      { primeAll: true, peer: true },
    ),
    row(
      `Adopter: GET /users/api/users/me/ (${tokens.length} accounts)`,
      'uncached',
      everyTokenOn(['/users/api/users/me/'], tokens),
      { peer: true },
    ),
  ];
}

/** The demo's shelter member, of the biggest bench shelters. */
async function member(ctx: WorkloadContext): Promise<RowPlan[]> {
  const token = await ctx.memberToken();
  const animals = ctx.fixture.memberShelters.reduce((sum, s) => sum + s.animals, 0);
  const pages = Math.max(1, Math.floor(animals / PAGE_SIZE));
  const mine = [
    '/pets/api/pets/mine/',
    '/pets/api/pets/mine/?page=2',
    `/pets/api/pets/mine/?page=${Math.min(20, pages)}`,
    '/pets/api/pets/mine/?status=published',
    '/pets/api/pets/mine/?status=pending',
    '/pets/api/pets/mine/?status=expired&page=2',
    `/pets/api/pets/mine/?shelter=${ctx.fixture.memberShelters[0]!.id}`,
  ];
  return [
    row(
      `Member: /pets/api/pets/mine/ (${mine.length} pages and tabs, ${animals.toLocaleString('en-US')} animals)`,
      'uncached',
      mine.map((path) => get(path, token)),
      { peer: true },
    ),
    row(
      'Member: /pets/api/pets/mine/counts/',
      'uncached',
      [get('/pets/api/pets/mine/counts/', token)],
      {
        peer: true,
      },
    ),
    row(
      'Member: /pets/api/pets (chip numbers), a filter, page 4',
      'uncached',
      ['/pets/api/pets', '/pets/api/pets?location=madrid', '/pets/api/pets?page=4'].map((path) =>
        get(path, token),
      ),
      { peer: true },
    ),
  ];
}

const ADOPTION_ANSWERS = {
  home_type: 'piso',
  has_garden: false,
  home_tenure: 'propia',
  adults: 2,
  children: 0,
  children_ages: [],
  other_animals: '',
  experience: 'Hemos tenido perros toda la vida.',
  hours_alone: 4,
  message: 'Nos encantaría conocerlo este fin de semana.',
};
/** Animals each adopter applies for at most: the list must never come round again (409). */
const ADOPTION_PETS = 400;

/**
 * Writes, each from the next account: nothing that can be refused (one open
 * request per account and animal: the list of pairs is never used twice, its
 * ceiling capture takes a pair of its own).
 */
async function writes(ctx: WorkloadContext): Promise<RowPlan[]> {
  const tokens = await ctx.adopterTokens();
  const { adopters, adoptableIds, conversations } = ctx.fixture;
  const favouritePets = spread(adoptableIds, 50);
  const favourites: Request[] = [];
  for (let k = 0; k < adopters.length * favouritePets.length; k += 1) {
    const a = k % adopters.length;
    const pet = favouritePets[Math.floor(k / adopters.length)]!;
    for (const action of ['add', 'remove']) {
      favourites.push(
        post(
          `/users/api/users/${adopters[a]!.id}/${action}-favourite-pet/`,
          { pet_id: pet },
          tokens[a],
        ),
      );
    }
  }
  const adoptionPets = adoptableIds.slice(0, Math.min(ADOPTION_PETS, adoptableIds.length - 1));
  const adoptions: Request[] = [];
  for (const pet of adoptionPets) {
    for (const [a] of adopters.entries()) {
      adoptions.push(post('/adoptions/api/requests/', { pet, ...ADOPTION_ANSWERS }, tokens[a]));
    }
  }
  const spare = adoptableIds[adoptableIds.length - 1]!;
  const messages = adopters.map((adopter, a) =>
    post(
      `/chat/api/conversations/${conversations[adopter.id]}/messages/`,
      { body: '¿Sigue disponible? Podríamos ir a verlo el sábado.' },
      tokens[a],
    ),
  );
  const reportIds = spread(ctx.fixture.listedIds, DETAIL_IDS);
  const reports = reportIds.map((id, i) =>
    post(
      `/api/animals/${id}/report/`,
      { reason: REPORT_REASONS[0], message: 'La edad no coincide con la foto.' },
      tokens[i % tokens.length],
    ),
  );
  return [
    row('Favourite add and remove', 'write', favourites),
    {
      ...row('POST /adoptions/api/requests/', 'write', adoptions),
      prime: [post('/adoptions/api/requests/', { pet: spare, ...ADOPTION_ANSWERS }, tokens[0])],
    },
    row('POST /chat/api/conversations/{id}/messages/', 'write', messages),
    row(`POST /api/animals/{id}/report/ (${reportIds.length} ids)`, 'write', reports),
  ];
}

/** The blog and the shop: their endpoints, and their pages as the server answers them. */
async function blogShop(ctx: WorkloadContext): Promise<RowPlan[]> {
  const posts = await json<{ id: number; slug: string }[]>(`${ctx.url}/blog/api/posts/`);
  const products = await json<{ id: number; slug: string }[]>(`${ctx.url}/shop/api/products/`);
  const post0 = posts[0];
  const product0 = products[0];
  if (!post0 || !product0) throw new Error('the demo has no blog post or no product');
  return [
    row('Blog API: posts, a post, taxonomy', 'cached', [
      get('/blog/api/posts/'),
      get(`/blog/api/posts/${post0.id}/`),
      get('/blog/api/taxonomy/'),
    ]),
    row('Shop API: products, a product', 'cached', [
      get('/shop/api/products/'),
      get(`/shop/api/products/${product0.id}/`),
    ]),
    row('Blog pages (HTML): /blog, a post', 'cached', [get('/blog'), get(`/blog/${post0.slug}`)]),
    row('Shop pages (HTML): /tienda, a product', 'cached', [
      get('/tienda'),
      get(`/tienda/${product0.slug}`),
    ]),
  ];
}

export const WORKLOADS: Record<WorkloadName, (ctx: WorkloadContext) => Promise<RowPlan[]>> = {
  fixed,
  longtail,
  'signed-in': signedIn,
  member,
  writes,
  'blog-shop': blogShop,
};

export const WORKLOAD_TITLES: Record<WorkloadName, string> = {
  fixed: 'Fixed guest endpoints (the cached case)',
  longtail: 'Long tail of guests',
  'signed-in': 'Signed-in adopters',
  member: "A shelter member's lists",
  writes: 'Writes under load',
  'blog-shop': 'Blog and shop',
};
