/**
 * Relative times ("2 hours ago", "vor 2 Stunden") with date-fns in the interface language (spec 01 §3
 * "feed_post": "elsewhere time shown relative ('ago')"; DESIGN.md "Dates"). Only the two locales we
 * ship are imported, so the bundle stays small.
 */
import { formatDistance } from "date-fns";
import { de } from "date-fns/locale/de";
import { enGB } from "date-fns/locale/en-GB";

/**
 * @param language the i18next language ("en…" is English; anything else German, the default language)
 * @param now the reference time: the page's clock (`useNow`, lib/now.tsx), so a server-rendered page
 *   hydrates with the time it was rendered at. This module imports nothing of the app: it is bundled
 *   with date-fns for the pages that show relative times (vite.config.ts "dates").
 */
export function formatRelativeTime(iso: string, language: string | undefined, now: Date): string {
  const date = new Date(iso);
  // A device clock slightly behind the server's must not say "in less than a minute".
  const past = date > now ? now : date;
  return formatDistance(past, now, { addSuffix: true, locale: language?.startsWith("en") ? enGB : de });
}
