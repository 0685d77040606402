import { ERROR_CODES, type ErrorCode, type ErrorMessageKey } from "#shared/errors.js";

/**
 * The one error type of the server (DESIGN.md "Conventions"). Service functions throw it; the error
 * handler in plugins/errors.ts turns it into `{ error: { code, message, key? } }` with the code's HTTP
 * status. `key` names a message the app shows in the reader's language (the web's
 * `apiErrors.messages.*`); without one, pages show a sentence for the code.
 */
export class AppError extends Error {
  override name = "AppError";
  readonly code: ErrorCode;
  readonly status: number;
  readonly key: ErrorMessageKey | undefined;

  constructor(code: ErrorCode, message: string, key?: ErrorMessageKey) {
    super(message);
    this.code = code;
    this.status = ERROR_CODES[code];
    this.key = key;
  }
}
