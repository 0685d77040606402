/**
 * Caches for public, anonymous reads (place and course lists, the map, tags, the home search, and whole
 * pages for visitors without a session), built on lru-cache (decision 025): the same question within
 * `ttlMs` is answered from memory, concurrent identical questions share one load (lru-cache's `fetch`),
 * and the least recently used answers make room for new ones. Lists are what every visitor asks first,
 * and the embedded database answers one query at a time, so this keeps them fast under load (decision 008,
 * bench/README.md).
 *
 * Freshness: every cache depends on topics (places, courses, posts, tags, home); a successful API write
 * empties the caches of the topics its route names in its options (`config.topics`, write-topics.ts),
 * in this process at once and in the other instances on the same PostgreSQL through LISTEN/NOTIFY
 * (invalidation-channel.ts). A sign-in or a favourite names no topic and empties nothing. Writes past
 * the API (scripts) show within `ttlMs`.
 *
 * The caches of one app are found by its database handle (`app.db`), so a service module owns the
 * caches of its data (defineReadCache) without a cache being passed to it, and two apps in one process
 * (tests) keep theirs apart.
 */
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply } from "fastify";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { openInvalidationChannel } from "./invalidation-channel.js";
import { TOPICS, type Topic } from "./write-topics.js";

export type { Topic } from "./write-topics.js";

export type ReadCache = {
  /** The cached answer for `key`, or what `load` answers (then kept for ttlMs; failures are not kept). */
  get: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  /**
   * Whether an answer for `key` is worth keeping: it is kept already, or `key` was asked for before
   * within ttlMs (this call counts as asking). For answers most of which are asked for once, like the
   * texts of a search as it is typed: keeping those costs more than answering them, and a flood of
   * distinct texts must not push the popular answers out (decision 015).
   */
  isAskedAgain: (key: string) => boolean;
  /** Forgets everything; a load still running answers its callers but is not kept. */
  clear: () => void;
};

declare module "fastify" {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Pages prepared for visitors without a session (plugins/spa.ts); emptied by every topic. */
    pageCache: ReadCache;
    /**
     * Empties the caches that depend on `topics`, here and (on PostgreSQL) in every other instance.
     * For writes the API's write hook does not see (route topics, write-topics.ts), and for tests
     * that write past the API.
     */
    invalidate: (topics: readonly Topic[]) => void;
  }
}

export type ReadCacheOptions = {
  /** how long an answer is given from memory */
  ttlMs: number;
  /** entries kept; past it the least recently used one is dropped */
  max: number;
  /**
   * how long after `ttlMs` an answer is still given, at once, while one load renews it in the
   * background (stale-while-revalidate, as RFC 5861 describes for HTTP caches): the first caller after
   * the time to live does not wait. 0 (the default) waits for the new load.
   */
  staleMs?: number;
};

type Load = () => Promise<unknown>;

/** A cache on its own (tests, and what defineReadCache makes per app). */
export function createReadCache({ ttlMs, max, staleMs = 0 }: ReadCacheOptions): ReadCache {
  const entries = new LRUCache<string, NonNullable<unknown>, Load>({
    max,
    ttl: ttlMs,
    allowStale: staleMs > 0,
    // A failed renewal keeps the old answer (it is still stale, so the next ask tries again).
    noDeleteOnFetchRejection: true,
    // A clear (a write) aborts the loads running: their callers still get the answer, which is not
    // kept because lru-cache only stores a load's answer into the slot it started from.
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => context() as Promise<NonNullable<unknown>>,
  });
  /** Keys asked for once without being kept (isAskedAgain), forgotten after ttlMs or when crowded out. */
  const asked = new LRUCache<string, true>({ max, ttl: ttlMs });
  return {
    get: async <T>(key: string, load: () => Promise<T>): Promise<T> => {
      // Past the stale window an answer is too old to give even once more.
      if (entries.getRemainingTTL(key) < -staleMs) entries.delete(key);
      // An answer of undefined is given but not kept (lru-cache keeps none).
      return (await entries.fetch(key, { context: load })) as T;
    },
    isAskedAgain: (key) => {
      const remainingMs = entries.getRemainingTTL(key);
      if (entries.has(key) || (remainingMs < 0 && remainingMs >= -staleMs)) return true;
      if (asked.has(key)) {
        asked.delete(key);
        return true;
      }
      asked.set(key, true);
      return false;
    },
    clear: () => {
      entries.clear();
      asked.clear();
    },
  };
}

