import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "#server/lib/app-error.js";
import { buildSitemap, buildSitemapPart } from "./service.js";

/**
 * `/robots.txt` and `/sitemap.xml` (decision 008), outside /api. robots.txt is served here rather than from
 * public/ because its Sitemap line must be an absolute URL (robotstxt.org, sitemaps.org).
 */
export const seoRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) => {
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600");
    return [
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin",
      "Disallow: /api/",
      "",
      `Sitemap: ${publicUrl}/sitemap.xml`,
      "",
    ].join("\n");
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600");
    return buildSitemap(app.db, publicUrl);
  });

  app.get(
    "/sitemap-:part.xml",
    { schema: { hide: true, params: z.object({ part: z.coerce.number().int().min(1).max(10_000) }) } },
    async (request, reply) => {
      const xml = await buildSitemapPart(app.db, publicUrl, request.params.part);
      if (xml === null) throw new AppError("NOT_FOUND", "Not found");
      reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600");
      return xml;
    },
  );
};
