/**
 * Builds the Fastify app in layers (STYLE.md habit 5): external plugins (security headers, compression,
 * rate limit), then app plugins (database, auth, mail), then the API modules, then the web app.
 */
import path from "node:path";
import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import helmet from "helmet";
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
import { registerCounterCleanup } from "./lib/counters.js";
import { projectRoot } from "./lib/project-root.js";
import { adminScope } from "./lib/admin-scope.js";
import { adminRoutes } from "./modules/admin/routes.js";
import { cafeRoutes } from "./modules/cafes/routes.js";
import { feedbackAdminRoutes } from "./modules/feedback/admin-routes.js";
import { feedbackRoutes } from "./modules/feedback/routes.js";
import { createGeocoder } from "./modules/geo/geocoder.js";
import { geoRoutes } from "./modules/geo/routes.js";
import { fileRoutes } from "./modules/files/routes.js";
import { healthRoutes } from "./modules/health/routes.js";
import { homeRoutes } from "./modules/home/routes.js";
import { createWeather } from "./modules/home/weather.js";
import { meRoutes } from "./modules/me/routes.js";
import { placeAdminRoutes } from "./modules/places/admin-routes.js";
import { placeRoutes } from "./modules/places/routes.js";
import { factAdminRoutes } from "./modules/facts/admin-routes.js";
import { factRoutes } from "./modules/facts/routes.js";
import { conditionReportAdminRoutes } from "./modules/condition-reports/admin-routes.js";
import { conditionReportRoutes } from "./modules/condition-reports/routes.js";
import { placeClaimAdminRoutes } from "./modules/place-claims/admin-routes.js";
import { placeClaimRoutes } from "./modules/place-claims/routes.js";
import { reviewRoutes } from "./modules/reviews/routes.js";
import { registerPlaceViewCounter } from "./modules/places/view-counter.js";
import { placePhotoRoutes } from "./modules/place-photos/routes.js";
import { courseAdminRoutes } from "./modules/courses/admin-routes.js";
import { courseRoutes } from "./modules/courses/routes.js";
import { calendarFeedRoutes } from "./modules/bookings/calendar-routes.js";
import { bookingAdminRoutes } from "./modules/bookings/admin-routes.js";
import { bookingRoutes } from "./modules/bookings/routes.js";
import { providerBookingRoutes } from "./modules/providers/booking-routes.js";
import { registerCourseAlertDigest } from "./modules/course-alerts/digest.js";
import { courseAlertRoutes } from "./modules/course-alerts/routes.js";
import { mailPreferenceRoutes } from "./modules/mail-preferences/routes.js";
import { registerUserMail } from "./modules/mail-preferences/service.js";
import { holidayRoutes } from "./modules/holidays/routes.js";
import { favoriteRoutes } from "./modules/favorites/routes.js";
import { mapRoutes, tileOrigin } from "./modules/map/routes.js";
import { searchRoutes } from "./modules/search/routes.js";
import { seoRoutes } from "./modules/seo/routes.js";
import { tagAdminRoutes } from "./modules/tags/admin-routes.js";
import { tagRoutes } from "./modules/tags/routes.js";
import { postRoutes } from "./modules/posts/routes.js";
import { profileRoutes } from "./modules/profiles/routes.js";
import { providerRoutes } from "./modules/providers/routes.js";
import { reportAdminRoutes } from "./modules/reports/admin-routes.js";
import { reportRoutes } from "./modules/reports/routes.js";
import { testingRoutes } from "./modules/testing/routes.js";
import { suggestionAdminRoutes } from "./modules/suggestions/admin-routes.js";
import { suggestionRoutes } from "./modules/suggestions/routes.js";
import { hasSessionCookie, registerAuth } from "./plugins/auth.js";
import { registerDatabase } from "./plugins/database.js";
import { registerErrorHandling } from "./plugins/errors.js";
import { loggerOptions } from "./plugins/log-redaction.js";
import { registerMail } from "./plugins/mail.js";
import { registerRateLimit } from "./plugins/rate-limit.js";
import { registerReadCache } from "./plugins/read-cache.js";
import { registerSameOriginCheck } from "./plugins/same-origin.js";
import { registerSpa } from "./plugins/spa.js";
import { registerStorage } from "./plugins/storage.js";

export type BuildAppOptions = {
  config: AppConfig;
  database: Database;
  /** Folder of the built web app; defaults to dist/web under the project root. */
  webDir?: string;
  /** The server renderer; defaults to dist/ssr/entry-server.js with the default web folder. */
  rendererPath?: string;
  /** Where log lines go; standard output by default. */
  logStream?: { write: (line: string) => void };
};

