/**
 * A short-lived cache for public, anonymous reads (place and course lists, the map, tags, the home
 * search, and whole pages for visitors without a session): the same question within `ttlMs` is answered
 * from memory, and concurrent identical questions share one database query (single flight). Lists are
 * what every visitor asks first, and the embedded database answers one query at a time, so this keeps
 * them fast under load (issue "Discovery", bench).
 *
 * Freshness: every successful write through the API (any non-GET /api request answering < 400) empties
 * the cache of this process; writes elsewhere (other instances, scripts) show within `ttlMs`, the same
 * staleness /api/home already allows browsers (cache-control max-age=60).
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";

export type ReadCache = {
  /** The cached answer for `key`, or what `load` answers (then kept for ttlMs; failures are not kept). */
  get: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  /**
   * Whether an answer for `key` is worth keeping: it is kept already, or `key` was asked for before
   * within ttlMs (this call counts as asking). For answers most of which are asked for once, like the
   * texts of a search as it is typed: keeping those costs more than answering them.
   */
  isAskedAgain: (key: string) => boolean;
  /** Forgets everything. */
  clear: () => void;
};

declare module "fastify" {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    readCache: ReadCache;
    /** Few, large, position-independent match sets (modules/places/nearest.ts); emptied with readCache. */
    setCache: ReadCache;
    /** Pages prepared for visitors without a session (plugins/spa.ts); emptied with readCache. */
    pageCache: ReadCache;
    /**
     * The text search indexes of places and courses (lib/search-index.ts), built on the first search
     * after a write; emptied with readCache.
     */
    indexCache: ReadCache;
  }
}

/**
 * @param options.ttlMs how long an answer is given from memory
 * @param options.max entries kept; reaching it empties the cache (cheap, and rare at the sizes chosen)
 * @param options.staleMs how long after `ttlMs` an answer is still given, at once, while one load
 *   renews it in the background (stale-while-revalidate, as RFC 5861 describes for HTTP caches): the
 *   first caller after the time to live does not wait. 0 (the default) waits for the new load.
 */
export function createReadCache({
  ttlMs,
  max,
  staleMs = 0,
}: {
  ttlMs: number;
  max: number;
  staleMs?: number;
}): ReadCache {
  type Entry = { expires: number; value: Promise<unknown>; isRenewing: boolean };
  const entries = new Map<string, Entry>();
  /** Keys asked for without being kept (isAskedAgain), and until when that ask counts. */
  const asked = new Map<string, number>();
  const keep = (key: string, value: Promise<unknown>, now: number): Entry => {
    const entry = { expires: now + ttlMs, value, isRenewing: false };
    entries.set(key, entry);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry;
  };
  return {
    get: <T>(key: string, load: () => Promise<T>): Promise<T> => {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value as Promise<T>;
      if (hit && hit.expires + staleMs > now) {
        if (!hit.isRenewing) {
          hit.isRenewing = true;
          load().then(
            // Unless a clear came first: then the renewed answer may predate the write.
            (value) => entries.get(key) === hit && keep(key, Promise.resolve(value), Date.now()),
            () => (hit.isRenewing = false),
          );
        }
        return hit.value as Promise<T>;
      }
      if (entries.size >= max) entries.clear();
      return keep(key, load(), now).value as Promise<T>;
    },
    isAskedAgain: (key) => {
      const now = Date.now();
      if ((entries.get(key)?.expires ?? 0) + staleMs > now) return true;
      if ((asked.get(key) ?? 0) > now) {
        asked.delete(key);
        return true;
      }
      if (asked.size >= max) asked.clear();
      asked.set(key, now + ttlMs);
      return false;
    },
    // A load still running is forgotten too: its callers get its answer, later callers load anew.
    clear: () => {
      entries.clear();
      asked.clear();
    },
  };
}

/** Public list answers are kept this long. */
export const READ_CACHE_TTL_MS = 30_000;

/**
 * A match set holds up to NEAR_SET_MAX places (about 15 MB at most), so few are kept: enough for the
 * filter sets in use at one time, bounded even on a city of 50,000 places.
 */
const SET_CACHE_MAX = 16;

/** A page is up to ~200 kB of HTML with its compressed forms, so this bounds the page cache to ~25 MB. */
const PAGE_CACHE_MAX = 100;

/**
 * A kept page is answered at once for this long past its time to live while it is prepared anew, so a
 * visitor waits for a render (home: 20–90 ms) only after a write or a quiet spell. The price: the first
 * visitor after a quiet spell may see a change made outside the API (an import, a script) up to this
 * much later than the read cache alone would show it.
 */
const PAGE_STALE_MS = 5 * 60_000;

/** Search indexes (one each for places and courses). */
const INDEX_CACHE_MAX = 4;

/**
 * A search index is used for this long past its time to live while a new one is built, so no search
 * waits for a build (places: ~0.1–0.3 s) unless a write came first. The price: a change made outside
 * this process's API (another instance, a script) shows in text searches one search after the time to
 * live, like the read cache's answers.
 */
const INDEX_STALE_MS = 60 * 60_000;

/**
 * Decorates `app.readCache`, `app.setCache`, `app.pageCache` and `app.indexCache` and empties all four
 * after every successful API write.
 */
export function registerReadCache(app: FastifyInstance): void {
  const caches = [
    createReadCache({ ttlMs: READ_CACHE_TTL_MS, max: 2000 }),
    createReadCache({ ttlMs: READ_CACHE_TTL_MS, max: SET_CACHE_MAX }),
    createReadCache({ ttlMs: READ_CACHE_TTL_MS, max: PAGE_CACHE_MAX, staleMs: PAGE_STALE_MS }),
    createReadCache({ ttlMs: READ_CACHE_TTL_MS, max: INDEX_CACHE_MAX, staleMs: INDEX_STALE_MS }),
  ] as const;
  app.decorate("readCache", caches[0]);
  app.decorate("setCache", caches[1]);
  app.decorate("pageCache", caches[2]);
  app.decorate("indexCache", caches[3]);
  app.addHook("onResponse", async (request, reply) => {
    const isWrite = request.method !== "GET" && request.method !== "HEAD" && request.method !== "OPTIONS";
    if (isWrite && request.url.startsWith("/api/") && reply.statusCode < 400) {
      for (const cache of caches) cache.clear();
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
 * Answers from the read cache with JSON that was encoded through the route's response schema once,
 * when it was cached (so nothing undeclared leaks out), and compressed once too, instead of validating,
 * serialising and compressing the same answer on every request (the compression plugin leaves an
 * answer that already has a Content-Encoding alone).
 */
export async function replyCached<S extends z.ZodType>(
  reply: FastifyReply,
  options: {
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
  if (options.isKeptWhenAskedAgain && !reply.server.readCache.isAskedAgain(options.key)) {
    return replyJson(reply, JSON.stringify(z.encode(options.schema, await options.load())));
  }
  const answer = await reply.server.readCache.get(options.key, async () =>
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
 * Answers with JSON the route wrote itself, past the response schema's serializer: only for answers
 * built from declared fields alone, with a test holding them to the schema (e.g. places/routes.ts).
 */
export function replyJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type(JSON_TYPE).send(json);
}
