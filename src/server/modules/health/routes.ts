import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZErrorBody } from "#shared/schemas/common.js";
import { DATABASE_UNAVAILABLE_MESSAGE } from "#server/plugins/errors.js";

/**
 * `GET /api/health`: 200 when the database answers, 503 DATABASE_UNAVAILABLE otherwise (for load
 * balancers).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        response: { 200: z.object({ status: z.literal("ok"), database: z.string() }), 503: ZErrorBody },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, "health check: database unreachable");
        return reply
          .status(503)
          .send({ error: { code: "DATABASE_UNAVAILABLE", message: DATABASE_UNAVAILABLE_MESSAGE } });
      }
      return { status: "ok" as const, database: app.databaseKind };
    },
  );
};
