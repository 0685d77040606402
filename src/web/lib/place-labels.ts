/**
 * Translation keys for data that arrives in English from the API: place types, feature strings
 * (spec 01 §3 "Place features", plus the import's additions) and course types / age groups.
 * Unknown strings fall back to themselves, so new data never shows a raw key.
 */
import type { TFunction } from "./i18n";
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
