/**
 * A calendar day "YYYY-MM-DD" for people (DESIGN.md "Dates"): German "Di., 03.09.2030", English
 * "Tue, 3 Sep 2030". Computed at noon UTC, so every time zone shows the same day.
 */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return language === "en"
    ? new Intl.DateTimeFormat("en-GB", {
        weekday: "short",
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      }).format(date)
    : new Intl.DateTimeFormat("de-DE", {
        weekday: "short",
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
        timeZone: "UTC",
      }).format(date);
}
