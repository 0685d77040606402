/**
 * Counters per account or provider that hold across every instance (docs/decisions/037): failed
 * sign-ins of an account, password reset mails of an account, a provider's mails to addresses without
 * an account per day. They live in the database all instances share (table `rate_counters`), never in
 * a process's memory, so n instances do not give n times the limit. Limits per client address and
 * minute are @fastify/rate-limit's (Redis with REDIS_URL, app.ts).
 *
 * Each counter counts in a fixed window that starts with its first event (the window is not renewed by
 * later events, so steady guessing cannot keep it open past its end). What is counted (an e-mail
 * address, a device) is stored only as a hash in the key.
 */
import { createHash } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.js";
import { rateCounters } from "../db/schema.js";

/** A counter: its name (part of every key), its limit and the length of its window. */
export type CounterRule = { name: string; max: number; windowSeconds: number };

const keyOf = (rule: CounterRule, subject: string): string =>
  `${rule.name}:${createHash("sha256").update(subject).digest("base64url")}`;

/**
 * Counts one event for `subject` and returns the count in the current window, this event included.
 * Atomic: concurrent events on any instance each get their own count.
 */
export async function countEvent(db: Db, rule: CounterRule, subject: string): Promise<number> {
  const expiresAt = sql`now() + make_interval(secs => ${rule.windowSeconds})`;
  // Inside ON CONFLICT the bare table name means the row already stored (PostgreSQL INSERT docs).
  const isOver = sql`"rate_counters"."expires_at" <= now()`;
  const [row] = await db
    .insert(rateCounters)
    .values({ key: keyOf(rule, subject), count: 1, expires_at: expiresAt })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`CASE WHEN ${isOver} THEN 1 ELSE "rate_counters"."count" + 1 END`,
        expires_at: sql`CASE WHEN ${isOver} THEN excluded.expires_at ELSE "rate_counters"."expires_at" END`,
      },
    })
    .returning({ count: rateCounters.count });
  return row?.count ?? 1;
}

/** The count of `subject` in its current window (0 when none is open). */
export async function readCount(db: Db, rule: CounterRule, subject: string): Promise<number> {
  const [row] = await db
    .select({ count: rateCounters.count })
    .from(rateCounters)
    .where(and(eq(rateCounters.key, keyOf(rule, subject)), gt(rateCounters.expires_at, sql`now()`)))
    .limit(1);
  return row?.count ?? 0;
}

/** Ends the current window of `subject` (e.g. the owner proved who they are). */
export async function clearCount(db: Db, rule: CounterRule, subject: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.key, keyOf(rule, subject)));
}

/** How often windows that ran out are deleted. */
const CLEANUP_INTERVAL_MS = 15 * 60_000;

/**
 * Deletes counters whose window ran out, on start and every 15 minutes, so the table holds only open
 * windows. A failure (database away) is logged and tried again next time.
 */
export function registerCounterCleanup(app: FastifyInstance): void {
  const cleanUp = () =>
    app.db
      .delete(rateCounters)
      .where(lt(rateCounters.expires_at, sql`now()`))
      .catch((error: unknown) => app.log.warn({ err: error }, "could not delete expired counters"));
  const timer = setInterval(() => void cleanUp(), CLEANUP_INTERVAL_MS).unref();
  app.addHook("onReady", async () => void cleanUp());
  app.addHook("onClose", async () => clearInterval(timer));
}
