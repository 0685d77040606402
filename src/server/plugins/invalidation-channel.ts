/**
 * Carries cache invalidations between the instances that share one PostgreSQL (decision 025): each
 * instance publishes the topics its writes change with `NOTIFY luett_invalidate` and empties its caches
 * of the topics the others publish, so a post created on one instance shows on all within moments
 * instead of after the caches' time to live. PostgreSQL delivers a notification to every listening
 * session, no further service needed (https://www.postgresql.org/docs/current/sql-notify.html).
 *
 * Listening takes one connection of its own (a pooled one would be handed back between queries); when
 * it drops, it is opened again with a growing pause, and then every cache is emptied, because what the
 * others published meanwhile is lost. PGlite runs in one process and needs none of this.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { TOPICS, type Topic } from "./write-topics.js";

const CHANNEL = "luett_invalidate";

/** Pause before opening the listening connection again: doubles from the first to the last. */
const RETRY_FIRST_MS = 500;
const RETRY_LAST_MS = 30_000;

/** `<sender id> <topic>,<topic>…`: the sender skips its own (it emptied its caches when it wrote). */
const toPayload = (sender: string, topics: readonly Topic[]) => `${sender} ${topics.join(",")}`;

function fromPayload(payload: string): { sender: string; topics: Topic[] } {
  const [sender = "", list = ""] = payload.split(" ");
  return { sender, topics: list.split(",").filter((name): name is Topic => TOPICS.includes(name as Topic)) };
}

/**
 * Listens on the channel from the app's start to its close, calling `onTopics` with the topics other
 * instances publish (every topic after a lost connection).
 * @returns publish: sends topics to the other instances (failures are logged, the write stands)
 */
export function openInvalidationChannel(
  app: FastifyInstance,
  options: { databaseUrl: string; onTopics: (topics: readonly Topic[]) => void },
): { publish: (topics: readonly Topic[]) => void } {
  const sender = randomUUID();
  let client: pg.Client | undefined;
  let isClosed = false;
  let hasListened = false;
  let retryMs = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const retry = (failed: pg.Client, error?: unknown) => {
    if (isClosed || client !== failed) return;
    client = undefined;
    app.log.warn({ err: error }, "cache invalidation channel lost; opening it again");
    failed.end().catch(() => undefined);
    retryMs = Math.min(Math.max(retryMs * 2, RETRY_FIRST_MS), RETRY_LAST_MS);
    retryTimer = setTimeout(() => void listen(), retryMs);
  };

  const listen = async () => {
    const { default: pgModule } = await import("pg");
    const next = new pgModule.Client({ connectionString: options.databaseUrl });
    client = next;
    next.on("notification", (message) => {
      const { sender: from, topics } = fromPayload(message.payload ?? "");
      if (from !== sender && topics.length > 0) options.onTopics(topics);
    });
    next.on("error", (error) => retry(next, error));
    next.on("end", () => retry(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      retry(next, error);
      return;
    }
    if (hasListened) options.onTopics(TOPICS);
    hasListened = true;
    retryMs = 0;
  };

  app.addHook("onReady", listen);
  app.addHook("onClose", async () => {
    isClosed = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => undefined);
  });
  return {
    publish: (topics) => {
      app.db
        .execute(sql`select pg_notify(${CHANNEL}, ${toPayload(sender, topics)})`)
        .catch((error: unknown) => {
          app.log.warn({ err: error }, "cache invalidation not published");
        });
    },
  };
}
