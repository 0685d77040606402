import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorBody } from "#shared/schemas/common.js";
import {
  ZAutocompleteRequest,
  ZAutocompleteResponse,
  ZPlaceDetailsRequest,
  ZPlaceDetailsResponse,
} from "#shared/schemas/geo.js";
import type { Geocoder } from "./geocoder.js";

/** Per client address and minute; a debounced widget sends at most ~3 a second while typing. */
export const GEO_RATE_LIMITS = { autocomplete: 120, details: 60 } as const;

const limit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: "1 minute",
  },
});

/**
 * `POST /api/geo/autocomplete` {input, sessionToken} → {predictions} and `POST /api/geo/details`
 * {input: place_id, sessionToken} → {result} (spec 01 §7 "Function: google-places"). Anyone may call
 * them (the provider form will use them too); answers are never cached by shared caches.
 */
export const geoRoutes: FastifyPluginAsyncZod<{ geocoder: Geocoder }> = async (app, { geocoder }) => {
  app.post(
    "/geo/autocomplete",
    {
      config: { ...limit(GEO_RATE_LIMITS.autocomplete), topics: [] },
      schema: {
        tags: ["geo"],
        body: ZAutocompleteRequest,
        response: { 200: ZAutocompleteResponse, 400: ZErrorBody, 429: ZErrorBody, 503: ZErrorBody },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { predictions: await geocoder.autocomplete(request.body) };
    },
  );
  app.post(
    "/geo/details",
    {
      config: { ...limit(GEO_RATE_LIMITS.details), topics: [] },
      schema: {
        tags: ["geo"],
        body: ZPlaceDetailsRequest,
        response: {
          200: ZPlaceDetailsResponse,
          400: ZErrorBody,
          404: ZErrorBody,
          429: ZErrorBody,
          503: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { input, sessionToken } = request.body;
      return { result: await geocoder.details({ placeId: input, sessionToken }) };
    },
  );
};
