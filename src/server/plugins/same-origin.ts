/**
 * Cross-site write protection for our own API (README "Accounts"): a request that changes data must come from
 * a page of Lütt itself. Browsers send `Origin` on every non-GET fetch and form post, so a sibling site's
 * form or multipart upload (a CORS "simple" request that needs no preflight) is told apart by it; when a
 * privacy setting drops `Origin`, `Referer` stands in — the rule better-auth applies to /api/auth/*
 * (its `validateOrigin`), which keeps checking those routes itself with the same trusted origins.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error.js";
import { AUTH_BASE_PATH } from "./auth.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin a request says it comes from: `Origin`, else the origin of `Referer`, else null. */
const requestOrigin = (request: FastifyRequest): string | null => {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
};

/**
 * Refuses every non-GET `/api/*` request (but better-auth's) whose origin is not one of `trustedOrigins`.
 * @throws AppError FORBIDDEN (403) from the hook, answered in the error shape
 */
export function registerSameOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  const trusted = new Set(trustedOrigins);
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.url.startsWith("/api/") || request.url.startsWith(`${AUTH_BASE_PATH}/`)) return;
    const origin = requestOrigin(request);
    if (origin === null || !trusted.has(origin)) {
      throw new AppError(
        "FORBIDDEN",
        "This change must be made on Lütt itself. Please open Lütt and try again.",
      );
    }
  });
}
