/**
 * Secrets stay out of the log (docs/decisions/040): no session token, password, cookie or link that signs in
 * or resets reaches a log line at any level. What could carry one, and how it is kept out:
 * - request URLs (Fastify logs each request's `url`): the secret parts of the links that carry one —
 *   `/api/auth/reset-password/<token>`, `/api/calendar/<token>.ics`, and the query parameters `token`
 *   (confirmation and unsubscribe links), `code` and `state` (OAuth callbacks) — become `[redacted]`;
 * - database errors: Drizzle writes a failed query's parameters (a session token, a password hash, a
 *   reset token) into its message and a `params` property, PGlite into `params`; the error serializer
 *   drops them, and the values in PostgreSQL's `detail` ("Key (token)=(…)");
 * - request headers and bodies (cookies, passwords) are never logged (Fastify's request serializer
 *   logs method, URL, host and address only), and the mailer logs where a mail went, not its link.
 */
import type { FastifyRequest, FastifyServerOptions } from "fastify";
import { stdSerializers, type SerializedError } from "pino";

const REDACTED = "[redacted]";

/** Query parameters that carry a secret in some link of the app or of a sign-in provider. */
const SECRET_PARAMETERS = new Set(["token", "code", "state", "id_token", "access_token"]);

/** Path segments that are secrets themselves: the reset link's token, the calendar address's token. */
const SECRET_PATHS: [RegExp, string][] = [
  [/^(\/api\/auth\/reset-password\/)[^/?#]+/, `$1${REDACTED}`],
  [/^(\/api\/calendar\/)[^/?#]+?(\.ics)?$/, `$1${REDACTED}$2`],
];

/** A request URL (path and query) with its secrets replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const [pattern, replacement] of SECRET_PATHS) path = path.replace(pattern, replacement);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const name = decodeURIComponent(pair.split("=")[0] ?? "");
      return SECRET_PARAMETERS.has(name.toLowerCase()) ? `${pair.split("=")[0]}=${REDACTED}` : pair;
    })
    .join("&");
  return `${path}?${query}`;
}

/** Drizzle's failed-query message: "Failed query: <sql>\nparams: <values>"; the values go. */
const redactParamsLine = (text: string): string =>
  text.replace(/(\nparams: )[\s\S]*?(?=\n {4}at |\ncaused by: |$)/g, `$1${REDACTED}`);

/**
 * Fastify's error serializer (pino's), without the parameters of failed queries: a serialized error,
 * the errors it names (`aggregateErrors`, nested serialized errors) likewise.
 */
export function serializeError(error: Error): SerializedError {
  return scrub(stdSerializers.err(error)) as SerializedError;
}

function scrub(value: unknown): unknown {
  if (!value || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(scrub);
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const field = record[key];
    if (key === "params" || key === "queryOptions") record[key] = REDACTED;
    else if ((key === "message" || key === "stack") && typeof field === "string")
      record[key] = redactParamsLine(field);
    else if (key === "detail" && typeof field === "string")
      record[key] = field.replace(/\)=\(.*\)/, `)=(${REDACTED})`);
    else if (field && typeof field === "object") record[key] = scrub(field);
  }
  return record;
}

/**
 * The logger settings of the app: level, destination (standard output unless a stream is given, as the
 * log test does) and the serializers above.
 */
export function loggerOptions(options: {
  level: string;
  stream?: { write: (line: string) => void };
}): FastifyServerOptions["logger"] {
  if (options.level === "silent") return false;
  return {
    level: options.level,
    ...(options.stream ? { stream: options.stream } : {}),
    serializers: {
      err: serializeError,
      // Fastify's own request serializer (lib/logger-pino.js), with the URL redacted.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        version: request.headers?.["accept-version"] as string | undefined,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
