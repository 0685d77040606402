/**
 * Which POIs a family guide for parents of 0–6-year-olds imports, and as which place type. Each rule
 * returns a reason when it drops something so the summary can count drops per reason. Rules look at the
 * 2026 name and, where the node exists in the 2024 raw extract, its OSM tags.
 */
import type { PlaceType } from "./features.js";
import { isYes, osmValues } from "./features.js";
import type { PoiCategory, Tags } from "./sources.js";

/** Keep (with type and venue facts) or drop (with reason). */
export type Decision =
  { keep: true; type: PlaceType; indoor: boolean; iceCream: boolean } | { keep: false; reason: string };

const keep = (type: PlaceType, indoor: boolean, iceCream = false): Decision => ({
  keep: true,
  type,
  indoor,
  iceCream,
});
const drop = (reason: string): Decision => ({ keep: false, reason });

/** Adult venues (erotic museum, adult cinemas). Matched on the name, case-insensitive. */
const ADULT = /(^|[^a-zäöü])(sex|sexy|erotic|erotik|erotixx|porno|gay-kino|striptease|swinger)/i;

/** Access values that mean "not open to the public" (OSM wiki Key:access). */
const NOT_PUBLIC = new Set(["private", "no"]);
/** For playgrounds additionally: only for customers, residents or permit holders. */
const PLAYGROUND_NOT_PUBLIC = new Set(["private", "no", "customers", "residents", "permit", "delivery"]);

/**
 * Public libraries: the Bücherhallen Hamburg network (HÖB, by operator or name), children's libraries
 * and parish/district public libraries. Everything else in the extract is a university, research,
 * authority, court, company or association library (ref:isil "DE-18-…" etc.), which parents cannot use.
 */
export function isPublicLibrary(name: string, tags: Tags): boolean {
  if (NOT_PUBLIC.has(tags.access ?? "")) return false;
  if (/universit|hochschule|institut|staatsbibliothek|archiv|fachbibliothek|gericht|behörde/i.test(name))
    return false;
  const operator = tags.operator ?? "";
  if (/bücherhalle/i.test(operator)) return true;
  return /bücherhalle|kinderbibliothek|kinder- und jugendbibliothek|stadtteilbücherei|öffentliche bücherei|hoeb4u/i.test(
    name,
  );
}

/** Theatres for children identified by name or tags (Kinder, Jung, Puppen, Figuren, Märchen, …). */
const CHILDREN_THEATRE = /kinder|jung|jugend|puppen|figuren|marionett|märchen|fundus|klecks|wackelzahn/i;

export function isChildrensTheatre(name: string, tags: Tags): boolean {
  if (CHILDREN_THEATRE.test(name)) return true;
  const genre = `${tags["theatre:genre"] ?? ""};${tags["theatre:type"] ?? ""}`.toLowerCase();
  return /puppet|children|marionette|kids/.test(genre) || CHILDREN_THEATRE.test(tags.description ?? "");
}

/** Community-centre names that signal a family/children/neighbourhood offer. */
const CC_FAMILY =
  /eltern|famil|kifaz|kinder|mütter|mutter|spielhaus|spielhafen|haus der jugend|bürgerhaus|bürgertreff|stadtteilhaus|stadtteilzentrum|stadtteiltreff|stadtteilprojekt|gemeinschaftshaus|nachbarschaft|nachbar-treff|kulturladen|kulturhaus|kulturhof|kulturzentrum|kulturpalast|kulturpunkt|begegnung|treffpunkt|quartierstreff|mokip/i;
/** Names that are clearly not for families with small children. */
const CC_NOT_FAMILY =
  /senior|alten|mädchen|jungen|jungs|frauen|lesben|jobcenter|asta\b|studierend|\bfsr\b|fanladen|fanräume|infoladen|libertär|bereitschaft|sportverein|segler|islamic|gemeindebüro|gemeindehaus|gemeindesaal|kirchengemeinde|soziallogistik|talentförderung/i;
