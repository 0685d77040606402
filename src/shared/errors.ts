/**
 * Error codes shared by server and client. The server answers every error as
 * `{ "error": { "code": ErrorCode, "message": string } }` (DESIGN.md "Conventions").
 */
export const ERROR_CODES = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  /** The database connection was lost or refused (failover, restart); retrying shortly succeeds. */
  DATABASE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** The JSON body of every error response. */
export type ErrorBody = { error: { code: ErrorCode; message: string } };
