/**
 * Public answers to visitors served from memory (lib/response-cache.ts), with
 * ETags: the catalogue's (lists and animal pages, `app.catalogueCache`), the
 * blog's (list, posts and taxonomy, `app.blogCache`) and the shop's (its
 * products, `app.shopCache`), caches made by one factory (`answerCache`) that
 * differ in what empties them. A route
 * opts in with `onRequest: app.catalogueCache.serve()` and ends its handler
 * with `app.catalogueCache.send(request, reply, items)` (likewise blogCache).
 * A list may also keep its total per combination of filters
 * (`app.catalogueCache.totals(request)`), forgotten with the answers.
 *
 * Every answer of a cached route says where it came from in `x-cache`: `hit`
 * (from memory, 304s included) or `miss` (computed now, whether kept or not,
 * such as a shelter member's own answer). The benchmarks read it for the hit
 * rate of a mix of requests.
 *
 * Who gets the cached answer: whoever would get the same bytes as a guest.
 * For the catalogue, a signed-in person who belongs to no shelter and is not
 * staff (members see chip numbers, members and staff see whether staff hid
 * an announcement); for the blog, anyone but staff (who see drafts). The
 * route's authentication (its first onRequest hook) has run by then, so a bad
 * token is still refused; a route without `auth` answers everyone alike.
 *
 * The blog's cache is emptied when its triggers say a post or a comment
 * changed (migration 0013, 'blog'), after this process's own successful
 * writes under /blog/api/ (and to an account, whose name and photo a byline
 * or a comment shows), and when the next scheduled post goes public.
 *
 * The shop's is emptied when its trigger says a product changed (migration
 * 0019, 'shop': staff's edits, and the stock a checkout takes or gives back),
 * and after this process's own successful writes under /shop/api/ but the
 * cart's. Staff (who see every state) get their own answers.
 *
 * The catalogue's is emptied:
 * - when the database says the catalogue changed: triggers on pets, their
 *   photos and shelters NOTIFY every process (migration 0005, received through
 *   app.realtime), also when the change came from another process, a seed or
 *   a script; and whenever that channel may have missed notifications;
 * - at once, before the answer leaves, after a successful write request of
 *   this process that may change what the catalogue shows (announcements,
 *   shelters, staff's actions, an adoption request's move that may change its
 *   animal's state, an account's deletion that may take an empty shelter with
 *   it), so its author never reads the old version (the notification arrives
 *   a moment later). Other writes (favourites, chat, reports, applying for an
 *   animal) leave it alone: at a busy hour they would empty it all the time;
 * - when the next announcement expires (the catalogue changes by the clock),
 *   and after a minute at most (view counts of other processes).
 *
 * Every answer says it varies with Authorization and Accept-Encoding; invalid
 * requests and errors are never cached.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { asksCompatibilityOrder } from '@huella/shared/schemas/catalogue-query';
import { acceptedEncoding, COMPRESS_FROM_BYTES, compressBody } from '../lib/encoding';
import { BLOG_CHANGED, CATALOGUE_CHANGED, SHOP_CHANGED } from '../lib/realtime';
import {
  ResponseCache,
  type CachedAnswer,
  type ClockedTotal,
  type SharedValue,
} from '../lib/response-cache';
import { serializedBytes } from '../lib/response-serializer';
import type { AuthUser } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
    blogCache: AnswerCache;
    shopCache: AnswerCache;
  }
}

export interface CatalogueCacheOptions {
  /** When the next listed announcement expires (null: none does). */
  nextExpiry(): Promise<Date | null>;
  /**
   * The catalogue's data changed (a notification, or this process's write that
   * may change it): told before the new answers are computed (db/replica.ts).
   */
  onChange?(): void;
  /** Tests turn it off to read the database every time. */
  enabled?: boolean;
}

