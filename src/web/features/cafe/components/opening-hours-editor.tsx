/**
 * The friendly weekly editor for café opening hours (spec 02 §2.15 'Öffnungszeiten', built now): a row per
 * weekday, Monday first, with an "open" switch and opening and closing times; the value is OpenStreetMap
 * syntax (lib/weekly-hours). Values richer than one span per day (holidays, lunch breaks) open in the text
 * mode, which anyone may also choose; the server checks the text with the opening_hours library.
 */
import { useTranslation } from "react-i18next";
import { FieldLabel, FieldMessage, inputClass } from "#web/components/ui/field";
import { isWeekValid, OSM_DAYS, type DayHours } from "../lib/weekly-hours";

/** The editor's state: the week, or the text when richer than the week editor can show. */
export type HoursDraft = { mode: "week"; week: DayHours[] } | { mode: "text"; text: string };

export function OpeningHoursEditor({
  draft,
  onChange,
  toText,
  toWeek,
  isDisabled,
}: {
  draft: HoursDraft;
  onChange: (draft: HoursDraft) => void;
  /** The current week as text, for switching to the text mode. */
  toText: () => void;
  /** Back to the week, when the text is simple enough (else the switch is not offered). */
  toWeek: (() => void) | null;
  isDisabled: boolean;
}) {
  const { t, i18n } = useTranslation("cafe");
  const weekday = new Intl.DateTimeFormat(i18n.language === "en" ? "en-GB" : "de-DE", {
    weekday: "long",
  });

  if (draft.mode === "text") {
    return (
      <div className="flex flex-col gap-2">
        <FieldLabel htmlFor="cafe-hours-text">{t("edit.textLabel")}</FieldLabel>
        <input
          id="cafe-hours-text"
          type="text"
          value={draft.text}
          maxLength={500}
          disabled={isDisabled}
          aria-describedby="cafe-hours-text-hint"
          onChange={(event) => onChange({ mode: "text", text: event.target.value })}
          className={inputClass("font-mono")}
        />
        <FieldMessage id="cafe-hours-text-hint">{t("edit.textHint")}</FieldMessage>
        {toWeek ? (
          <button
            type="button"
            onClick={toWeek}
            className="self-start py-2 font-semibold text-brand-800 underline"
          >
            {t("edit.asWeek")}
          </button>
        ) : null}
      </div>
    );
  }

  const update = (index: number, change: Partial<DayHours>) =>
    onChange({
      mode: "week",
      week: draft.week.map((day, at) => (at === index ? { ...day, ...change } : day)),
    });
  const isValid = isWeekValid(draft.week);

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-stone-700">{t("edit.hoursIntro")}</p>
      <ul className="flex flex-col divide-y divide-stone-100">
        {draft.week.map((day, index) => {
          // 1 January 2024 was a Monday: names the weekdays in the page's language.
          const name = weekday.format(new Date(2024, 0, 1 + index));
          const id = `cafe-hours-${OSM_DAYS[index]}`;
          const isWrong = day.isOpen && !isWeekValid([day]);
          return (
            <li key={OSM_DAYS[index]} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2">
              <label
                htmlFor={`${id}-open`}
                className="flex min-h-11 w-44 items-center gap-3 font-semibold text-stone-900"
              >
                <input
                  id={`${id}-open`}
                  type="checkbox"
                  role="switch"
                  checked={day.isOpen}
                  disabled={isDisabled}
                  onChange={(event) => update(index, { isOpen: event.target.checked })}
                  className="size-5 accent-brand-700"
                />
                {name}
              </label>
              {day.isOpen ? (
                <div className="flex items-center gap-2">
                  <label htmlFor={`${id}-from`} className="sr-only">
                    {`${name}: ${t("edit.from")}`}
                  </label>
                  <input
                    id={`${id}-from`}
                    type="time"
                    value={day.from}
                    disabled={isDisabled}
                    aria-invalid={isWrong || undefined}
                    onChange={(event) => update(index, { from: event.target.value })}
                    className={inputClass("w-32")}
                  />
                  <span aria-hidden="true">–</span>
                  <label htmlFor={`${id}-to`} className="sr-only">
                    {`${name}: ${t("edit.to")}`}
                  </label>
                  <input
                    id={`${id}-to`}
                    type="time"
                    value={day.to}
                    disabled={isDisabled}
                    aria-invalid={isWrong || undefined}
                    onChange={(event) => update(index, { to: event.target.value })}
                    className={inputClass("w-32")}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <FieldMessage id="cafe-hours-message" error={isValid ? undefined : t("edit.hoursInvalid")} />
      <button
        type="button"
        onClick={toText}
        className="self-start py-2 font-semibold text-brand-800 underline"
      >
        {t("edit.asText")}
      </button>
    </div>
  );
}
