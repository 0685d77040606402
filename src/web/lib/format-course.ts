/**
 * How a course's dates and price read (issue 21 §1): "Di., 1. Dez." / "Tue 1 Dec" for a day, "12,50 €
 * pro Termin" for a price. Days are calendar days ("YYYY-MM-DD"), formatted at noon UTC so no time zone
 * moves them to the day before.
 */
import type { TFunction } from "./i18n";
import type { TCourse } from "../../shared/schemas/courses";

const formats = new Map<string, Intl.DateTimeFormat>();

const localeOf = (language: string | undefined) => (language === "en" ? "en-GB" : "de-DE");

/** A course day with its weekday, e.g. "Di., 1. Dez."; with `withYear`, "Di., 1. Dez. 2026". */
export function formatCourseDay(date: string, language: string | undefined, withYear = false): string {
  const key = `${localeOf(language)}:${withYear}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      weekday: "short",
      day: "numeric",
      month: "short",
      ...(withYear ? { year: "numeric" } : {}),
      timeZone: "UTC",
    });
    formats.set(key, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

/** "Kostenlos", "12,50 € pro Kurs", "8 € pro Termin" (or "12,50 €" when it does not say what for). */
export function formatCoursePrice(
  price: NonNullable<TCourse["price"]>,
  t: TFunction,
  language: string | undefined,
) {
  if (price.cents === 0) return t("courses.detail.free");
  const amount = (price.cents / 100).toLocaleString(localeOf(language), {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: price.cents % 100 ? 2 : 0,
  });
  return price.per ? t(`courses.detail.pricePer.${price.per}`, { amount }) : amount;
}