export interface BlogCacheOptions {
  /** When the next scheduled post goes public (null: none is scheduled). */
  nextScheduled(): Promise<Date | null>;
  /** Tests turn it off to read the database every time. */
  enabled?: boolean;
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface AnswerCache {
  /**
   * The route's onRequest hook: answers from memory (or 304) when it can, and
   * only if `mayAnswer` agrees (the animal page must count a new visitor's view).
   */
  serve(mayAnswer?: (request: FastifyRequest) => boolean): Hook;
  /** Serializes the handler's result with the route's schema, keeps it when cacheable, sends it. */
  send(request: FastifyRequest, reply: FastifyReply, result: unknown): FastifyReply;
  /**
   * The totals of this request's lists, kept by key (a combination of
   * filters) under the cache's rules: read before the request reads the
   * database, so a total counted from data older than a change is not kept.
   */
  totals(request: FastifyRequest): Promise<Totals>;
  /** Forgets one answer (an animal page whose view count just changed). */
  forget(key: string): void;
  clear(): void;
}

export interface Totals {
  /**
   * The total kept under `key`, or `count()`'s, kept for the next requests
   * (until the count's `until`, if it says one). Requests that miss the same
   * key at once share one count.
   */
  of(key: string, count: () => Promise<number | ClockedTotal>): Promise<number>;
  /**
   * A value made from the data for many requests (what totals are counted
   * from), kept under the same rules: undefined until it has been asked for
   * `after` times since the data last changed, then made once and shared
   * (ResponseCache.sharedValue).
   */
  shared<T>(
    key: string,
    make: () => Promise<T>,
    after: number,
  ): Promise<SharedValue<T>> | undefined;
}

export interface CatalogueCache extends AnswerCache {
  /** The cache keys of an animal's pages (Animal and Pet shapes). */
  animalKeys(id: number): string[];
}

const totalOf = (counted: number | ClockedTotal) =>
  typeof counted === 'number' ? counted : counted.total;

/**
 * Who sees the public catalogue exactly as a guest does: no shelter's member
 * (who sees chip numbers), not staff (who see what they hid).
 */
export const seesAsGuest = (user: AuthUser | null | undefined): boolean =>
  !user || (!user.isStaff && user.shelterIds.length === 0);

/** Totals kept nowhere: every request counts. */
export const NO_TOTALS: Totals = {
  of: async (_key, count) => totalOf(await count()),
  shared: () => undefined,
};

const MAX_BYTES = 32 * 1024 * 1024;
const MAX_AGE_MS = 60_000;
/** Headers set by the handler that belong to the answer. */
const ANSWER_HEADERS = ['x-total-count', 'link', 'cache-control'];
/** A write request (its method and URL): whether it may change what a cache answers. */
type WriteTest = (method: string, url: string) => boolean;

/** Announcements, shelters and staff's actions on them (hiding, suspending, verifying…). */
const CATALOGUE_PATHS = /^\/(pets\/api\/|shelters\/api\/shelters\/|staff\/api\/)/;
/**
 * The moves of an adoption request that may change its animal's state
 * (modules/adoption-requests: accepting reserves it, completing adopts it,
 * rejecting or withdrawing an accepted one puts it back); applying and
 * reviewing do not.
 */
const ADOPTION_MOVES =
  /^\/adoptions\/api\/requests\/\d+\/(accept|complete|reject|withdraw)\/?(\?|$)/;
/** The account itself (a deleted account takes an empty shelter of its own with it). */
const OWN_ACCOUNT = /^\/users\/api\/users\/me\/?(\?|$)/;
const catalogueWrites: WriteTest = (method, url) =>
  CATALOGUE_PATHS.test(url) ||
  ADOPTION_MOVES.test(url) ||
  (method === 'DELETE' && OWN_ACCOUNT.test(url));

/** The blog, and accounts: a byline's or a comment's name and photo come from them. */
const BLOG_PATHS = /^\/blog\/api\//;
const ACCOUNT = /^\/users\/api\/users\/(me|\d+)\/?(avatar\/?)?(\?|$)/;
const blogWrites: WriteTest = (_method, url) => BLOG_PATHS.test(url) || ACCOUNT.test(url);
/** The shop's products, its orders (stock) and staff's shop screens; not a cart. */
const SHOP_PATHS = /^\/shop\/api\/(?!cart\/)/;
const shopWrites: WriteTest = (_method, url) => SHOP_PATHS.test(url);
const JSON_TYPE = 'application/json; charset=utf-8';
/** A signed-in member may see more (a shelter's chip numbers) than the guest's cached answer. */
const CATALOGUE_VARY = 'authorization, accept-encoding';

interface Pending {
  key: string;
  generation: number;
  release?: () => void;
}

/** `/api/animals/12/` and `/api/animals/12` are the same page; any query string is the key. */
const ANIMAL_PATH = /^\/api\/animals\/(\d{1,9})\/?$/;
const PET_PATH = /^\/pets\/api\/pets\/(\d{1,9})\/?$/;

/** What makes one cache differ from another. */
interface AnswerCacheSetup {
  /** The plugin's name and the app's property (`app.catalogueCache`). */
  name: 'catalogueCache' | 'blogCache' | 'shopCache';
  /** Which writes of this process may change the answers. */
  writes: WriteTest;
  /** Whether a request's answer is the guest's (request.user is set by then). */
  seesAsGuest(request: FastifyRequest): boolean;
  /** The realtime payload of the database's triggers (lib/realtime.ts). */
  changed: string;
  /** When the answers next change by the clock alone (null: they do not). */
  nextChange(): Promise<Date | null>;
  /** Told when the data changed (not when the clock alone did). */
  onChange?(): void;
  /** The cache key of a request (its URL unless said otherwise). */
  keyOf?(request: FastifyRequest): string;
  enabled?: boolean;
}

/** Makes one answer cache: its hooks on the app, its `serve`/`send`. */
function answerCache(app: FastifyInstance, setup: AnswerCacheSetup): AnswerCache {
  const cache = new ResponseCache({ maxBytes: MAX_BYTES, maxAgeMs: MAX_AGE_MS });
  const pending = new WeakMap<FastifyRequest, Pending>();
  /** Totals being counted, so that requests missing one at once share the count. */
  const counting = new Map<string, { generation: number; total: Promise<number> }>();
  const enabled = setup.enabled ?? true;
  const keyOf = setup.keyOf ?? ((request: FastifyRequest) => request.url);
  let horizonOf: { generation: number; ready: Promise<void> } | null = null;

  /** Learns, once per generation, when the answers next change by the clock. */
  function ensureHorizon(generation: number): Promise<void> {
    if (horizonOf?.generation === generation) return horizonOf.ready;
    const ready = setup.nextChange().then(
      (next) => cache.setHorizon(generation, next ? next.getTime() : Number.POSITIVE_INFINITY),
      (error: unknown) => {
        // Without a horizon nothing may be kept: a new generation refuses it all.
        app.log.warn({ err: error }, `${setup.name}: could not read the next change`);
        horizonOf = null;
        cache.clear();
      },
    );
    horizonOf = { generation, ready };
    return ready;
  }

  function reply304OrSend(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
    reply.header('etag', answer.etag).header('vary', CATALOGUE_VARY).header('x-cache', 'hit');
    for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
    if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
    reply.type(JSON_TYPE);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding || answer.body.length < COMPRESS_FROM_BYTES) return reply.send(answer.body);
    // Compressed once per answer and encoding; the compression plugin leaves encoded bodies alone.
    const encoded = (answer.encoded[encoding] ??= compressBody(answer.body, encoding));
    return reply.header('content-encoding', encoding).send(encoded);
  }

