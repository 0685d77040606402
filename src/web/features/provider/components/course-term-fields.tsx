/**
 * The dated part of a provider course's form (decision 021): term, dates it does not take place (with
 * "Fällt in den Ferien aus", which adds every course date in Hamburg's school and public holidays within
 * the term in one click), price in euros per term or session, the child's age in months, and how parents
 * book (in Lütt with the places given, or by an external link).
 */
import { CalendarX, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useController, useFieldArray, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { addDays, isCalendarDate, weekdayOf } from "#shared/berlin-time";
import { PRICE_PER } from "#shared/course-dates";
import type { THolidays } from "#shared/schemas/holidays";
import type { ZProviderCourseFields } from "#shared/schemas/providers";
import { Button } from "#web/components/ui/button";
import { FieldMessage, inputClass, SelectField, TextField } from "#web/components/ui/field";
import { api } from "#web/lib/api-client";
import { formatCourseDay } from "#web/lib/format-course";
import type { Language } from "#web/lib/i18n";
import { useTranslation } from "react-i18next";

type FormInput = z.input<typeof ZProviderCourseFields>;
type FormOutput = z.output<typeof ZProviderCourseFields>;
export type CourseForm = UseFormReturn<FormInput, unknown, FormOutput>;

/** "12,50" or "12.50" → 1250 cents; empty → null; anything else → NaN, which the schema refuses. */
export function parseEuroCents(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d+([.,]\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed.replace(",", ".")) * 100);
}

/** Cents as the euro amount a German form shows ("12,50", "12"). */
export const centsToEuroText = (cents: number | null | undefined): string =>
  cents === null || cents === undefined
    ? ""
    : (cents / 100).toLocaleString("de-DE", { minimumFractionDigits: cents % 100 ? 2 : 0 });

/** A skipped date as the remove button names it ("Mo., 26. Okt."); a row not filled in yet has none. */
const dayLabel = (date: string | undefined, language: string) =>
  date && isCalendarDate(date) ? formatCourseDay(date, language) : "";

/** Empty number inputs mean "not given". */
const optionalNumber = (value: unknown) => (value === "" || value === null ? null : Number(value));

/** The days from `start` to `end` (inclusive) that fall on `weekday`. */
function weekdaysBetween(start: string, end: string, weekday: number): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) if (weekdayOf(day) === weekday) days.push(day);
  return days;
}

function PriceField({ form }: { form: CourseForm }) {
  const { t } = useTranslation("provider");
  const { field, fieldState } = useController({ control: form.control, name: "price_cents" });
  const [text, setText] = useState(() => centsToEuroText(field.value as number | null));
  return (
    <TextField
      id="course-price"
      label={t("courses.price")}
      optionalText={t("edit.optional")}
      hint={t("courses.priceHint")}
      inputMode="decimal"
      value={text}
      error={fieldState.error?.message}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(parseEuroCents(event.target.value));
      }}
      onBlur={field.onBlur}
      ref={field.ref}
    />
  );
}

