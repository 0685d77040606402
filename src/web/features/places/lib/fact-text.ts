import type { TFunction } from "i18next";
import type { TFactMinority } from "#shared/schemas/facts";

/** A fact's value in words: "Ja – Herren-WC", "ab 3 Jahren", "Holzschnitzel", "unklar". */
export function factValueText(
  t: TFunction,
  key: string,
  value: string,
  location: readonly string[] = [],
): string {
  if (key === "min_age" || key === "max_age") {
    const years = t("facts.years", { count: Number(value) });
    return t(key === "min_age" ? "facts.fromAge" : "facts.upToAge", { years });
  }
  if (key === "surface") return t(`facts.surfaces.${value}`);
  const text = t(`facts.values.${value}`);
  if (location.length === 0) return text;
  return `${text} – ${location.map((place) => t(`facts.locations.${place}`)).join(", ")}`;
}

/**
 * One line of what the other answers say (decisions/031): "2 Eltern sagen: Nein", "OpenStreetMap sagt:
 * Ja", or, for a location most agreeing answers do not name, "1 Elternteil sagt auch: Damen-WC".
 */
export function minorityText(t: TFunction, key: string, entry: TFactMinority): string {
  if (entry.location) {
    const value = t(`facts.locations.${entry.location}`);
    return t(`facts.minorityAlso.${entry.source}`, { count: entry.answers, value });
  }
  return t(`facts.minority.${entry.source}`, {
    count: entry.answers,
    value: factValueText(t, key, entry.value),
  });
}
