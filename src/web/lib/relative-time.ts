/**
 * Relative times ("2 hours ago", "vor 2 Stunden") with date-fns in the interface language (spec 01 §3
 * "feed_post": "elsewhere time shown relative ('ago')"; DESIGN.md "Dates"). Only the two locales we
 * ship are imported, so the bundle stays small.
 */
import { formatDistance } from "date-fns";
import { de } from "date-fns/locale/de";
import { enGB } from "date-fns/locale/en-GB";
import { useTranslation } from "react-i18next";
import { useNow } from "./now";

/**
 * @param language the i18next language ("en…" is English; anything else German, the default language)
 * @param now the reference time
 */
export function formatRelativeTime(iso: string, language: string | undefined, now: Date): string {
  const date = new Date(iso);
  // A device clock slightly behind the server's must not say "in less than a minute".
  const past = date > now ? now : date;
  return formatDistance(past, now, { addSuffix: true, locale: language?.startsWith("en") ? enGB : de });
}

/**
 * formatRelativeTime in the interface language, from the page's clock (lib/now.tsx): a server-rendered
 * page hydrates with the minute it was rendered in, then follows the clock minute by minute.
 * @returns a function of an ISO instant
 */
export function useTimeAgo(): (iso: string) => string {
  const { i18n } = useTranslation();
  const now = useNow();
  return (iso) => formatRelativeTime(iso, i18n.language, new Date(now));
}
