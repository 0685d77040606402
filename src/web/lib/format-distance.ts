import { formatCount, formatTenths } from "./format-count";

/**
 * A distance as people say it (decision 008): "350 m", "1,2 km" in German and "1.2 km" in English, whole
 * kilometres from 10 km on. Written out instead of `toLocaleString` for the reason given in format-count.ts
 * (cards show distances while a list hydrates); the tests compare it with Intl.
 */
export function formatDistance(metres: number, language: string | undefined): string {
  if (metres < 1000) {
    const rounded = metres < 100 ? Math.round(metres / 10) * 10 : Math.round(metres / 50) * 50;
    return rounded >= 1000 ? formatDistance(1000, language) : `${rounded} m`;
  }
  if (metres >= 10_000) return `${formatCount(metres / 1000, language)} km`;
  return `${formatTenths(metres / 1000, language)} km`;
}
