/**
 * A distance as people say it (issue "Discovery" §6): "350 m", "1,2 km" in German and "1.2 km" in
 * English, whole kilometres from 10 km on.
 */
export function formatDistance(metres: number, language: string | undefined): string {
  const locale = language === "en" ? "en-GB" : "de-DE";
  if (metres < 1000) {
    const rounded = metres < 100 ? Math.round(metres / 10) * 10 : Math.round(metres / 50) * 50;
    return rounded >= 1000 ? formatDistance(1000, language) : `${rounded.toLocaleString(locale)} m`;
  }
  const kilometres = metres / 1000;
  const digits = kilometres < 10 ? 1 : 0;
  return `${kilometres.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })} km`;
}
