import { describe, expect, it } from "vitest";
import { ERROR_CODES, ERROR_MESSAGE_KEYS } from "#shared/errors";
import de from "../locales/de.json";
import en from "../locales/en.json";
import { ApiError, apiErrorText } from "./api-client";
import { createI18n } from "./i18n";

describe("apiErrorText", () => {
  it("has a sentence for every error code and message key in both languages", () => {
    for (const strings of [de, en]) {
      expect(Object.keys(strings.apiErrors.codes).sort()).toEqual(
        [...Object.keys(ERROR_CODES), "NETWORK"].sort(),
      );
      expect(Object.keys(strings.apiErrors.messages).sort()).toEqual([...ERROR_MESSAGE_KEYS].sort());
    }
  });

  it("shows the server's English refusal as a German sentence on a German screen", async () => {
    const { t } = await createI18n("de");
    const ownRole = new ApiError(
      403,
      "FORBIDDEN",
      "Admins cannot remove their own admin role.",
      "OWN_ADMIN_ROLE",
    );
    expect(apiErrorText(t, ownRole)).toBe("Admins können sich die Admin-Rolle nicht selbst entziehen.");
    const upload = new ApiError(413, "PAYLOAD_TOO_LARGE", "The upload is too large.");
    expect(apiErrorText(t, upload)).toBe("Die Datei ist zu groß.");
    expect(apiErrorText(t, new ApiError(500, "SOMETHING_NEW", "Boom"))).toBe(
      "Da ist etwas schiefgelaufen. Bitte versuche es noch einmal.",
    );
    expect(apiErrorText(t, new TypeError("Failed to fetch"))).toBe(de.apiErrors.codes.NETWORK);
  });
});