function SkippedDates({ form }: { form: CourseForm }) {
  const { t, i18n } = useTranslation("provider");
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "skipped_dates" });
  const [status, setStatus] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const errors = form.formState.errors.skipped_dates;

  const addHolidays = async () => {
    const [start, end, weekday] = form.getValues(["term_start", "term_end", "day_of_week"]);
    if (!start || !end || end < start) {
      setStatus(t("courses.holidaysNeedTerm"));
      return;
    }
    setIsLoading(true);
    try {
      const { items } = await api<THolidays>(`/holidays?from=${start}&to=${end}`);
      const taken = new Set(form.getValues("skipped_dates")?.map((skipped) => skipped.date));
      const added = items.flatMap((holiday) =>
        weekdaysBetween(
          holiday.start < start ? start : holiday.start,
          holiday.end > end ? end : holiday.end,
          Number(weekday),
        )
          .filter((date) => !taken.has(date))
          // In the form's language; parents see the holiday in theirs (GET /api/courses/:id `holiday`).
          .map((date) => ({ date, reason: holiday.name[i18n.language as Language] })),
      );
      append(added.sort((a, b) => a.date.localeCompare(b.date)));
      setStatus(t("courses.holidaysAdded", { count: added.length }));
    } catch {
      setStatus(t("courses.holidaysFailed"));
    } finally {
      setIsLoading(false);
    }
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-stone-900">{t("courses.skipped")}</legend>
      <p className="text-sm text-stone-700">{t("courses.skippedHint")}</p>
      {fields.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {fields.map((item, index) => (
            <li key={item.id} className="flex flex-wrap items-start gap-2">
              <div className="w-44 shrink-0">
                <label htmlFor={`skipped-date-${index}`} className="sr-only">
                  {t("courses.skippedDate")}
                </label>
                <input
                  id={`skipped-date-${index}`}
                  type="date"
                  className={inputClass()}
                  aria-invalid={errors?.[index]?.date ? true : undefined}
                  {...form.register(`skipped_dates.${index}.date`)}
                />
              </div>
              <div className="min-w-0 flex-1 basis-40">
                <label htmlFor={`skipped-reason-${index}`} className="sr-only">
                  {t("courses.skippedReason")}
                </label>
                <input
                  id={`skipped-reason-${index}`}
                  type="text"
                  placeholder={t("courses.skippedReason")}
                  className={inputClass()}
                  aria-invalid={errors?.[index]?.reason ? true : undefined}
                  aria-describedby="course-skipped-message"
                  {...form.register(`skipped_dates.${index}.reason`)}
                />
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("courses.skippedRemove", {
                  date: dayLabel(form.getValues(`skipped_dates.${index}.date`), i18n.language),
                })}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldMessage
        id="course-skipped-message"
        error={errors?.message ?? errors?.root?.message ?? errors?.find?.((entry) => entry)?.reason?.message}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => append({ date: "", reason: "" })}>
          <Plus aria-hidden="true" className="size-4" />
          {t("courses.skippedAdd")}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={isLoading}
          aria-busy={isLoading}
          onClick={() => void addHolidays()}
        >
          <CalendarX aria-hidden="true" className="size-4" />
          {t("courses.holidays")}
        </Button>
      </div>
      <p role="status" className="text-sm text-stone-700">
        {status}
      </p>
    </fieldset>
  );
}

/** The term, skipped dates, price, ages and booking fields of the course dialog (course-manager.tsx). */
export function CourseTermFields({ form }: { form: CourseForm }) {
  const { t } = useTranslation("provider");
  const { errors } = form.formState;
  const isBookable = form.watch("bookable");
  return (
    <>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          id="course-term-start"
          type="date"
          label={t("courses.termStart")}
          optionalText={t("edit.optional")}
          error={errors.term_start?.message}
          {...form.register("term_start")}
        />
        <TextField
          id="course-term-end"
          type="date"
          label={t("courses.termEnd")}
          optionalText={t("edit.optional")}
          error={errors.term_end?.message}
          {...form.register("term_end")}
        />
      </div>
      <SkippedDates form={form} />
      <div className="grid grid-cols-2 gap-3">
        <PriceField form={form} />
        <SelectField
          id="course-price-per"
          label={t("courses.pricePer")}
          error={errors.price_per?.message}
          {...form.register("price_per", { setValueAs: (value) => (value ? value : null) })}
        >
          <option value="">{t("courses.pricePerNone")}</option>
          {PRICE_PER.map((per) => (
            <option key={per} value={per}>
              {t(`courses.pricePerOptions.${per}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="course-age-min"
          type="number"
          min={0}
          inputMode="numeric"
          label={t("courses.ageMin")}
          optionalText={t("edit.optional")}
          error={errors.age_min_months?.message}
          {...form.register("age_min_months", { setValueAs: optionalNumber })}
        />
        <TextField
          id="course-age-max"
          type="number"
          min={0}
          inputMode="numeric"
          label={t("courses.ageMax")}
          optionalText={t("edit.optional")}
          error={errors.age_max_months?.message}
          {...form.register("age_max_months", { setValueAs: optionalNumber })}
        />
      </div>
      <label className="flex min-h-11 items-center gap-2 text-stone-900">
        <input type="checkbox" className="size-5 accent-brand-700" {...form.register("bookable")} />
        {t("courses.bookable")}
      </label>
      {isBookable ? null : (
        <TextField
          id="course-booking-url"
          type="url"
          inputMode="url"
          label={t("courses.bookingUrl")}
          optionalText={t("edit.optional")}
          placeholder="https://"
          error={errors.booking_url?.message}
          {...form.register("booking_url")}
        />
      )}
    </>
  );
}
