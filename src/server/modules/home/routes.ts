import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZHomeData } from "../../../shared/schemas/home.js";
import { getHomeData } from "./service.js";

/** `GET /api/home`: everything the home page shows, in one response. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/home", { schema: { tags: ["home"], response: { 200: ZHomeData } } }, async (_request, reply) => {
    // Public and identical for everyone: let browsers and proxies reuse it briefly.
    reply.header("cache-control", "public, max-age=60");
    return getHomeData(app.db);
  });
};
