import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZMapConfig } from "#shared/schemas/map.js";
import type { AppConfig } from "#server/config.js";

/**
 * The origin of a tile URL template for the Content-Security-Policy, e.g. "http://*.tiles.example"
 * for "http://{s}.tiles.example/{z}/{x}/{y}.png".
 */
export const tileOrigin = (template: string): string =>
  /^(https?:\/\/[^/]+)/.exec(template.replace("{s}", "*"))?.[1] ?? "";

/** `GET /api/map-config` (decision 008: the tile URL is configurable and reaches the web). */
export const mapRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    "/map-config",
    { schema: { tags: ["map"], response: { 200: ZMapConfig } } },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return config.map;
    },
  );
};