/** The caches of each app, by its database handle, with the topics each depends on. */
const cachesByDatabase = new WeakMap<object, { topics: readonly Topic[]; cache: ReadCache }[]>();

/** A cache definition: the app's cache for its database handle (`app.db`), made on first use. */
export type ReadCacheOf = (db: object) => ReadCache;

/**
 * Defines a cache owned by the module that declares it: one per app, emptied when any of `topics`
 * changes. A module-level constant, e.g. `const cardFacts = defineReadCache({ topics: ["places"], … })`,
 * used as `cardFacts(db).get(key, load)`.
 */
export function defineReadCache(options: ReadCacheOptions & { topics: readonly Topic[] }): ReadCacheOf {
  const perDatabase = new WeakMap<object, ReadCache>();
  return (db) => {
    let cache = perDatabase.get(db);
    if (!cache) {
      cache = createReadCache(options);
      perDatabase.set(db, cache);
      cachesByDatabase.set(db, [...(cachesByDatabase.get(db) ?? []), { topics: options.topics, cache }]);
    }
    return cache;
  };
}

/** Empties this process's caches of the app on `db` that depend on any of `topics`. */
export function clearTopics(db: object, topics: readonly Topic[]): void {
  for (const entry of cachesByDatabase.get(db) ?? []) {
    if (entry.topics.some((topic) => topics.includes(topic))) entry.cache.clear();
  }
}

/** Public list answers are kept this long. */
export const READ_CACHE_TTL_MS = 30_000;

/** A page is up to ~200 kB of HTML with its compressed forms, so this bounds the page cache to ~25 MB. */
const PAGE_CACHE_MAX = 100;

/**
 * A kept page is answered at once for this long past its time to live while it is prepared anew, so a
 * visitor waits for a render (home: 20–90 ms) only after a write or a quiet spell. The price: the first
 * visitor after a quiet spell may see a change made outside the API (an import, a script) up to this
 * much later than the read cache alone would show it.
 */
const PAGE_STALE_MS = 5 * 60_000;

const pageCache = defineReadCache({
  topics: TOPICS,
  ttlMs: READ_CACHE_TTL_MS,
  max: PAGE_CACHE_MAX,
  staleMs: PAGE_STALE_MS,
});

/** Write routes under /api that name no topics, per app (write-topics test). */
const unlistedByServer = new WeakMap<object, string[]>();

/** The write routes of the app that name no topics (`config.topics`): they empty every cache. */
export const unlistedWriteRoutes = (app: { server: object }): readonly string[] =>
  unlistedByServer.get(app.server) ?? [];

const isWrite = (method: string) => !["GET", "HEAD", "OPTIONS"].includes(method);

/**
 * Decorates `app.pageCache` and `app.invalidate`, and empties the caches of the topics a successful
 * API write's route names (`config.topics`, write-topics.ts). With `databaseUrl` (PostgreSQL) the
 * topics also travel to the other instances on that database, and theirs to this one
 * (invalidation-channel.ts).
 */
export function registerReadCache(app: FastifyInstance, options: { databaseUrl: string | undefined }): void {
  const unlisted: string[] = [];
  unlistedByServer.set(app.server, unlisted);
  app.decorate("pageCache", pageCache(app.db));
  const channel =
    options.databaseUrl === undefined
      ? undefined
      : openInvalidationChannel(app, {
          databaseUrl: options.databaseUrl,
          onTopics: (topics) => clearTopics(app.db, topics),
        });
  app.decorate("invalidate", (topics: readonly Topic[]) => {
    if (topics.length === 0) return;
    clearTopics(app.db, topics);
    channel?.publish(topics);
  });
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (isWrite(method) && route.url.startsWith("/api/") && !route.config?.topics) {
        unlisted.push(`${method} ${route.url}`);
      }
    }
  });
  app.addHook("onResponse", async (request, reply) => {
    const url = request.routeOptions.url;
    if (isWrite(request.method) && url?.startsWith("/api/") && reply.statusCode < 400) {
      app.invalidate(request.routeOptions.config.topics ?? TOPICS);
    }
  });
}

/** A cached answer: its body and, from the compression plugin's 1 kB threshold on, that body compressed. */
export type CachedAnswer = { body: string; br?: Buffer; gzip?: Buffer };

const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Compresses once for every request the cache answers, so more thoroughly than the compression plugin
 * does per request (brotli quality 7), and on libuv's thread pool rather than the event loop, so the
 * requests answered meanwhile do not wait for it.
 */
