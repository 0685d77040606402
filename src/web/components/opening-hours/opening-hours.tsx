/**
 * Opening hours on a place page (decision 008): a readable table of this week and an "open now" badge, from
 * the week the server read out of OpenStreetMap's `opening_hours` (`TOpeningHoursWeek`), so the page is
 * complete in its HTML and the browser loads no parser. Values the server could not read are shown as
 * written. Today's row and the badge follow the page's clock (lib/now.tsx), minute by minute.
 */
import { format } from "date-fns";
import { de } from "date-fns/locale/de";
import { enGB } from "date-fns/locale/en-GB";
import { Clock } from "lucide-react";
import { hamburgTimeOfDay, hamburgToday } from "#shared/berlin-time";
import { isWholeDay, openStateAt } from "#shared/opening-hours-week";
import type { TOpeningHoursWeek } from "#shared/schemas/places";
import { useTranslation } from "react-i18next";
import { Badge } from "../ui/badge";
import { cn } from "#web/lib/cn";
import { useNow } from "#web/lib/now";

export function OpeningHours({ value, week }: { value: string; week: TOpeningHoursWeek | null }) {
  const { t, i18n } = useTranslation();
  const now = new Date(useNow());
  const today = hamburgToday(now);
  const state = week && openStateAt(week, today, hamburgTimeOfDay(now));
  const locale = i18n.language === "en" ? enGB : de;

  return (
    <section
      aria-labelledby="opening-hours-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      {/* Wraps: beside "Öffnungszeiten", "Jetzt geschlossen" did not fit a 360 px phone's card. */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="opening-hours-title"
          className="flex items-center gap-2 text-lg font-extrabold text-stone-900"
        >
          <Clock aria-hidden="true" className="size-5 text-brand-700" />
          {t("places.detail.openingHours")}
        </h2>
        {state ? (
          <Badge tone={state === "open" ? "success" : state === "closed" ? "neutral" : "sun"}>
            {t(`places.detail.openState.${state}`)}
          </Badge>
        ) : null}
      </div>
      {week ? (
        <>
          <table className="mt-3 w-full text-sm">
            <caption className="sr-only">{t("places.detail.openingHoursCaption")}</caption>
            <tbody>
              {week.days.map((day) => {
                const isToday = day.date === today;
                return (
                  <tr
                    key={day.date}
                    className={cn(
                      "border-t border-stone-100 first:border-0",
                      isToday && "font-bold text-stone-900",
                    )}
                  >
                    <th
                      scope="row"
                      className={cn(
                        "h-8 py-1 pr-3 text-left whitespace-nowrap",
                        isToday ? "font-bold" : "font-medium",
                      )}
                    >
                      {format(new Date(`${day.date}T12:00:00`), "EEEE", { locale })}
                      {isToday ? <span className="sr-only"> ({t("places.detail.today")})</span> : null}
                    </th>
                    <td className="py-1 text-right text-stone-800">
                      {day.spans.length === 0
                        ? t("places.detail.closed")
                        : day.spans
                            .map((span) =>
                              isWholeDay(span)
                                ? t("places.detail.allDay")
                                : `${span.from}–${span.to}` +
                                  (span.comment
                                    ? ` (${span.comment})`
                                    : span.is_unknown
                                      ? ` (${t("places.detail.unsure")})`
                                      : ""),
                            )
                            .join(", ")}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="mt-3 text-xs break-words text-stone-700">
            {t("places.detail.openingHoursRaw")}: <span className="font-mono">{value}</span>
          </p>
        </>
      ) : (
        <p className="mt-3 font-mono text-sm break-words text-stone-800">{value}</p>
      )}
    </section>
  );
}
