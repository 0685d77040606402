/**
 * The limits per client address (@fastify/rate-limit): 600 requests a minute for everything, and the
 * tighter route limits (sign-in, messages to participants …) that inherit its store and allow list.
 * With REDIS_URL the counts live in Redis, so every instance counts the same requests (README "Running
 * more than one instance"; docs/decisions/037); without it in this process's memory, right for one
 * instance. Limits per account or provider are not counted here but in the database (lib/counters.ts).
 */
import proxyAddr from "@fastify/proxy-addr";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { AppConfig } from "../config.js";

/** Requests per client address and minute, across the whole app. */
export const GLOBAL_RATE_LIMIT = 600;

/**
 * A Redis connection tuned for limits (the plugin's README: ioredis's defaults wait too long): a
 * command fails after one reconnect instead of queueing, so a request never hangs on a Redis that is
 * away. The first error of an outage is logged, and the return.
 */
function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  let isDown = false;
  redis.on("error", (error: Error) => {
    if (isDown) return;
    isDown = true;
    app.log.warn({ err: error }, "Redis is not reachable: rate limits per address are not counted");
  });
  redis.on("ready", () => {
    if (isDown) app.log.info("Redis is reachable again");
    isDown = false;
  });
  app.addHook("onClose", async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

export async function registerRateLimit(app: FastifyInstance, config: AppConfig): Promise<void> {
  // Route limits inherit this allow list; loopback is on it only outside production.
  const isExempt = proxyAddr.compile(config.rateLimitAllow);
  await app.register(rateLimit, {
    max: GLOBAL_RATE_LIMIT,
    timeWindow: "1 minute",
    allowList: (request) => isExempt(request.ip, 0),
    ...(config.redisUrl
      ? {
          redis: connectRedis(app, config.redisUrl),
          nameSpace: "luett-rate-limit:",
          // While Redis is away, requests are served without these limits rather than refused; the
          // limits per account (database) still hold.
          skipOnError: true,
        }
      : {}),
  });
}
