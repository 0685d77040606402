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

/** True for the name of an adult venue ("Erotic Art Museum", "Erotixx"). */
export function isAdultVenueName(name: string): boolean {
  return ADULT.test(name);
}

/** Tag values that mark an adult venue (OSM wiki Tag:cinema=erotic, Tag:shop=erotic, Key:amenity). */
const ADULT_TAGS: ReadonlyArray<readonly [key: string, values: readonly string[]]> = [
  ["cinema", ["erotic", "adult"]],
  ["shop", ["erotic", "adult"]],
  ["amenity", ["stripclub", "brothel", "swingerclub", "love_hotel"]],
];

/** `min_age` as whole years, or null when absent or not a plain number (OSM wiki Key:min_age). */
export function minAgeOf(tags: Tags): number | null {
  const v = (tags.min_age ?? "").trim();
  return /^\d{1,2}$/.test(v) ? Number(v) : null;
}

/**
 * Why a POI is not for families with children of 0–6 by its tags alone, or null: an adult venue
 * (erotic cinema/shop, strip club …, or min_age ≥ 18: "Kino No. 5" is cinema=erotic + min_age=18,
 * "Sparta Junior" shop=erotic + min_age=18), or a place whose min_age is above 6.
 */
export function notForSmallChildren(tags: Tags): string | null {
  const minAge = minAgeOf(tags);
  if (
    ADULT_TAGS.some(([key, values]) => values.includes(tags[key] ?? "")) ||
    (minAge !== null && minAge >= 18)
  )
    return "adult venue";
  if (minAge !== null && minAge > 6) return "min_age above 6 (not for 0–6-year-olds)";
  return null;
}

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
  /eltern|famil|kifaz|kinder|mütter|mutter|spielhaus|spielhafen|bürgerhaus|bürgertreff|stadtteilhaus|stadtteilzentrum|stadtteiltreff|stadtteilprojekt|gemeinschaftshaus|nachbarschaft|nachbar-treff|kulturladen|kulturhaus|kulturhof|kulturzentrum|kulturpalast|kulturpunkt|begegnung|treffpunkt|quartierstreff|mokip/i;
/** Names that are clearly not for families with small children. */
const CC_NOT_FAMILY =
  /senior|alten|mädchen|jungen|jungs|frauen|lesben|jobcenter|asta\b|studierend|\bfsr\b|fanladen|fanräume|infoladen|libertär|bereitschaft|sportverein|segler|islamic|gemeindebüro|gemeindehaus|gemeindesaal|kirchengemeinde|soziallogistik|talentförderung/i;
/**
 * Names of youth centres for school children and teenagers: Haus der Jugend, Jugendzentrum, Jugendclub,
 * Jugendtreff, "Kinder- und Jugend…" (Hamburg's "offene Kinder- und Jugendarbeit", ages ~6–21).
 */
const CC_YOUTH =
  /haus der jugend|jugendclub|jugendtreff|jugendcaf|jugendkeller|jugendzentrum|jugendhaus|jugendetage|jugendverein|jugendfreizeit|jugendarbeit|jugend- und|kinder- und jugend|\bjuz\b|teekeller|jugendoase/i;
/** Names that open a youth centre to families or the whole neighbourhood ("Jugend- und Stadtteilzentrum"). */
const CC_OPEN_TO_FAMILIES = /famil|eltern|mütter|stadtteil|nachbar|bürger|generation/i;
/** community_centre:for values that include parents or everyone. */
const CC_FAMILY_TARGETS = ["family", "multigeneration", "neighbourhood"];

/**
 * True for a youth centre aimed at school children and teenagers: a youth-centre name (Haus der Jugend,
 * Jugendzentrum, Jugendclub …) or `community_centre:for` ∋ juvenile, unless the tags also name families,
 * several generations or the neighbourhood, or the name does ("Kinder- und Familienzentrum",
 * "Jugend- und Stadtteilzentrum"). Centres only for `child` stay (Spielhaus, "5+ years").
 */
export function isTeenYouthCentre(name: string, tags: Tags): boolean {
  const targets = osmValues(tags["community_centre:for"]);
  if (!CC_YOUTH.test(name) && !targets.includes("juvenile")) return false;
  return !targets.some((t) => CC_FAMILY_TARGETS.includes(t)) && !CC_OPEN_TO_FAMILIES.test(name);
}
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
 * Names of Hamburg's family-education institutions (decision 020): Elternschulen (run by the Bezirke or
 * the churches), Eltern-Kind-Zentren (EKiZ), Kinder- und Familien(hilfe)zentren (KiFaZ),
 * Familienbildungsstätten, Mütterzentren, Familientreffs and Familienhäuser. Matched case-insensitively
 * in the 2026 name ("Elternschule Harburg", "Kleines Kifaz – Kinder- und Familienzentrum Rissen",
 * "Evangelische Familienbildungsstätte Eppendorf", "FamilienTreff Bramfeld").
 */
