/**
 * Serves the built React app (dist/web): hashed assets with long caching, and index.html for every other
 * non-API path so client-side routes load. Unknown API paths get the JSON error shape.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

export async function registerSpa(app: FastifyInstance, webDir: string): Promise<void> {
  const indexPath = path.join(webDir, "index.html");
  const hasBuild = existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          "cache-control",
          isHashed ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
        );
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexPath, "utf8") : undefined;

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.method !== "GET" || !indexHtml) {
      return reply.status(404).send({ error: { code: "NOT_FOUND", message: "Not found" } });
    }
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(indexHtml);
  });
}
