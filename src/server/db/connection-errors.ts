/**
 * Tells a lost or refused database connection from every other database error, so a failover or a
 * restart of PostgreSQL answers 503 DATABASE_UNAVAILABLE instead of 500.
 *
 * Sources: PostgreSQL Appendix A "Error codes" — class 08 (connection exception), 57P01
 * admin_shutdown (pg_terminate_backend, fast shutdown), 57P02 crash_shutdown, 57P03 cannot_connect_now
 * (starting up, recovering); Node's socket errors; and the messages node-postgres and pg-pool give
 * when a socket ends or a connection cannot be had in time.
 */

const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03"]);
const SOCKET_ERRORS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
const DRIVER_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Client was closed and is not queryable",
];

/**
 * Whether `error`, or an error it wraps (`cause`, as Drizzle's query errors do), says the database
 * connection was lost or could not be opened.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === "string" &&
      (code.startsWith("08") || UNAVAILABLE_SQLSTATES.has(code) || SOCKET_ERRORS.has(code))
    )
      return true;
    if (DRIVER_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message)))
      return true;
    current = current.cause;
  }
  return false;
}
