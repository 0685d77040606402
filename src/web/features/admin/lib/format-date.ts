/**
 * Dates in admin tables and cards in the reader's local format (spec 02 §9 "local format in admin
 * tables"), in the interface language: "21 Nov 2026" / "21.11.2026".
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** @param iso an ISO timestamp from the API; @param language "de" or "en" */
export function formatAdminDate(iso: string, language: string, withTime = false): string {
  const key = `${language}:${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === "en" ? "en-GB" : "de-DE", {
      dateStyle: "medium",
      ...(withTime ? { timeStyle: "short" } : {}),
    });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}
