/**
 * Translation keys for data that arrives in English from the API: place types, feature strings
 * (spec 01 §3 "Place features", plus the import's additions) and course types / age groups.
 * Unknown strings fall back to themselves, so new data never shows a raw key.
 */
import type { TFunction } from "i18next";
import { MAX_AGE_MONTHS, readMonthRangeLabel } from "#shared/age-groups";
import type { PlaceType } from "#shared/constants";

/** "High chairs available" → "high_chairs_available" (locale keys cannot hold spaces reliably). */
export const labelKey = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

export const placeTypeLabel = (t: TFunction, type: PlaceType | string): string =>
  t(`placeTypes.${type}`, { defaultValue: type });

export const featureLabel = (t: TFunction, feature: string): string =>
  t(`features.${labelKey(feature)}`, { defaultValue: feature });

export const courseTypeLabel = (t: TFunction, type: string): string =>
  t(`courseTypes.${labelKey(type)}`, { defaultValue: type });

/** An age group the locale files name (spec 01 §3 and spec 02 §9 lists, the server's month ranges), or null. */
function knownAgeGroup(t: TFunction, ageGroup: string): string | null {
  const named = t(`ageGroups.${labelKey(ageGroup)}`, { defaultValue: "" });
  if (named) return named;
  const range = readMonthRangeLabel(ageGroup);
  if (!range) return null;
  const [min, max] = range;
  if (max < MAX_AGE_MONTHS)
    return min === 0 ? t("ageRanges.until", { max }) : t("ageRanges.months", { min, max });
  return min === 0 ? t("ageGroups.all_ages") : t("ageRanges.from", { min });
}

/**
 * A course's or provider's age group in the page's language (decisions/033): one of the spec's groups
 * ("6-18 months", "1-2 Jahre", "Schulkinder"), a month range the server wrote for a provider course
 * ("4–12 Monate", shared/age-groups.ts `monthRangeLabel`), or a list of them ("0-6 Monate, Schulkinder",
 * a provider's target groups); any other text is what a person typed and stays as written.
 */
export function ageGroupLabel(t: TFunction, ageGroup: string): string {
  const known = knownAgeGroup(t, ageGroup);
  if (known) return known;
  const parts = ageGroup.split(", ").map((part) => knownAgeGroup(t, part));
  return parts.length > 1 && parts.every((part) => part !== null) ? parts.join(", ") : ageGroup;
}

/**
 * A place's address line as cards and the place page show it: with the distinguishing line first when
 * the place has one ("Nähe Gaußstraße · Ottensen, Hamburg"), so places of one name and Stadtteil can be
 * told apart (docs/decisions/039-names-parents-recognise.md).
 */
export const placeAddressLine = (
  t: TFunction,
  place: { address: string; stadtteil: string | null; locality_hint: string | null },
): string => {
  const address = place.address || place.stadtteil || "";
  return place.locality_hint ? t("places.nearHint", { hint: place.locality_hint, address }) : address;
};