/** Youth clubs for teenagers (kept only when they also name children or families). */
const CC_YOUTH =
  /jugendclub|jugendtreff|jugendcaf|jugendkeller|jugendzentrum|jugendhaus|jugendetage|jugendverein|jugendfreizeit|\bjuz\b|teekeller|jugendoase/i;
/** community_centre=* kinds that are venues or club houses, not open family offers. */
const CC_NOT_FAMILY_KIND = new Set(["club_home", "events_venue", "parish_hall"]);
/** community_centre:for values that do not include small children or parents. */
const CC_NOT_FAMILY_TARGETS = new Set([
  "senior",
  "girl",
  "boy",
  "female",
  "male",
  "juvenile",
  "athlete",
  "student",
]);

/**
 * Community centres → activity_center. Kept when the name or tags show a family/children/neighbourhood
 * offer (Eltern-Kind-Zentrum, Elternschule, KiFaZ, Spielhaus, Haus der Jugend, Bürgerhaus,
 * Stadtteilzentrum, Kulturladen, Nachbarschaftstreff …, or community_centre:for ∋ family/child/
 * multigeneration/neighbourhood, or community_centre=family_centre/community_hall). Dropped: seniors-,
 * girls-/boys-only and teen clubs, club homes, party/event venues, parish halls, political info shops,
 * and centres with no family signal at all.
 */
export function classifyCommunityCentre(name: string, tags: Tags): Decision {
  if (NOT_PUBLIC.has(tags.access ?? "")) return drop("community centre: private");
  const kind = tags.community_centre ?? "";
  const targets = osmValues(tags["community_centre:for"]);
  const familyTarget = targets.some((t) =>
    ["family", "child", "multigeneration", "neighbourhood"].includes(t),
  );
  if (CC_NOT_FAMILY.test(name)) return drop("community centre: not for families (seniors/teens/club/other)");
  if (CC_NOT_FAMILY_KIND.has(kind)) return drop("community centre: club home, event venue or parish hall");
  if (/klassenpolitisch|libertär/i.test(tags.description ?? ""))
    return drop("community centre: political venue");
  if (
    targets.length > 0 &&
    targets.every((t) => CC_NOT_FAMILY_TARGETS.has(t)) &&
    !/haus der jugend/i.test(name)
  ) {
    return drop("community centre: not for families (seniors/teens/club/other)");
  }
  if (
    CC_YOUTH.test(name) &&
    !/kinder|famil/i.test(name) &&
    !targets.includes("child") &&
    !targets.includes("family")
  ) {
    return drop("community centre: youth club for teenagers");
  }
  if (CC_FAMILY.test(name) || familyTarget || kind === "family_centre" || kind === "community_hall") {
    return keep("activity_center", true);
  }
  return drop("community centre: no family signal in name or tags");
}

/** Sports: adult-only venues (gyms, spa, pub billiards, shooting, axe throwing) are not family places. */
const SPORT_ADULT_NAME =
  /fitness|\bgym\b|xtrafit|miss sporty|\bspa\b|pub\b|billard|billiard|schützen|woodcutter/i;
const SPORT_ADULT = new Set(["fitness", "billiards", "shooting", "axtwerfen", "9pin"]);
/** Sports usually practised indoors (halls, pools, studios). */
const SPORT_INDOOR = new Set([
  "climbing",
  "swimming",
  "yoga",
  "gymnastics",
  "trampoline",
  "dance",
  "badminton",
  "squash",
  "table_tennis",
  "martial_arts",
  "karate",
  "judo",
  "boxing",
  "kickboxing",
  "fighting",
  "kung_fu",
  "muay_thai",
  "jiu-jitsu",
  "shinson hapkido",
]);