const FAMILY_EDUCATION_NAME =
  /elternschule|eltern-kind-zentrum|\bekiz\b|kifaz|familien(?:hilfe)?zentrum|familienbildung|mütterzentrum|familientreff|familienhaus/i;
/** community_centre:for values that name only parents and families (OSM wiki Key:community_centre:for). */
const FAMILY_EDUCATION_TARGETS = new Set(["family", "parent", "parents"]);

/**
 * True for a community centre that is a family-education provider (type family_education, "Familienbildung";
 * decisions/020): a family-education name (`FAMILY_EDUCATION_NAME`), or the tags
 * `community_centre=family_centre`, or `community_centre:for` naming only families or parents. A
 * centre that also serves children or teenagers on its own ("Spielhaus Osdorfer Born", `child;family`)
 * stays an activity_center.
 */
export function isFamilyEducationProvider(name: string, tags: Tags): boolean {
  if (FAMILY_EDUCATION_NAME.test(name)) return true;
  if (tags.community_centre === "family_centre") return true;
  const targets = osmValues(tags["community_centre:for"]);
  return targets.length > 0 && targets.every((t) => FAMILY_EDUCATION_TARGETS.has(t));
}

/**
 * Community centres → family_education when `isFamilyEducationProvider`, else activity_center. Kept when the name or tags show a family/children/neighbourhood
 * offer (Eltern-Kind-Zentrum, Elternschule, KiFaZ, Spielhaus, Bürgerhaus,
 * Stadtteilzentrum, Kulturladen, Nachbarschaftstreff …, or community_centre:for ∋ family/child/
 * multigeneration/neighbourhood, or community_centre=family_centre/community_hall). Dropped: seniors-,
 * girls-/boys-only centres, youth centres for school children and teenagers (`isTeenYouthCentre`, SOURCE.md
 * "Catalogue rules": Haus der Jugend, community_centre:for=juvenile), club homes, party/event venues, parish
 * halls, political info shops, and centres with no family signal at all.
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
  if (isTeenYouthCentre(name, tags))
    return drop("community centre: youth centre for school children and teenagers");
  if (targets.length > 0 && targets.every((t) => CC_NOT_FAMILY_TARGETS.has(t))) {
    return drop("community centre: not for families (seniors/teens/club/other)");
  }
  if (isFamilyEducationProvider(name, tags)) return keep("family_education", true);
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

/**
 * Sports a family with children under 6 can do there together (SOURCE.md "Catalogue rules": pure sports clubs
 * are not family places): swimming (baby and toddler swimming), trampoline halls, climbing/bouldering halls,
 * mini golf, (children's) gymnastics.
 */
const SPORT_FAMILY = new Set([
  "swimming",
  "trampoline",
  "climbing",
  "miniature_golf",
  "kinderturnen",
  "gymnastics",
]);
/** Names that show such an offer ("Kinderturnen", "…bad", "Boulder…", "Kletter…", "Trampolin…"). */
const SPORT_FAMILY_NAME = /kinder|kids|famil|eltern|baby|schwimm|bad\b|-bad|boulder|kletter|trampolin/i;
/** Studios for grown-ups whatever their sport tag says ("Hot Yoga Hamburg Süd", "Flying Yogi"). */
const SPORT_STUDIO_NAME = /yoga|yogi|pilates/i;

/**
 * Sports centres → sports_facility only with a family offer in the tags or name (`SPORT_FAMILY`,
 * `SPORT_FAMILY_NAME`, or min_age ≤ 6); dropped: private, adult-only (gym, spa, billiards, shooting),
 * yoga/pilates studios, and sports clubs and halls without such an offer (martial arts, rowing,
 * racket sports, archery, football, a bare "sports centre" …).
 */