  const answers: AnswerCache = {
    serve: (mayAnswer = () => true) =>
      async function serveCached(request: FastifyRequest, reply: FastifyReply) {
        if (!enabled || !setup.seesAsGuest(request)) return;
        const key = keyOf(request);
        let answer = mayAnswer(request) ? cache.get(key) : undefined;
        if (!answer) {
          const release = await cache.claim(key);
          answer = release || !mayAnswer(request) ? undefined : cache.get(key);
          if (!answer) {
            const generation = cache.current();
            pending.set(request, { key, generation, release: release ?? undefined });
            await ensureHorizon(generation);
            return;
          }
        }
        await reply304OrSend(request, reply, answer);
      },

    send(request, reply, result) {
      const body = serializedBytes(reply, result);
      const turn = pending.get(request);
      if (turn && reply.statusCode === 200) {
        const headers: Record<string, string> = {};
        for (const name of ANSWER_HEADERS) {
          const value = reply.getHeader(name);
          if (typeof value === 'string') headers[name] = value;
        }
        const answer = cache.set(turn.key, turn.generation, { body, headers });
        reply.header('etag', answer.etag).header('vary', CATALOGUE_VARY).header('x-cache', 'miss');
        // Counted afresh, and the same as the copy the client holds.
        if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
      }
      return reply
        .type(JSON_TYPE)
        .header('vary', CATALOGUE_VARY)
        .header('x-cache', 'miss')
        .send(body);
    },

    async totals(request) {
      const generation = pending.get(request)?.generation ?? cache.current();
      if (!enabled) return NO_TOTALS;
      await ensureHorizon(generation);
      return {
        of: async (key, count) => {
          const known = cache.total(key);
          if (known !== undefined) return known;
          // Counted in this generation by another request just now: share it.
          const running = counting.get(key);
          if (running?.generation === generation) return running.total;
          const counted = count();
          const total = counted.then(totalOf);
          // Its failure reaches this request through `counted`, and any sharer through its own await.
          total.catch(() => {});
          counting.set(key, { generation, total });
          try {
            const value = await counted;
            if (typeof value === 'number') cache.setTotal(key, generation, value);
            else cache.setTotal(key, generation, value.total, value.until);
            return totalOf(value);
          } finally {
            if (counting.get(key)?.total === total) counting.delete(key);
          }
        },
        shared: (key, make, after) => cache.sharedValue(key, generation, make, after),
      };
    },

    forget: (key) => cache.delete(key),
    clear: () => cache.clear(),
  };

