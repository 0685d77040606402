/** How a course's price reads on its page (decision 021). */
import type { TCourse } from "#shared/schemas/courses";
import { localeOf } from "#web/lib/format-course";
import type { TFunction } from "i18next";

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
