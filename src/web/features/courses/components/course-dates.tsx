/**
 * The dates of a course on its page (decision 021): its term, the next dates it takes place (at most
 * NEXT_DATES_MAX, from GET /api/courses/:id) and how many more the term has ("Und 12 weitere Termine bis
 * …"), or that it carries on weekly, with "In den Kalender" (its iCalendar file, §4), and the dates
 * within the term it does not take place, with the reason ("Fortbildung"; a holiday in the page's
 * language: "Herbstferien", "Autumn Holidays").
 */
import { CalendarPlus } from "lucide-react";
import { NEXT_DATES_MAX } from "#shared/course-dates";
import type { TCourse } from "#shared/schemas/courses";
import { buttonClass } from "#web/components/ui/button";
import { formatCourseDay } from "#web/lib/format-course";
import type { Language } from "#web/lib/i18n";
import { useTranslation } from "react-i18next";

export function CourseDates({ course }: { course: TCourse }) {
  const { t, i18n } = useTranslation();
  const day = (date: string, withYear = false) => formatCourseDay(date, i18n.language, withYear);
  const today = course.next_dates[0];
  const coming = course.skipped_dates.filter((skipped) => !today || skipped.date >= today);
  // The API lists at most NEXT_DATES_MAX dates; the rest of the term is counted, never dropped silently.
  const more = (course.upcoming_date_count ?? 0) - course.next_dates.length;
  return (
    <section
      aria-labelledby="course-dates"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 id="course-dates" className="text-base font-bold text-stone-900">
        {t("courses.detail.nextDates")}
      </h2>
      {course.term ? (
        <p className="mt-1 text-sm text-stone-700">
          {course.term.start && course.term.end
            ? t("courses.detail.term", {
                start: day(course.term.start, true),
                end: day(course.term.end, true),
              })
            : course.term.start
              ? t("courses.detail.termFrom", { start: day(course.term.start, true) })
              : t("courses.detail.termUntil", { end: day(course.term.end!, true) })}
        </p>
      ) : null}
      {course.next_dates.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {course.next_dates.map((date) => (
            <li
              key={date}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900"
            >
              <time dateTime={date}>{day(date)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-stone-800">{t("courses.detail.noNextDates")}</p>
      )}
      {more > 0 && course.term?.end ? (
        <p className="mt-2 text-sm text-stone-700">
          {t("courses.detail.moreDates", { count: more, end: day(course.term.end, true) })}
        </p>
      ) : course.upcoming_date_count === null && course.next_dates.length === NEXT_DATES_MAX ? (
        <p className="mt-2 text-sm text-stone-700">{t("courses.detail.runsOn")}</p>
      ) : null}
      {course.next_dates.length > 0 ? (
        <a
          href={`/api/courses/${course.id}/calendar.ics`}
          download
          className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3" })}
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t("courses.detail.addToCalendar")}
        </a>
      ) : null}
      {coming.length > 0 ? (
        <>
          <h3 className="mt-3 text-sm font-bold text-stone-900">{t("courses.detail.skipped")}</h3>
          <ul className="mt-1 flex flex-col gap-0.5 text-sm text-stone-800">
            {coming.map((skipped) => (
              <li key={skipped.date}>
                <time dateTime={skipped.date}>{day(skipped.date)}</time> –{" "}
                {skipped.holiday ? skipped.holiday[i18n.language as Language] : skipped.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