export function classifySportsCentre(name: string, tags: Tags): Decision {
  if (NOT_PUBLIC.has(tags.access ?? "")) return drop("sports centre: private");
  const sports = osmValues(tags.sport);
  if (SPORT_ADULT_NAME.test(name) || (sports.length > 0 && sports.every((s) => SPORT_ADULT.has(s)))) {
    return drop("sports centre: adult-only (gym, spa, billiards, shooting …)");
  }
  const minAge = minAgeOf(tags);
  const familyOffer =
    !SPORT_STUDIO_NAME.test(name) &&
    (sports.some((s) => SPORT_FAMILY.has(s)) ||
      SPORT_FAMILY_NAME.test(name) ||
      (minAge !== null && minAge <= 6));
  if (!familyOffer)
    return drop("sports centre: sports club, studio or hall without a family offer in the tags");
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
 * The tags that make a café a family café (SOURCE.md "Catalogue rules"): a changing table, high chairs, a
 * play corner.
 */
const FAMILY_CAFE_TAGS = ["changing_table", "highchair", "kids_area"] as const;

/**
 * Cafés are kept only when the data shows family relevance. A family café (a family word in the name,
 * or changing_table/highchair/kids_area = yes) is a café ("Kinder"/"Spiel" in the name: kindercafé),
 * also when it sells ice cream. A café without that but selling ice cream (cuisine ∋ ice_cream: an
 * Eiscafé) is an ice-cream parlour, type ice_cream (SOURCE.md "Catalogue rules"). One with only stroller=yes
 * stays a café. kids=no/not_welcome drops.
 */
export function classifyCafe(name: string, tags: Tags): Decision {
  if (NOT_PUBLIC.has(tags.access ?? "")) return drop("café: private");
  if (tags.kids === "no" || tags.kids === "not_welcome") return drop("café: kids not welcome");
  const iceCream = osmValues(tags.cuisine).includes("ice_cream");
  if (isFamilyCafe(name, tags))
    return keep(KINDERCAFE_NAME.test(name) ? "kindercafe" : "cafe", true, iceCream);
  if (iceCream) return keep("ice_cream", true, true);
  if (isYes(tags.stroller)) return keep("cafe", true);
  return drop("café: no family signal in the data");
}

/** True for a family café: a family word in the name or a family-café tag (see `classifyCafe`). */
export function isFamilyCafe(name: string, tags: Tags): boolean {
  return CAFE_FAMILY_NAME.test(name) || FAMILY_CAFE_TAGS.some((k) => isYes(tags[k]));
}

/**
 * A family word in a restaurant's or snack bar's name: Familie(n), Kinder, Kids, Eltern, Mütter,
 * Krabbel…, Spielplatz, Spielecke, Spielcafé. Whole words or word beginnings, so "La Famille" (a
 * restaurant's French name), "famila Fisch" (a supermarket's fish counter) and "Babylon" are no family
 * signal.
 */
const RESTAURANT_FAMILY_NAME =
  /\b(famili(e|en)|kinder|kids\b|eltern|mütter|krabbel|spielplatz|spielecke|spielcaf)/i;
/** Tags that show a restaurant or snack bar caters for small children (OSM wiki keys of the same name). */
const FAMILY_RESTAURANT_TAGS = [
  "changing_table",
  "highchair",
  "kids_area",
  "kids_area:indoor",
  "kids_area:outdoor",
] as const;

/**
 * Restaurants (`amenity=restaurant`) and snack bars (`amenity=fast_food`) are kept only when the data
 * shows family relevance: a changing table, high chairs or a kids' area (`changing_table`,
 * `highchair`, `kids_area`, `kids_area:indoor|outdoor` = yes or a positive count), or a family word
 * in the name (`RESTAURANT_FAMILY_NAME`). Both become type restaurant ("Restaurant" in the filter); a
 * private one or one where kids are not welcome (`kids=no`) is dropped.
 */
export function classifyRestaurant(
  category: "restaurants" | "fast-food-restaurants",
  name: string,
  tags: Tags,
): Decision {
  const label = category === "restaurants" ? "restaurant" : "snack bar";
  if (NOT_PUBLIC.has(tags.access ?? "")) return drop(`${label}: private`);
  if (tags.kids === "no" || tags.kids === "not_welcome") return drop(`${label}: kids not welcome`);
  const isFamily =
    RESTAURANT_FAMILY_NAME.test(name) || FAMILY_RESTAURANT_TAGS.some((key) => isYes(tags[key]));
  return isFamily ? keep("restaurant", true) : drop(`${label}: no family signal in the data`);
}

/**
 * The full decision for one POI of a category. `tags` is `{}` when the node is not in the 2024 raw
 * extract (then only the name can be judged).
 */
export function classifyPoi(category: PoiCategory, name: string, tags: Tags): Decision {
  if (isAdultVenueName(name)) return drop("adult venue");
  const notForChildren = notForSmallChildren(tags);
  if (notForChildren) return drop(notForChildren);
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
      return NOT_PUBLIC.has(tags.access ?? "") ? drop("ice cream: private") : keep("ice_cream", false, true);
    case "cafes":
      return classifyCafe(name, tags);
    case "restaurants":
    case "fast-food-restaurants":
      return classifyRestaurant(category, name, tags);
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
  "restaurants",
  "fast-food-restaurants",
  "playgrounds",
];
