/**
 * Builds the Fastify app in layers (STYLE.md habit 5): external plugins (security headers, compression,
 * rate limit), then app plugins (database, auth, mail), then the API modules, then the web app.
 */
import path from "node:path";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { AppConfig } from "./config.js";
import type { Database } from "./db/client.js";
import { projectRoot } from "./lib/project-root.js";
import { healthRoutes } from "./modules/health/routes.js";
import { homeRoutes } from "./modules/home/routes.js";
import { meRoutes } from "./modules/me/routes.js";
import { placeRoutes } from "./modules/places/routes.js";
import { registerAuth } from "./plugins/auth.js";
import { registerDatabase } from "./plugins/database.js";
import { registerErrorHandling } from "./plugins/errors.js";
import { registerMail } from "./plugins/mail.js";
import { pages } from "./pages.js";
import { registerSpa } from "./plugins/spa.js";

export type BuildAppOptions = {
  config: AppConfig;
  database: Database;
  /** Folder of the built web app; defaults to dist/web under the project root. */
  webDir?: string;
};

export async function buildApp({ config, database, webDir }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "img-src": ["'self'", "data:", "blob:", "https:"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "connect-src": ["'self'"],
        "font-src": ["'self'", "data:"],
        "object-src": ["'none'"],
        "frame-ancestors": ["'none'"],
        "upgrade-insecure-requests": null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, { max: 600, timeWindow: "1 minute", allowList: ["127.0.0.1", "::1"] });

  await app.register(swagger, {
    openapi: {
      info: { title: "Lütt API", version: "1.0.0", description: "Family guide for Hamburg" },
    },
    transform: jsonSchemaTransform,
  });

  registerDatabase(app, database);
  registerMail(app, config);
  await registerAuth(app, config);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(homeRoutes);
      await api.register(meRoutes, { config });
      await api.register(placeRoutes);
      api.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: "/api" },
  );

  await registerSpa(app, {
    webDir: webDir ?? path.join(projectRoot(), "dist/web"),
    publicUrl: config.publicUrl,
    pages,
  });
  return app;
}
