/**
 * Checks an iCalendar file as a strict calendar app would read it: parsed by ical.js (Mozilla's
 * parser), every property of every component must be one RFC 5545 defines for that component (with
 * RFC 7986's calendar properties), or an `X-` extension (RFC 5545 §3.8.8.2). A made-up property such
 * as `TIMEZONE-ID` is neither.
 */
import ICAL from "ical.js";

/** Properties per component: RFC 5545 §3.6 (VEVENT §3.6.1, VTIMEZONE §3.6.5), §3.7; RFC 7986 §5. */
const ALLOWED: Record<string, readonly string[]> = {
  vcalendar: [
    ...["prodid", "version", "calscale", "method"],
    ...["name", "description", "uid", "last-modified", "url", "categories", "refresh-interval"],
    ...["source", "color", "image", "conference"],
  ],
  vevent: [
    ...["dtstamp", "uid", "dtstart", "class", "created", "description", "geo", "last-modified"],
    ...["location", "organizer", "priority", "sequence", "status", "summary", "transp", "url"],
    ...["recurrence-id", "rrule", "dtend", "duration", "attach", "attendee", "categories"],
    ...["comment", "contact", "exdate", "request-status", "related-to", "resources", "rdate"],
    ...["color", "conference", "image"],
  ],
  vtimezone: ["tzid", "last-modified", "tzurl"],
  standard: ["dtstart", "tzoffsetto", "tzoffsetfrom", "rrule", "comment", "rdate", "tzname"],
  daylight: ["dtstart", "tzoffsetto", "tzoffsetfrom", "rrule", "comment", "rdate", "tzname"],
};

/**
 * @returns "component: PROPERTY" for each property that is neither standard nor an `X-` extension
 *   (an empty list for a valid file), and the parsed calendar
 * @throws Error from ical.js when the text is no iCalendar file
 */
export function checkICalendar(text: string): { unknown: string[]; calendar: ICAL.Component } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const unknown: string[] = [];
  const visit = (component: ICAL.Component) => {
    const allowed = ALLOWED[component.name] ?? [];
    for (const property of component.getAllProperties()) {
      if (!property.name.startsWith("x-") && !allowed.includes(property.name)) {
        unknown.push(`${component.name}: ${property.name.toUpperCase()}`);
      }
    }
    for (const child of component.getAllSubcomponents()) visit(child);
  };
  visit(calendar);
  return { unknown, calendar };
}
