import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorBody } from "#shared/schemas/common.js";
import { ZHolidays, ZHolidaysQuery } from "#shared/schemas/holidays.js";
import { hamburgHolidays } from "./service.js";

/**
 * `GET /api/holidays?from=&to=` (decision 021): Hamburg's public and school holidays touching the days,
 * for the provider course form's "Fällt in den Ferien aus". Public data, computed without the database.
 */
export const holidayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/holidays",
    {
      schema: {
        tags: ["courses"],
        querystring: ZHolidaysQuery,
        response: { 200: ZHolidays, 400: ZErrorBody },
      },
    },
    async (request, reply) => {
      // The same days always have the same holidays (until the data is refreshed with a release).
      void reply.header("cache-control", "public, max-age=86400");
      return { items: hamburgHolidays(request.query.from, request.query.to) };
    },
  );
};
