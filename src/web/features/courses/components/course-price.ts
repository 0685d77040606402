/** How a course's price reads on its page (decision 021). */
import type { TCourse } from "#shared/schemas/courses";
import { decimalSeparator, formatCount } from "#web/lib/format-count";
import type { TFunction } from "i18next";

/**
 * An amount in euros as de-DE and en-GB write it: "12,50 €" / "€12.50", whole euros without cents ("8 €").
 * Written out instead of `toLocaleString` for the reason in format-count.ts (decision 052).
 */
export function formatEuros(cents: number, language: string | undefined): string {
  const euros = formatCount(Math.floor(cents / 100), language);
  const rest = cents % 100;
  const amount = rest === 0 ? euros : `${euros}${decimalSeparator(language)}${String(rest).padStart(2, "0")}`;
  return language === "en" ? `€${amount}` : `${amount}\u00a0€`;
}

/** "Kostenlos", "12,50 € pro Kurs", "8 € pro Termin" (or "12,50 €" when it does not say what for). */
export function formatCoursePrice(
  price: NonNullable<TCourse["price"]>,
  t: TFunction,
  language: string | undefined,
) {
  if (price.cents === 0) return t("courses.detail.free");
  const amount = formatEuros(price.cents, language);
  return price.per ? t(`courses.detail.pricePer.${price.per}`, { amount }) : amount;
}
