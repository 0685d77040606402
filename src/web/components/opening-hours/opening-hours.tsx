/**
 * Opening hours from OpenStreetMap syntax: a readable weekly table and an "open now" badge (issue
 * "Foundation" §10); values the parser cannot read are shown as written. The `opening_hours` library is
 * large (113 kB gzip, with every country's holidays; evaluating it blocks a phone for ~0.5 s), so it is
 * imported only once the section comes within a screen's height of the viewport: a visitor who reads
 * the top of a place page is not held up by it, and one who scrolls finds the table ready.
 */
import { Clock } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Badge } from "../ui/badge";
import { Skeleton } from "../ui/skeleton";
import { cn } from "../../lib/cn";
import {
  formatTime,
  isWholeDay,
  openState,
  weekSchedule,
  type DaySchedule,
  type OpenState,
} from "./opening-hours-week";

type Parsed =
  { status: "loading" } | { status: "failed" } | { status: "ready"; week: DaySchedule[]; state: OpenState };

export function OpeningHours({
  value,
  latitude,
  longitude,
}: {
  value: string;
  latitude: number | null;
  longitude: number | null;
}) {
  const { t, i18n } = useTranslation();
  const [parsed, setParsed] = useState<Parsed>({ status: "loading" });
  const locale = i18n.language === "en" ? "en-GB" : "de-DE";
  const sectionRef = useRef<HTMLElement>(null);
  const isNear = useIsNearViewport(sectionRef);

  useEffect(() => {
    if (!isNear) return;
    let isCurrent = true;
    import("opening_hours")
      .then(({ default: OpeningHoursParser }) => {
        // Public holidays (PH) need the country and state.
        const hours = new OpeningHoursParser(value, {
          lat: latitude ?? 53.55,
          lon: longitude ?? 10,
          address: { country_code: "de", state: "Hamburg" },
        });
        const now = new Date();
        if (isCurrent)
          setParsed({ status: "ready", week: weekSchedule(hours, now), state: openState(hours, now) });
      })
      .catch(() => {
        if (isCurrent) setParsed({ status: "failed" });
      });
    return () => {
      isCurrent = false;
    };
  }, [isNear, value, latitude, longitude]);

  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long" });

  return (
    <section
      ref={sectionRef}
      aria-labelledby="opening-hours-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <h2
          id="opening-hours-title"
          className="flex items-center gap-2 text-lg font-extrabold text-stone-900"
        >
          <Clock aria-hidden="true" className="size-5 text-brand-700" />
          {t("places.detail.openingHours")}
        </h2>
        {parsed.status === "ready" ? (
          <Badge tone={parsed.state === "open" ? "success" : parsed.state === "closed" ? "neutral" : "sun"}>
            {t(`places.detail.openState.${parsed.state}`)}
          </Badge>
        ) : null}
      </div>
      {parsed.status === "loading" ? (
        <div className="mt-3 space-y-2" aria-hidden="true">
          {Array.from({ length: 7 }, (_, index) => (
            <Skeleton key={index} className="h-6" />
          ))}
        </div>
      ) : parsed.status === "failed" ? (
        <p className="mt-3 font-mono text-sm break-words text-stone-800">{value}</p>
      ) : (
        <>
          <table className="mt-3 w-full text-sm">
            <caption className="sr-only">{t("places.detail.openingHoursCaption")}</caption>
            <tbody>
              {parsed.week.map((day) => (
                <tr
                  key={day.date.toISOString()}
                  className={cn(
                    "border-t border-stone-100 first:border-0",
                    day.isToday && "font-bold text-stone-900",
                  )}
                >
                  <th scope="row" className="h-8 py-1 pr-3 text-left font-medium whitespace-nowrap">
                    {weekday.format(day.date)}
                    {day.isToday ? <span className="sr-only"> ({t("places.detail.today")})</span> : null}
                  </th>
                  <td className="py-1 text-right text-stone-800">
                    {day.spans.length === 0
                      ? t("places.detail.closed")
                      : day.spans
                          .map((span) =>
                            isWholeDay(span, day.date)
                              ? t("places.detail.allDay")
                              : `${formatTime(span.from, day.date, locale)}–${formatTime(span.to, day.date, locale)}` +
                                (span.comment
                                  ? ` (${span.comment})`
                                  : span.isUnknown
                                    ? ` (${t("places.detail.unsure")})`
                                    : ""),
                          )
                          .join(", ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-3 text-xs break-words text-stone-700">
            {t("places.detail.openingHoursRaw")}: <span className="font-mono">{value}</span>
          </p>
        </>
      )}
    </section>
  );
}

/**
 * Whether the element has come within one viewport height of the viewport (and stays true from then on).
 * Without IntersectionObserver it is true at once.
 */
function useIsNearViewport(ref: RefObject<Element | null>): boolean {
  const [value, setValue] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setValue(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setValue(true);
        observer.disconnect();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return value;
}
