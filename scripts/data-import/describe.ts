/**
 * Short German descriptions built only from facts in the data: the kind of place, its Stadtteil/Bezirk
 * (from our point-in-polygon) and a few OSM tags (operator, fee, target group, sports, equipment,
 * family amenities, wheelchair). Nothing is invented; absent tags are simply not mentioned.
 */
import type { PlaceType } from "./features.js";
import { osmValues } from "./features.js";
import type { PoiCategory, Tags } from "./sources.js";
import { cleanText } from "./text.js";

/** German labels for equipment and family features (dative plural where used after "mit"). */
const FEATURE_DE: Readonly<Record<string, string>> = {
  "Baby swing": "Babyschaukel",
  Swing: "Schaukel",
  Slide: "Rutsche",
  Sandpit: "Sandkasten",
  "Water play": "Wasserspiel",
  "Climbing frame": "Klettergerüst",
  Springy: "Federwippe",
  Seesaw: "Wippe",
  Roundabout: "Karussell",
  Playhouse: "Spielhaus",
  "Zip line": "Seilbahn",
  Trampoline: "Trampolin",
  "High chairs available": "Hochstühlen",
  "Changing table": "Wickeltisch",
  "Play area": "Spielecke",
  "Outdoor seating": "Sitzplätzen im Freien",
  "Free WiFi": "kostenlosem WLAN",
};

/** OSM sport values → German (only common ones; unknown values are left out rather than shown raw). */
const SPORT_DE: Readonly<Record<string, string>> = {
  swimming: "Schwimmen",
  climbing: "Klettern",
  yoga: "Yoga",
  gymnastics: "Turnen",
  dance: "Tanz",
  soccer: "Fußball",
  canoe: "Kanu",
  rowing: "Rudern",
  trampoline: "Trampolin",
  tennis: "Tennis",
  badminton: "Badminton",
  squash: "Squash",
  table_tennis: "Tischtennis",
  martial_arts: "Kampfsport",
  karate: "Karate",
  judo: "Judo",
  boxing: "Boxen",
  athletics: "Leichtathletik",
  archery: "Bogenschießen",
  miniature_golf: "Minigolf",
  handball: "Handball",
  basketball: "Basketball",
  volleyball: "Volleyball",
  kinderturnen: "Kinderturnen",
  multi: "verschiedene Sportarten",
};

/** community_centre:for values → German target groups. */
const TARGET_DE: Readonly<Record<string, string>> = {
  family: "Familien",
  child: "Kinder",
  juvenile: "Jugendliche",
  multigeneration: "alle Generationen",
  neighbourhood: "Nachbarschaft",
  migrant: "Zugewanderte",
  immigrant: "Zugewanderte",
};

/** Joins German list items: "a", "a und b", "a, b und c". */
export function joinGerman(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} und ${items[items.length - 1]}`;
}

/** Operators that are organisations (omit private persons such as "Surname, Firstname"). */
const ORGANISATION =
  /e\.\s?v\.?|g?gmbh|stiftung|bezirksamt|verein|verband|kirche|kirchen|gemeinde|hamburg|drk|awo|rotes kreuz|bücherhallen|universit|\bag\b|genossenschaft|kreis|schule|akademie|zentrum|stadt|bund|gesellschaft|assistenz|hilfe/i;

export function organisationOperator(tags: Tags): string | null {
  const op = cleanText(tags.operator ?? "");
  return op && ORGANISATION.test(op) && op.length <= 80 ? op : null;
}

/** What the description is built from. */
export type DescribeInput = {
  type: PlaceType;
  category: PoiCategory | "parks";
  name: string;
  tags: Tags;
  stadtteil: string;
  bezirk: string;
  features: readonly string[];
  /** Named OSM park a playground lies in. */
  parkName?: string | null;
};

function kindPhrase(input: DescribeInput): string {
  const { category, tags, type } = input;
  const publicAccess = tags.access === "yes" || tags.access === "permissive" || tags.access === "public";
  switch (category) {
    case "playgrounds":
      if (type === "activity_center") return "Kinder- und Familientreffpunkt mit Spielplatz";
      return `${publicAccess ? "Öffentlicher " : ""}${tags.indoor === "yes" ? "Indoor-Spielplatz" : "Spielplatz"}`;
    case "libraries":
      return "Öffentliche Bibliothek";
    case "museums":
      return "Museum";
    case "theaters":
      return "Theater";
    case "cinemas":
      return "Kino";
    case "community-centers":
      return type === "family_education" ? "Einrichtung der Familienbildung" : "Gemeinschaftszentrum";
    case "sport-centers":
      return "Sportstätte";
    case "ice-cream-parlours":
      return "Eisdiele";
    case "cafes":
      return input.features.includes("Ice cream") ? "Café mit Eisverkauf" : "Café";
    case "restaurants":
      return "Restaurant";
    case "fast-food-restaurants":
      return "Imbiss";
    case "parks":
      return "Park";
  }
}

/** German description: one sentence "what and where", optionally one sentence of tag facts. */
export function describePlace(input: DescribeInput): string {
  const { tags, features } = input;
  const inPark =
    input.parkName && input.category === "playgrounds" ? ` in der Grünanlage „${input.parkName}“` : "";
  const first = `${kindPhrase(input)}${inPark} in ${input.stadtteil} (Bezirk ${input.bezirk}).`;

  const facts: string[] = [];
  const operator = organisationOperator(tags);
  if (operator)
    facts.push(`${input.category === "community-centers" ? "Träger" : "Betrieben von"}: ${operator}`);
  const targets = [
    ...new Set(
      osmValues(tags["community_centre:for"])
        .map((t) => TARGET_DE[t])
        .filter(Boolean),
    ),
  ];
  if (targets.length > 0) facts.push(`für ${joinGerman(targets as string[])}`);
  const sports = [
    ...new Set(
      osmValues(tags.sport)
        .map((s) => SPORT_DE[s])
        .filter(Boolean),
    ),
  ];
  if (sports.length > 0) facts.push(`Sport: ${joinGerman(sports as string[])}`);
  if (tags.fee === "no") facts.push(input.category === "playgrounds" ? "kostenlos" : "Eintritt frei");
  if (tags.fee === "yes") facts.push("Eintritt kostenpflichtig");
  const equipment = features.filter((f) =>
    [
      "Baby swing",
      "Swing",
      "Slide",
      "Sandpit",
      "Water play",
      "Climbing frame",
      "Springy",
      "Seesaw",
      "Roundabout",
      "Playhouse",
      "Zip line",
      "Trampoline",
    ].includes(f),
  );
  if (equipment.length > 0) facts.push(`mit ${joinGerman(equipment.map((f) => FEATURE_DE[f]!))}`);
  if (input.type === "cafe" || input.type === "kindercafe" || input.type === "restaurant") {
    const family = features.filter((f) =>
      ["High chairs available", "Changing table", "Play area", "Outdoor seating", "Free WiFi"].includes(f),
    );
    if (family.length > 0) facts.push(`mit ${joinGerman(family.map((f) => FEATURE_DE[f]!))}`);
  }
  if (tags.wheelchair === "yes") facts.push("rollstuhlgerecht");
  if (tags.wheelchair === "limited") facts.push("eingeschränkt rollstuhlgerecht");
  if (facts.length === 0) return first;
  const second = facts.join(", ");
  return `${first} ${second.charAt(0).toUpperCase()}${second.slice(1)} (laut OpenStreetMap).`;
}
