import type { TFunction } from "#web/lib/i18n";

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