/** Sports centres → sports_facility, unless private or adult-only. */
export function classifySportsCentre(name: string, tags: Tags): Decision {
  if (NOT_PUBLIC.has(tags.access ?? "")) return drop("sports centre: private");
  const sports = osmValues(tags.sport);
  if (SPORT_ADULT_NAME.test(name) || (sports.length > 0 && sports.every((s) => SPORT_ADULT.has(s)))) {
    return drop("sports centre: adult-only (gym, spa, billiards, shooting …)");
  }
  // "Indoor" only with evidence: indoor=yes, a hall/studio name, or only indoor sports; never for
  // places open 24/7 (those are outdoor facilities such as "Bewegungsinsel Bramfelder See").
  const indoor =
    tags.opening_hours !== "24/7" &&
    (tags.indoor === "yes" ||
      /halle|boulder|dojo|yoga|bad\b|-bad|hallenbad/i.test(name) ||
      (sports.length > 0 && sports.every((s) => SPORT_INDOOR.has(s))));
  return keep("sports_facility", indoor);
}

/** Family signal in a café name (→ cafe, or kindercafe when "Kinder"/"Spiel" is in the name). */
const CAFE_FAMILY_NAME = /kinder|famil|spielcaf|spiel-caf|spiel|eltern|mütter|krabbel|\bkids\b/i;
const KINDERCAFE_NAME = /kinder|spiel/i;

/**
 * Cafés are kept only when the data shows family relevance: changing_table, highchair, kids_area or
 * stroller = yes, or a family word in the name; or when they sell ice cream (cuisine ∋ ice_cream, i.e.
 * de facto ice-cream parlours). kids=no/not_welcome drops.
 */
export function classifyCafe(name: string, tags: Tags): Decision {
  if (NOT_PUBLIC.has(tags.access ?? "")) return drop("café: private");
  if (tags.kids === "no" || tags.kids === "not_welcome") return drop("café: kids not welcome");
  const iceCream = osmValues(tags.cuisine).includes("ice_cream");
  if (cafeHasFamilySignal(name, tags))
    return keep(KINDERCAFE_NAME.test(name) ? "kindercafe" : "cafe", true, iceCream);
  if (iceCream) return keep("cafe", true, true);
  return drop("café: no family signal in the data");
}

/** True when a café's name or tags show family relevance (see `classifyCafe`). */
export function cafeHasFamilySignal(name: string, tags: Tags): boolean {
  if (CAFE_FAMILY_NAME.test(name)) return true;
  return ["changing_table", "highchair", "kids_area", "stroller"].some((k) => isYes(tags[k]));
}

/**
 * The full decision for one POI of a category. `tags` is `{}` when the node is not in the 2024 raw
 * extract (then only the name can be judged).
 */
export function classifyPoi(category: PoiCategory, name: string, tags: Tags): Decision {
  if (ADULT.test(name)) return drop("adult venue");
  switch (category) {
    case "playgrounds":
      if (PLAYGROUND_NOT_PUBLIC.has(tags.access ?? "")) return drop(`playground: access=${tags.access}`);
      return keep("playground", tags.indoor === "yes");
    case "libraries":
      return isPublicLibrary(name, tags)
        ? keep("library", true)
        : drop("library: not a public library (university/research/authority/special)");
    case "museums":
      return NOT_PUBLIC.has(tags.access ?? "") ? drop("museum: private") : keep("museum", true);
    case "theaters":
      return isChildrensTheatre(name, tags)
        ? keep("activity_center", true)
        : drop("theatre: no children's programme identifiable from name/tags");
    case "cinemas":
      return keep("activity_center", true);
    case "community-centers":
      return classifyCommunityCentre(name, tags);
    case "sport-centers":
      return classifySportsCentre(name, tags);
    case "ice-cream-parlours":
      return NOT_PUBLIC.has(tags.access ?? "") ? drop("ice cream: private") : keep("cafe", false, true);
    case "cafes":
      return classifyCafe(name, tags);
  }
}

/**
 * When the same OSM node appears in several category files, the category listed first wins (its
 * type); features of all copies are merged. Example: "DRK-Spielhafen" is a playground and a children's
 * community centre → activity_center with "Play area".
 */
export const CATEGORY_PRIORITY: readonly PoiCategory[] = [
  "museums",
  "libraries",
  "theaters",
  "cinemas",
  "community-centers",
  "sport-centers",
  "ice-cream-parlours",
  "cafes",
  "playgrounds",
];
