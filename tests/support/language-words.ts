/**
 * Words that give away a page's text as German or as English (decisions/033, one language at a time), for
 * the journey that walks every page in both languages (tests/e2e/one-language.spec.ts). Each word is
 * one that the other language does not use: no place names, no words both languages share ("Yoga",
 * "Features", "PEKiP", "Name", "Online"), none that English and German spell alike. The lists lean on
 * what the app itself writes — weekdays, months, ages, holidays, the words of buttons and labels — as
 * what people wrote (names, descriptions, posts) is exempt from the check anyway.
 */

export type Language = "de" | "en";

const GERMAN = [
  // Weekdays and months as Intl (de-DE) and people write them.
  ...["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonnabend", "Sonntag"],
  ...["Montags", "Dienstags", "Mittwochs", "Donnerstags", "Freitags", "Samstags", "Sonntags"],
  ...["Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa.", "So."],
  // The short months German and English write alike ("Jan.", "Nov.") are left out.
  ...["Januar", "Februar", "März", "Mai", "Juni", "Juli", "Oktober", "Dezember", "Sept.", "Okt.", "Dez."],
  // Ages and target groups.
  ...["Monat", "Monate", "Monaten", "Jahr", "Jahre", "Jahren", "Altersgruppen", "Schulkinder"],
  // Hamburg's school and public holidays.
  ...["Herbstferien", "Sommerferien", "Weihnachtsferien", "Osterferien", "Pfingstferien"],
  ...["Frühjahrsferien", "Winterferien", "Halbjahrespause", "Brückentag", "Neujahr", "Karfreitag"],
  ...["Ostermontag", "Maifeiertag", "Himmelfahrt", "Pfingstmontag", "Reformationstag", "Weihnachtstag"],
  ...["Tag der Deutschen Einheit"],
  // Words of the interface.
  ...["und", "oder", "nicht", "mit", "für", "bei", "Uhr", "heute", "Heute", "morgen", "vor"],
  ...["Anmelden", "Abmelden", "Speichern", "Abbrechen", "Zurück", "Schließen", "Suchen", "Suche"],
  ...["Kurse", "Kurs", "Orte", "Bewertung", "Bewertungen", "Favoriten", "Termine", "Termin"],
  ...["geöffnet", "Geöffnet", "geschlossen", "Geschlossen", "Ausgebucht", "Plätze", "Warteliste"],
  ...["Anbieter", "Elternteil", "Eltern", "Kinder", "Alle", "Keine", "Mehr", "anzeigen", "Ort", "Raum"],
  ...["Etage", "Aufzug", "Wochenplan", "Mitteilungen", "Gültig", "Ja", "Nein", "Wickeltisch", "Kindercafé"],
];

const ENGLISH = [
  // Weekdays and months as Intl (en-GB) and people write them.
  ...["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  ...["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
  ...["January", "February", "March", "May", "June", "July", "October", "December"],
  ...["Mar", "Jun", "Jul", "Oct", "Dec"],
  // Ages.
  ...["month", "months", "year", "years", "All ages"],
  // Holidays.
  ...["Autumn Holidays", "Summer Holidays", "Christmas Holidays", "Easter", "Whit Monday", "Good Friday"],
  ...["New Year's Day", "Reformation Day", "Ascension Day", "Labour Day", "Christmas Day", "Boxing Day"],
  // Words of the interface.
  ...["the", "and", "or", "not", "with", "for", "of", "to", "your", "you", "today", "ago"],
  ...["Sign in", "Sign out", "Save", "Cancel", "Back", "Close", "Search", "Loading"],
  ...["Courses", "Course", "Places", "Place", "Reviews", "Review", "Favourites", "Favorites", "Dates"],
  ...["open", "Open", "closed", "Closed", "Fully booked", "places left", "Waitlist", "waitlist"],
  ...["Provider", "parent", "parents", "children", "All", "None", "More", "Show", "Room", "Floor"],
  ...["Weekly schedule", "Announcements", "Valid until", "Yes", "No", "Changing table", "toast"],
  ...["Notifications"],
];

/** Names that hold such a word but are the same in both languages (licences, authorities, services). */
const PROPER_NAMES = [
  "Open Database License",
  "OpenStreetMap",
  "Open Data Product",
  "Google Places",
  "Freie und Hansestadt Hamburg",
  "Landesbetrieb Geoinformation und Vermessung",
  "Datenlizenz Deutschland – Namensnennung – 2.0",
];

const WORDS: Record<Language, readonly string[]> = { de: GERMAN, en: ENGLISH };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One pattern per language: any of its words, not inside a longer word. */
const patterns = Object.fromEntries(
  Object.entries(WORDS).map(([language, words]) => [
    language,
    new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${[...words]
        .sort((a, b) => b.length - a.length)
        .map(escape)
        .join("|")})(?![\\p{L}\\p{N}])`,
      "gu",
    ),
  ]),
) as Record<Language, RegExp>;

const LISTED = new Set([...GERMAN, ...ENGLISH]);

/** Whether the text is one of the words of either list. */
export const isListedWord = (text: string): boolean => LISTED.has(text);

/**
 * The words of the other language in a text shown in `language`, each with a little of its context
 * ("Dienstag" in "…Schedule Dienstag 10:00–11:30 Location…"), at most once each.
 */
export function foreignWords(text: string, language: Language): string[] {
  const other: Language = language === "en" ? "de" : "en";
  const found = new Map<string, string>();
  const rest = PROPER_NAMES.reduce((shown, name) => shown.replaceAll(name, " "), text);
  for (const match of rest.matchAll(patterns[other])) {
    if (found.has(match[0])) continue;
    const start = Math.max(0, match.index - 40);
    const context = rest.slice(start, match.index + match[0].length + 40);
    found.set(match[0], `"${match[0]}" in "…${context}…"`);
  }
  return [...found.values()];
}
