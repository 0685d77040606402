/**
 * Counts place page views for the admin dashboard's "Orte ohne Fakten" (decision 019: the most-viewed
 * places lacking facts). A successful GET of the page `/places/:id` (a first visit, rendered by the
 * server) or of `/api/places/:id` (a visit within the app) counts one; the page's own read of it
 * (plugins/spa.ts `PAGE_READ_HEADER`) does not. Counts wait in memory and are
 * added to `places.view_count` in one statement every `flushMs` and when the server closes: a view
 * costs no database write of its own, and — not being an API write — empties no cache
 * (plugins/read-cache.ts). Counts of a flush that fails (database away) are kept for the next one.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { places } from "#server/db/schema.js";
import { PAGE_READ_HEADER } from "#server/plugins/spa.js";

const PLACE_VIEW =
  /^\/(?:api\/)?places\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\?|$)/i;

declare module "fastify" {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Adds the views counted so far to places.view_count now (tests; the timer does it otherwise). */
    flushPlaceViews: () => Promise<void>;
  }
}

/** Registers the counting hook, the flush timer (unref'd) and the last flush before the server closes. */
export function registerPlaceViewCounter(app: FastifyInstance, options: { flushMs?: number } = {}): void {
  const pending = new Map<string, number>();
  const flush = async () => {
    if (pending.size === 0) return;
    const counts = [...pending];
    pending.clear();
    try {
      const rows = sql.join(
        counts.map(([id, views]) => sql`(${id}::uuid, ${views}::int)`),
        sql`, `,
      );
      await app.db.execute(
        sql`UPDATE ${places} SET view_count = ${places.view_count} + counted.views FROM (VALUES ${rows}) AS counted(id, views) WHERE ${places.id} = counted.id`,
      );
    } catch (error) {
      for (const [id, views] of counts) pending.set(id, (pending.get(id) ?? 0) + views);
      app.log.warn({ err: error }, "place views not saved yet");
    }
  };
  app.decorate("flushPlaceViews", flush);
  app.addHook("onResponse", async (request, reply) => {
    if (request.method !== "GET" || reply.statusCode !== 200 || request.headers[PAGE_READ_HEADER]) return;
    const id = PLACE_VIEW.exec(request.url)?.[1]?.toLowerCase();
    if (id) pending.set(id, (pending.get(id) ?? 0) + 1);
  });
  const timer = setInterval(() => void flush(), options.flushMs ?? 60_000);
  timer.unref();
  // preClose: before the database plugin's onClose ends the connection.
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await flush();
  });
}
