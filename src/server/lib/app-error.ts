import { ERROR_CODES, type ErrorCode } from "../../shared/errors.js";

/**
 * The one error type of the server (DESIGN.md "Conventions"). Service functions throw it; the error
 * handler in plugins/errors.ts turns it into `{ error: { code, message } }` with the code's HTTP status.
 */
export class AppError extends Error {
  override name = "AppError";
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.code = code;
    this.status = ERROR_CODES[code];
  }
}
