/**
 * Translation keys for data that arrives in English from the API: place types, feature strings
 * (spec 01 §3 "Place features", plus the import's additions) and course types / age groups.
 * Unknown strings fall back to themselves, so new data never shows a raw key.
 */
import type { TFunction } from "i18next";
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

export const ageGroupLabel = (t: TFunction, ageGroup: string): string =>
  t(`ageGroups.${labelKey(ageGroup)}`, { defaultValue: ageGroup });

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