  function dataChanged() {
    setup.onChange?.();
    cache.clear();
  }

  // A request that missed ends its turn however it ends, so that waiters go on.
  // (Hooks on every request take a callback: no promise to make and settle.)
  const endTurn = (request: FastifyRequest) => pending.get(request)?.release?.();
  app.addHook('onResponse', (request, _reply, done) => {
    endTurn(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    endTurn(request);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    if (write && reply.statusCode < 400 && setup.writes(request.method, request.url)) dataChanged();
    done(null, payload);
  });

  app.addHook('onReady', async () => {
    app.realtime.onChange(setup.changed, dataChanged);
  });

  return answers;
}

export default fp<CatalogueCacheOptions>(
  async (app, options) => {
    const answers = answerCache(app, {
      name: 'catalogueCache',
      writes: catalogueWrites,
      // The order by compatibility is the asker's own: never served from or kept in memory.
      seesAsGuest: ({ user, query }) => seesAsGuest(user) && !asksCompatibilityOrder(query),
      onChange: options.onChange,
      changed: CATALOGUE_CHANGED,
      nextChange: options.nextExpiry,
      keyOf: (request) => {
        const animal = ANIMAL_PATH.exec(request.url);
        if (animal) return `animal:${animal[1]}`;
        const pet = PET_PATH.exec(request.url);
        return pet ? `pet:${pet[1]}` : request.url;
      },
      enabled: options.enabled,
    });
    app.decorate('catalogueCache', {
      ...answers,
      animalKeys: (id: number) => [`animal:${id}`, `pet:${id}`],
    });
  },
  { name: 'catalogue-cache', dependencies: ['realtime'] },
);

/** The blog's answers to guests (list, posts, taxonomy), emptied when a post or a comment changes. */
export const blogCachePlugin = fp<BlogCacheOptions>(
  async (app, options) => {
    app.decorate(
      'blogCache',
      answerCache(app, {
        name: 'blogCache',
        writes: blogWrites,
        seesAsGuest: ({ user }) => !user?.isStaff,
        changed: BLOG_CHANGED,
        nextChange: options.nextScheduled,
        enabled: options.enabled,
      }),
    );
  },
  { name: 'blog-cache', dependencies: ['realtime'] },
);

/** The shop's products as visitors see them, emptied when a product changes. */
export const shopCachePlugin = fp<{ enabled?: boolean }>(
  async (app, options) => {
    app.decorate(
      'shopCache',
      answerCache(app, {
        name: 'shopCache',
        writes: shopWrites,
        seesAsGuest: ({ user }) => !user?.isStaff,
        changed: SHOP_CHANGED,
        // Only a write publishes or withdraws a product.
        nextChange: () => Promise.resolve(null),
        enabled: options.enabled,
      }),
    );
  },
  { name: 'shop-cache', dependencies: ['realtime'] },
);
