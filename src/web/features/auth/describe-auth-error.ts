import { AuthError } from "#web/lib/auth-client";
import type { TFunction } from "i18next";

/**
 * The sentence a toast shows for a failed account request: every code of better-auth
 * 1.7.7 the pages can meet, and ours (RATE_LIMITED, DATABASE_UNAVAILABLE, PASSWORD_TOO_COMMON,
 * PASSWORD_TOO_GUESSABLE, INVALID_NAME), has one in both languages (`auth.errors.*`); any other code gets a general
 * sentence, never the raw code or the service's English text. A failure to reach the server at all
 * says so.
 */
export function describeAuthError(t: TFunction, error: unknown): string {
  if (error instanceof AuthError)
    return t(`auth.errors.${error.code}`, { defaultValue: t("auth.errors.UNKNOWN") });
  return t("auth.networkError");
}