export async function buildApp({
  config,
  database,
  webDir,
  rendererPath,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Secrets (tokens in URLs, query parameters in database errors) never reach a log line.
    logger: loggerOptions({ level: config.logLevel, stream: logStream }),
    // Off by default: X-Forwarded-For from an untrusted sender would choose the address rate limits
    // count (README "Configuration"; TRUST_PROXY in config.ts).
    // Fastify 5.12 treats a bare hop count as "trust nobody" (it cannot check the nearest peer), so a
    // count is given as the function Express and proxy-addr define for it: the nearest n hops.
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  // Security headers from helmet itself, its middleware built once: the @fastify/helmet plugin builds it
  // anew on every request, a twentieth of a list answer's time (decisions/013).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        // Map tiles load as images; a plain-http tile server (MAP_TILE_URL) must be allowed by name.
        "img-src": [
          "'self'",
          "data:",
          "blob:",
          "https:",
          ...(config.map.tileUrl.startsWith("http:") ? [tileOrigin(config.map.tileUrl)] : []),
        ],
        // Admin place videos (spec 02 §5) come from the file storage, like images (S3_PUBLIC_URL: https).
        "media-src": ["'self'", "https:"],
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
  app.addHook("onRequest", (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  // Brotli quality 5 instead of the plugin's 4: a server-rendered page (~150 kB of HTML) shrinks from
  // ~15 kB to ~14 kB, inside TCP's first round trip (ten 1,460-byte segments), for 0.5 ms more CPU.
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await registerRateLimit(app, config);
  registerSameOriginCheck(app, config.trustedOrigins);

  await app.register(swagger, {
    openapi: {
      info: { title: "Lütt API", version: "1.0.0", description: "Family guide for Hamburg" },
    },
    transform: jsonSchemaTransform,
  });

  registerDatabase(app, database);
  registerCounterCleanup(app);
  registerReadCache(app, { databaseUrl: config.databaseUrl });
  registerPlaceViewCounter(app);
  registerMail(app, config);
  await registerStorage(app, config);
  await registerAuth(app, config);
  registerUserMail(app, config);
  registerCourseAlertDigest(app, { publicUrl: config.publicUrl, enabled: config.env !== "test" });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(homeRoutes, { weather: createWeather({ ...config.weather, log: app.log }) });
      await api.register(meRoutes, { config });
      await api.register(placeRoutes);
      await api.register(factRoutes);
      await api.register(conditionReportRoutes);
      await api.register(placeClaimRoutes);
      await api.register(reviewRoutes);
      await api.register(placePhotoRoutes);
      await api.register(courseRoutes, { publicUrl: config.publicUrl });
      await api.register(bookingRoutes);
      await api.register(providerBookingRoutes);
      await api.register(calendarFeedRoutes, { publicUrl: config.publicUrl });
      await api.register(courseAlertRoutes);
      await api.register(holidayRoutes);
      await api.register(tagRoutes);
      await api.register(searchRoutes);
      await api.register(favoriteRoutes);
      await api.register(mapRoutes, { config });
      await api.register(fileRoutes);
      await api.register(postRoutes);
      await api.register(reportRoutes);
      await api.register(profileRoutes);
      await api.register(providerRoutes);
      await api.register(cafeRoutes);
      if (config.testRoutes) await api.register(testingRoutes);
      await api.register(geoRoutes, { geocoder: createGeocoder({ config, db: app.db, log: app.log }) });
      await api.register(suggestionRoutes);
      await api.register(feedbackRoutes);
      // Every module's admin routes, in one scope under /api/admin behind the admin guard.
      await api.register(adminScope, {
        prefix: "/admin",
        routes: [
          adminRoutes,
          placeAdminRoutes,
          courseAdminRoutes,
          tagAdminRoutes,
          factAdminRoutes,
          conditionReportAdminRoutes,
          placeClaimAdminRoutes,
          bookingAdminRoutes,
          suggestionAdminRoutes,
          feedbackAdminRoutes,
          reportAdminRoutes,
        ],
      });
      api.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: "/api" },
  );

  await app.register(seoRoutes, { publicUrl: config.publicUrl });
  await app.register(mailPreferenceRoutes);

  await registerSpa(app, {
    webDir: webDir ?? path.join(projectRoot(), "dist/web"),
    rendererPath: rendererPath ?? (webDir ? undefined : path.join(projectRoot(), "dist/ssr/entry-server.js")),
    publicUrl: config.publicUrl,
    isPersonal: hasSessionCookie,
  });
  return app;
}
