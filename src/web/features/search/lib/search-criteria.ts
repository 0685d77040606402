/**
 * The home search's criteria as they travel in the URL (`/search?district=&date=&childAge=&fact=`; spec
 * 01 §3 "search criteria"; `fact` repeats, as on /places, decision 016), checked in the browser before
 * asking the server so a bad link explains itself in the visitor's language. Unknown facts are dropped.
 */
import { format } from "date-fns";
import { de } from "date-fns/locale/de";
import { enGB } from "date-fns/locale/en-GB";
import { hamburgToday, isCalendarDate } from "#shared/berlin-time";
import { SEARCH_AGE_GROUPS } from "#shared/constants";
import { resolveDistrict } from "#shared/districts";
import type { FactFilter } from "#shared/family-facts";
import { readFactFilters } from "#web/components/fact-filters";

export type SearchAgeGroup = (typeof SEARCH_AGE_GROUPS)[number];
export type SearchCriteria = {
  district: string;
  date: string;
  childAge: SearchAgeGroup | "";
  /** Family facts the places must have (all of them). */
  facts: FactFilter[];
};
export type CriteriaProblem = "empty" | "district" | "date" | "pastDate" | "age";

/**
 * A criteria date (YYYY-MM-DD) as the results page names it: "Samstag, 28. November" in German,
 * "Saturday 28 November" in English (what Intl.DateTimeFormat says for de-DE and en-GB). With date-fns:
 * the page's first Intl format loads the browser's locale data, ~80 ms of a throttled phone's CPU inside
 * the task that hydrates the page.
 */
export const formatCriteriaDate = (date: string, language: string): string =>
  language === "en"
    ? format(new Date(`${date}T12:00:00`), "EEEE d MMMM", { locale: enGB })
    : format(new Date(`${date}T12:00:00`), "EEEE, d. MMMM", { locale: de });

export function readSearchCriteria(params: URLSearchParams): SearchCriteria {
  const childAge = params.get("childAge") ?? "";
  return {
    district: (params.get("district") ?? "").trim(),
    date: (params.get("date") ?? "").trim(),
    childAge: (SEARCH_AGE_GROUPS as readonly string[]).includes(childAge) ? (childAge as SearchAgeGroup) : "",
    facts: readFactFilters(params),
  };
}

/**
 * What is wrong with the criteria, or null when the search can run.
 * @param today Hamburg's date as YYYY-MM-DD (a date before it is past)
 */
export function criteriaProblem(
  params: URLSearchParams,
  today: string = hamburgToday(),
): CriteriaProblem | null {
  const criteria = readSearchCriteria(params);
  if (params.get("childAge") && !criteria.childAge) return "age";
  if (!criteria.district && !criteria.date && !criteria.childAge) return "empty";
  if (criteria.district && !resolveDistrict(criteria.district)) return "district";
  if (criteria.date && !isCalendarDate(criteria.date)) return "date";
  if (criteria.date && criteria.date < today) return "pastDate";
  return null;
}

/** The URL of a search; empty criteria are left out. */
export function searchUrl(criteria: SearchCriteria): string {
  const params = new URLSearchParams();
  if (criteria.district) params.set("district", criteria.district);
  if (criteria.date) params.set("date", criteria.date);
  if (criteria.childAge) params.set("childAge", criteria.childAge);
  for (const fact of criteria.facts) params.append("fact", fact);
  return `/search?${params.toString()}`;
}

/** The address's query with these fact filters instead of its own; everything else stays. */
export function withFactFilters(params: URLSearchParams, facts: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete("fact");
  for (const fact of facts) next.append("fact", fact);
  return next;
}
