/**
 * The date popover's content (spec 01 §5 "Date picker: past dates cannot be selected; single selection;
 * week starts Monday (German locale)"): react-day-picker with date-fns locales, loaded only when the
 * popover opens.
 */
import { de } from "date-fns/locale/de";
import { enGB } from "date-fns/locale/en-GB";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { hamburgToday } from "#shared/berlin-time";

/**
 * The picker in Lütt's colours (react-day-picker's CSS variables). Days are 44 px tap targets where a
 * week of them fits; on a narrower panel each is a seventh of it (`cqw` of the wrapper), so Sunday is
 * not cut off: about 37 px on a 360 px phone, above WCAG 2.5.8's 24 px.
 */
const BRAND = {
  "--rdp-accent-color": "#0f766e",
  "--rdp-accent-background-color": "#f0fdfa",
  "--rdp-today-color": "#0f766e",
  "--rdp-day-width": "min(44px, calc(100cqw / 7))",
  "--rdp-day_button-width": "min(42px, calc(100cqw / 7 - 2px))",
} as CSSProperties;

/** "YYYY-MM-DD" of a local date. */
const toIsoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

export function DatePanel({ value, onPick }: { value: string; onPick: (date: string) => void }) {
  const { i18n } = useTranslation();
  // Hamburg's day, as the server judges "past" (spec 01 §5), and the picker's own "today" (its mark and
  // where it puts the focus): a phone set to another zone would otherwise offer, around midnight, a day
  // the search then refuses.
  const today = new Date(`${hamburgToday()}T00:00:00`);
  const selected = value ? new Date(`${value}T00:00:00`) : undefined;
  return (
    <div className="@container">
      <DayPicker
        mode="single"
        locale={i18n.language === "en" ? enGB : de}
        weekStartsOn={1}
        today={today}
        disabled={{ before: today }}
        startMonth={today}
        defaultMonth={selected ?? today}
        selected={selected}
        onSelect={(date) => {
          if (date) onPick(toIsoDay(date));
        }}
        autoFocus
        style={BRAND}
      />
    </div>
  );
}