export async function toCachedAnswer(body: string): Promise<CachedAnswer> {
  if (Buffer.byteLength(body) < COMPRESS_MIN_BYTES) return { body };
  const [br, gzip] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 7 } }),
    gzipped(body),
  ]);
  return { body, br, gzip };
}

/**
 * The compressed form to answer with for an Accept-Encoding header: brotli, else gzip, else none.
 * An encoding with `q=0` counts as refused.
 */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.split(";").map((item) => item.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith("q="));
    if (quality === undefined || Number(quality.slice(2)) > 0) accepted.add(name);
  }
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : undefined;
}

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Answers from a read cache with JSON that was encoded through the route's response schema once,
 * when it was cached (so nothing undeclared leaks out), and compressed once too, instead of validating,
 * serialising and compressing the same answer on every request (the compression plugin leaves an
 * answer that already has a Content-Encoding alone).
 */
export async function replyCached<S extends z.ZodType>(
  reply: FastifyReply,
  options: {
    /** The route's answer cache (defineReadCache), which says the topics the answer depends on. */
    cache: ReadCacheOf;
    key: string;
    schema: S;
    load: () => Promise<z.output<S>>;
    /**
     * Keep the answer only when it is asked for again (ReadCache.isAskedAgain); until then it is
     * answered as it is loaded, compressed per request by the compression plugin (if at all).
     */
    isKeptWhenAskedAgain?: boolean;
  },
): Promise<FastifyReply> {
  const cache = options.cache(reply.server.db);
  if (options.isKeptWhenAskedAgain && !cache.isAskedAgain(options.key)) {
    return replyJson(reply, JSON.stringify(z.encode(options.schema, await options.load())));
  }
  const answer = await cache.get(options.key, async () =>
    toCachedAnswer(JSON.stringify(z.encode(options.schema, await options.load()))),
  );
  return replyCompressed(reply.type(JSON_TYPE), answer);
}

/**
 * Sends a cached answer compressed the way the request accepts (else as it is), adding Accept-Encoding
 * to the answer's Vary header. The content type is the caller's to set.
 */
export function replyCompressed(reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  const encoding = pickEncoding(reply.request.headers["accept-encoding"]);
  const compressed = encoding && answer[encoding];
  if (!compressed) return reply.send(answer.body);
  const vary = reply.getHeader("vary");
  reply
    .header("content-encoding", encoding)
    .header("vary", vary ? `${String(vary)}, accept-encoding` : "accept-encoding");
  return reply.send(compressed);
}

/**
 * Answers written per request (replyJson) up to this size are compressed in one call on the event loop
 * (a page of 100 cards is ~42 kB: ~0.2 ms); larger ones are left to the compression plugin, which
 * streams them through libuv's thread pool.
 */
const COMPRESS_AT_ONCE_MAX_BYTES = 64 * 1024;

/**
 * Compresses an answer written per request in one call: brotli at its quickest quality with the size
 * given up front, else gzip. The compression plugin's stream (a transform stream, a pipeline, a trip
 * to the thread pool) cost several times the compressing itself on a page of 20 cards (8 kB): the
 * bench's text search near a position answered 2,032 requests/s that way, 4,696 like this
 * (bench/README.md). Quality 1 takes ~32 µs there against ~80 µs for quality 5, for 1.6 kB instead of
 * 1.4 kB: both one TCP segment.
 */
function compressAtOnce(body: string, encoding: "br" | "gzip", bytes: number): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: bytes },
      })
    : gzipSync(body);
}

/**
 * Answers with JSON the route wrote itself, past the response schema's serializer: only for answers
 * built from declared fields alone, with a test holding them to the schema (e.g. places/routes.ts).
 * Compressed as the request accepts (compressAtOnce), like a cached answer (replyCompressed).
 */
export function replyJson(reply: FastifyReply, json: string): FastifyReply {
  reply.type(JSON_TYPE);
  const bytes = Buffer.byteLength(json);
  const encoding =
    bytes >= COMPRESS_MIN_BYTES && bytes <= COMPRESS_AT_ONCE_MAX_BYTES
      ? pickEncoding(reply.request.headers["accept-encoding"])
      : undefined;
  if (!encoding) return reply.send(json);
  return replyCompressed(reply, { body: json, [encoding]: compressAtOnce(json, encoding, bytes) });
}
