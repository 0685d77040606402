/**
 * The one place that turns errors into HTTP (DESIGN.md "Conventions"; STYLE.md habit 6): AppError keeps
 * its code, request validation becomes 400 BAD_REQUEST naming the field, everything else is a 500 whose
 * details stay in the log; a lost database connection is a 503 DATABASE_UNAVAILABLE.
 */
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorBody, ErrorCode } from "#shared/errors.js";
import { isDatabaseUnavailable } from "../db/connection-errors.js";
import { AppError } from "../lib/app-error.js";

/** The answer while the database is away: the request may simply be tried again. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The database is not reachable right now. Please try again in a moment.";

const body = (code: ErrorCode, message: string, key?: ErrorBody["error"]["key"]): ErrorBody => ({
  error: { code, message, ...(key ? { key } : {}) },
});

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.message, error.key));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, "").replace(/\//g, ".") || error.validationContext;
      const message = `Invalid ${error.validationContext ?? "request"}: ${field ? `${field}: ` : ""}${first?.message ?? "bad value"}`;
      return reply.status(400).send(body("BAD_REQUEST", message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply.status(503).send(body("DATABASE_UNAVAILABLE", DATABASE_UNAVAILABLE_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(body("PAYLOAD_TOO_LARGE", "The upload is too large."));
    if (status === 429)
      return reply.status(429).send(body("RATE_LIMITED", "Too many requests. Please try again later."));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body("BAD_REQUEST", error.message));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(body("INTERNAL", "Something went wrong. Please try again."));
  });
}
