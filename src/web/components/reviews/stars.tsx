import { Star } from "lucide-react";
import { cn } from "#web/lib/cn";
import { formatTenths } from "#web/lib/format-count";
import { useTranslation } from "react-i18next";

/** A review's 1–5 stars, read out as "4 von 5 Sternen" (namespace "reviews"). */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation("reviews");
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={t("reviews.stars", { count: rating })}
    >
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={cn("size-4", value <= rating ? "fill-sun-400 text-amber-600" : "text-stone-300")}
        />
      ))}
    </span>
  );
}

/** The average badge: "4,3" with a star, read out as "Durchschnitt: 4,3 von 5 Sternen", and the count. */
export function RatingSummary({ average, count }: { average: number; count: number }) {
  const { t, i18n } = useTranslation("reviews");
  const shown = formatTenths(average, i18n.language);
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span
        data-testid="rating-average"
        className="inline-flex items-center gap-1 rounded-full bg-sun-100 px-3 py-1 font-bold text-amber-950"
      >
        <Star aria-hidden="true" className="size-4 fill-sun-400 text-amber-600" />
        <span aria-hidden="true">{shown}</span>
        <span className="sr-only">{t("reviews.average", { average: shown })}</span>
      </span>
      <span className="text-sm text-stone-700">{t("reviews.count", { count })}</span>
    </p>
  );
}
