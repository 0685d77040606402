import { describe, expect, it } from "vitest";
import de from "#web/locales/de/auth.json";
import en from "#web/locales/en/auth.json";
import { AuthError } from "#web/lib/auth-client";
import { createI18n } from "#web/lib/i18n";
import { describeAuthError } from "./describe-auth-error";

/** better-auth 1.7.7's codes the account pages can receive, and the app's own. */
const CODES = [
  "INVALID_EMAIL",
  "INVALID_EMAIL_OR_PASSWORD",
  "EMAIL_NOT_VERIFIED",
  "PASSWORD_TOO_SHORT",
  "PASSWORD_TOO_LONG",
  "PASSWORD_TOO_COMMON",
  "PASSWORD_TOO_GUESSABLE",
  "INVALID_NAME",
  "USER_ALREADY_EXISTS",
  "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
  "INVALID_TOKEN",
  "INVALID_ORIGIN",
  "MISSING_OR_NULL_ORIGIN",
  "INVALID_CALLBACK_URL",
  "FAILED_TO_CREATE_USER",
  "FAILED_TO_GET_SESSION",
  "RATE_LIMITED",
  "DATABASE_UNAVAILABLE",
];

describe("describeAuthError", () => {
  it.each(["de", "en"] as const)(
    "gives every known code a sentence in %s, never the code",
    async (language) => {
      const i18n = await createI18n(language, ["auth"]);
      const t = i18n.getFixedT(null, "auth");
      for (const code of CODES) {
        const text = describeAuthError(t, new AuthError(code, "raw service text", 400));
        expect(text, code).not.toContain(code);
        expect(text, code).not.toBe("raw service text");
        expect(text.length, code).toBeGreaterThan(5);
      }
    },
  );

  it("shows 'Invalid origin' from the service as a German sentence on a German screen", async () => {
    const i18n = await createI18n("de", ["auth"]);
    const t = i18n.getFixedT(null, "auth");
    expect(describeAuthError(t, new AuthError("INVALID_ORIGIN", "Invalid origin", 403))).toBe(
      "Bitte öffne Lütt unter der gewohnten Adresse und versuche es noch einmal.",
    );
    expect(describeAuthError(t, new AuthError("SOMETHING_NEW", "Something new happened", 400))).toBe(
      "Da ist etwas schiefgelaufen. Bitte versuche es noch einmal.",
    );
    expect(describeAuthError(t, new TypeError("Failed to fetch"))).toBe(de.auth.networkError);
  });

  it("has the same codes in both languages", () => {
    expect(Object.keys(de.auth.errors).sort()).toEqual(Object.keys(en.auth.errors).sort());
    expect(Object.keys(de.auth.oauthErrors).sort()).toEqual(Object.keys(en.auth.oauthErrors).sort());
  });
});
