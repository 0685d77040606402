import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorBody } from "#shared/schemas/common.js";
import { ZTagList, ZTagListQuery } from "#shared/schemas/tags.js";
import { readActiveTags } from "./service.js";

/** `GET /api/tags?applies_to=places|courses` (spec 01 §7 "Read tags"). */
export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/tags",
    {
      schema: {
        tags: ["tags"],
        querystring: ZTagListQuery,
        response: { 200: ZTagList, 400: ZErrorBody },
      },
    },
    async (request, reply) => {
      // Public and rarely changed; a minute of browser caching spares a request per filter panel.
      reply.header("cache-control", "public, max-age=60");
      const items = await readActiveTags(app.db, request.query);
      return { items };
    },
  );
};
