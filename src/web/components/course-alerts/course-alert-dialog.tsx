/**
 * The dialog behind "Benachrichtige mich bei neuen Kursen" (decision 023): asks for the Stadtteil (or
 * Bezirk; empty for all of Hamburg), prefilled from the page's search and offered from Hamburg's
 * districts, and for the age — the page's age filter (a fixed range), any age, or "my child" with a
 * birth month, from which the server works out the age every day ("an alert for 'my child' follows the
 * child's birth month"). A district Lütt does not know is named before anything is sent. Saving twice
 * keeps one alert (the server answers 200 for a known one).
 */
import { LoaderCircle } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { hamburgToday } from "#shared/berlin-time";
import { districtSuggestions, resolveDistrict } from "#shared/districts";
import type { TCourseAlertInput, TCourseAlertList } from "#shared/schemas/course-alerts";
import { apiErrorText } from "#web/lib/api-client";
import { toast } from "#web/lib/toast";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog";
import { FieldLabel, FieldMessage, inputClass } from "../ui/field";
import { COURSE_ALERTS_QUERY_KEY, useCreateCourseAlert } from "./course-alerts-api";
import { formatAgeRange } from "./format-alert";

type AgeChoice = "filter" | "any" | "child";

/** The page's filters an alert can keep. */
export type CourseAlertFilters = {
  /** A Stadtteil or Bezirk as typed or picked; null or empty for all of Hamburg. */
  district: string | null;
  /** The age filter as months, both ends inclusive; null when the page filters no age. */
  ageRange: { min: number; max: number } | null;
};

/** The request for the choices made (exported for its unit test); `filters.district` as typed. */
export function alertInputOf(
  filters: CourseAlertFilters,
  choice: AgeChoice,
  birthMonth: string,
): TCourseAlertInput {
  const district = filters.district?.trim() || null;
  return {
    ...(district ? { stadtteil: district } : {}),
    ...(choice === "filter" && filters.ageRange ? { age_months: filters.ageRange } : {}),
    ...(choice === "child" ? { birth_month: birthMonth } : {}),
  };
}

/** This month in Hamburg as "YYYY-MM" (the latest birth month the field offers). */
const thisMonth = () => hamburgToday().slice(0, 7);

export function CourseAlertDialog({
  open,
  onOpenChange,
  filters,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: CourseAlertFilters;
}) {
  const { t } = useTranslation("profile");
  const create = useCreateCourseAlert();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<AgeChoice>(filters.ageRange ? "filter" : "any");
  const [birthMonth, setBirthMonth] = useState("");
  const [isMissingMonth, setIsMissingMonth] = useState(false);
  const [district, setDistrict] = useState(filters.district?.trim() ?? "");
  const [isUnknownDistrict, setIsUnknownDistrict] = useState(false);
  const ids = {
    legend: useId(),
    month: useId(),
    monthHint: useId(),
    monthError: useId(),
    district: useId(),
    districtList: useId(),
    districtHint: useId(),
    districtError: useId(),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const isKnownDistrict = !district.trim() || resolveDistrict(district) !== null;
    setIsUnknownDistrict(!isKnownDistrict);
    const isMonthMissing = choice === "child" && !/^\d{4}-\d{2}$/.test(birthMonth);
    setIsMissingMonth(isMonthMissing);
    if (!isKnownDistrict || isMonthMissing) return;
    try {
      const input = alertInputOf({ ...filters, district }, choice, birthMonth);
      const known = queryClient.getQueryData<TCourseAlertList>(COURSE_ALERTS_QUERY_KEY)?.items ?? [];
      const alert = await create.mutateAsync(input);
      const isKnown = known.some((other) => other.id === alert.id);
      toast.success(isKnown ? t("alerts.dialog.exists") : t("alerts.dialog.saved"));
      onOpenChange(false);
    } catch (error) {
      toast.error(t("alerts.dialog.error"), { description: apiErrorText(t, error) });
    }
  };

  const option = (value: AgeChoice, label: string) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-stone-50">
      <input
        type="radio"
        name="age"
        value={value}
        checked={choice === value}
        onChange={() => {
          setChoice(value);
          setIsMissingMonth(false);
        }}
        className="size-5 accent-brand-700"
      />
      <span className="text-stone-900">{label}</span>
    </label>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t("alerts.dialog.title")}</DialogTitle>
        <DialogDescription>{t("alerts.dialog.text")}</DialogDescription>
        <form onSubmit={(event) => void submit(event)} className="mt-5 flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-1">
            <FieldLabel htmlFor={ids.district}>{t("alerts.dialog.district")}</FieldLabel>
            <input
              id={ids.district}
              list={ids.districtList}
              autoComplete="off"
              value={district}
              placeholder={t("alerts.dialog.everywhere")}
              onChange={(event) => {
                setDistrict(event.target.value);
                setIsUnknownDistrict(false);
              }}
              aria-describedby={
                isUnknownDistrict ? `${ids.districtHint} ${ids.districtError}` : ids.districtHint
              }
              aria-invalid={isUnknownDistrict || undefined}
              className={inputClass()}
            />
            <datalist id={ids.districtList}>
              {districtSuggestions("").map((suggestion) => (
                <option key={suggestion.name} value={suggestion.name} />
              ))}
            </datalist>
            <p id={ids.districtHint} className="text-sm text-stone-700">
              {t("alerts.dialog.districtHint")}
            </p>
            <FieldMessage
              id={ids.districtError}
              error={isUnknownDistrict ? t("alerts.dialog.districtUnknown") : undefined}
            />
          </div>
          <fieldset aria-labelledby={ids.legend} className="flex flex-col gap-1">
            <legend id={ids.legend} className="mb-1 font-semibold text-stone-900">
              {t("alerts.dialog.ageLegend")}
            </legend>
            {filters.ageRange
              ? option("filter", t("alerts.dialog.ageFilter", { age: formatAgeRange(t, filters.ageRange) }))
              : null}
            {option("child", t("alerts.dialog.ageChild"))}
            {option("any", t("alerts.dialog.ageAny"))}
          </fieldset>
          {choice === "child" ? (
            <div className="flex flex-col gap-1">
              <FieldLabel htmlFor={ids.month}>{t("alerts.dialog.birthMonth")}</FieldLabel>
              <input
                id={ids.month}
                type="month"
                value={birthMonth}
                max={thisMonth()}
                onChange={(event) => {
                  setBirthMonth(event.target.value);
                  setIsMissingMonth(false);
                }}
                aria-describedby={isMissingMonth ? `${ids.monthHint} ${ids.monthError}` : ids.monthHint}
                aria-invalid={isMissingMonth || undefined}
                className={inputClass()}
              />
              <p id={ids.monthHint} className="text-sm text-stone-700">
                {t("alerts.dialog.birthMonthHint")}
              </p>
              <FieldMessage
                id={ids.monthError}
                error={isMissingMonth ? t("alerts.dialog.birthMonthMissing") : undefined}
              />
            </div>
          ) : null}
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t("alerts.dialog.cancel")}
            </Button>
            <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
              {create.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
              {create.isPending ? t("alerts.dialog.saving") : t("alerts.dialog.save")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
