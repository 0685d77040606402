/** The decimal separator of the app language: "," in German, "." in English (CLDR for de and en). */
export const decimalSeparator = (language: string | undefined): string => (language === "en" ? "." : ",");

/**
 * A count with the language's digit grouping: "1.238" in German, "1,238" in English (CLDR's grouping for
 * de and en; whole, non-negative numbers only).
 *
 * Written out instead of `toLocaleString`: a page's first number format loads the browser's locale data,
 * 55–120 ms on Lighthouse's 4× slowed phone CPU, and the list pages would pay it inside the task that
 * hydrates them (Total Blocking Time). Distances are written out the same way (format-distance.ts).
 */
export function formatCount(value: number, language: string | undefined): string {
  const separator = language === "en" ? "," : ".";
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * A non-negative number to one decimal, "4,3" in German and "4.3" in English ("4,0" keeps its zero): a
 * rating average (spec 02 §9: "shown to 1 decimal") or kilometres. Written out for the reason above.
 */
export function formatTenths(value: number, language: string | undefined): string {
  // Rounded in whole tenths, not with toFixed: 2.05 is 2.04999… in binary ("2.0"), and Intl says 2,1.
  const tenths = Math.round(value * 10);
  return `${Math.floor(tenths / 10)}${decimalSeparator(language)}${tenths % 10}`;
}
