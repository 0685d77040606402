/**
 * /suggest-course (spec 01 §2, §4 "Suggestion forms", §5, §8): signed-in users only (else /auth). Title,
 * description, age group, type, location (with address search; the picked coordinates are kept),
 * schedule and an optional booking link that must be a web address. Success shows 'Suggestion
 * submitted!' and a screen with 'Browse Courses' and 'Suggest Another'. Back goes to /courses.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "../../lib/use-translation";
import type { z } from "zod";
import { COURSE_AGE_GROUPS, COURSE_FORM_TYPES } from "../../../shared/constants";
import type { TPlaceDetails } from "../../../shared/schemas/geo";
import { SUGGESTION_LIMITS, ZCourseSuggestionFields } from "../../../shared/schemas/suggestions";
import { AddressSearch } from "../../components/address-search/address-search";
import { PageHeader } from "../../components/layout/page-header";
import { RequireSignIn } from "../../components/require-sign-in";
import { Button } from "../../components/ui/button";
import { SelectField, TextField } from "../../components/ui/field";
import { ageGroupLabel, courseTypeLabel } from "../../lib/place-labels";
import { toast } from "../../lib/toast";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useCreateCourseSuggestion } from "./api/create-course-suggestion";
import { FormCard, FormSkeleton } from "./components/form-section";
import { toastInvalidSuggestion, toastSuggestionFailure } from "./components/suggestion-feedback";
import { SuggestionSuccess } from "./components/suggestion-success";

type FormInput = z.input<typeof ZCourseSuggestionFields>;
type FormOutput = z.output<typeof ZCourseSuggestionFields>;

const EMPTY: FormInput = {
  title: "",
  description: "",
  age_group: "" as FormInput["age_group"],
  type: "" as FormInput["type"],
  location: "",
  schedule: "",
  booking_url: "",
};

const AGE_GROUPS = Object.keys(COURSE_AGE_GROUPS) as Array<keyof typeof COURSE_AGE_GROUPS>;

function CourseSuggestionForm() {
  const { t } = useTranslation("suggestions");
  const [place, setPlace] = useState<TPlaceDetails | null>(null);
  const [isDone, setIsDone] = useState(false);
  const mutation = useCreateCourseSuggestion();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZCourseSuggestionFields),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const isSubmitting = mutation.isPending;
  const required = t("suggest.common.fieldRequired");
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await mutation.mutateAsync({
          ...values,
          latitude: place?.geometry.location.lat ?? null,
          longitude: place?.geometry.location.lng ?? null,
        });
        toast.success(t("suggest.common.successToast"), {
          description: t("suggest.common.successToastText"),
        });
        setIsDone(true);
      } catch (error) {
        toastSuggestionFailure(t, error);
      }
    },
    (invalid) => toastInvalidSuggestion(t, invalid, "booking_url"),
  );

  if (isDone) {
    return (
      <SuggestionSuccess
        browseTo="/courses"
        browseLabel={t("suggest.course.browse")}
        onSuggestAnother={() => {
          form.reset(EMPTY);
          setPlace(null);
          mutation.reset();
          setIsDone(false);
        }}
      />
    );
  }

  return (
    <FormCard intro={t("suggest.course.intro")} requiredHint={t("suggest.common.requiredHint")}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
        <TextField
          isRequired
          id="suggest-title"
          autoComplete="off"
          maxLength={SUGGESTION_LIMITS.nameChars}
          label={t("suggest.course.courseTitle")}
          placeholder={t("suggest.course.titlePlaceholder")}
          disabled={isSubmitting}
          error={errors.title && required}
          {...form.register("title")}
        />

        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField
            isRequired
            id="suggest-age_group"
            label={t("suggest.course.ageGroup")}
            disabled={isSubmitting}
            error={errors.age_group && required}
            {...form.register("age_group")}
          >
            <option value="">{t("suggest.common.choose")}</option>
            {AGE_GROUPS.map((group) => (
              <option key={group} value={group}>
                {ageGroupLabel(t, group)}
              </option>
            ))}
          </SelectField>
          <SelectField
            isRequired
            id="suggest-type"
            label={t("suggest.course.type")}
            disabled={isSubmitting}
            error={errors.type && required}
            {...form.register("type")}
          >
            <option value="">{t("suggest.common.choose")}</option>
            {COURSE_FORM_TYPES.map((type) => (
              <option key={type} value={type}>
                {courseTypeLabel(t, type)}
              </option>
            ))}
          </SelectField>
        </div>

        <TextField
          isRequired
          id="suggest-description"
          rows={5}
          maxLength={SUGGESTION_LIMITS.descriptionChars}
          label={t("suggest.course.description")}
          placeholder={t("suggest.course.descriptionPlaceholder")}
          disabled={isSubmitting}
          error={errors.description && required}
          {...form.register("description")}
        />

        <Controller
          control={form.control}
          name="location"
          render={({ field }) => (
            <AddressSearch
              ref={field.ref}
              id="suggest-location"
              name={field.name}
              label={t("suggest.course.location")}
              requiredMark="*"
              isRequired
              placeholder={t("suggest.course.locationPlaceholder")}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              place={place}
              onPlaceChange={setPlace}
              error={errors.location ? required : undefined}
            />
          )}
        />

        <TextField
          isRequired
          id="suggest-schedule"
          autoComplete="off"
          maxLength={SUGGESTION_LIMITS.scheduleChars}
          label={t("suggest.course.schedule")}
          placeholder={t("suggest.course.schedulePlaceholder")}
          disabled={isSubmitting}
          error={errors.schedule && required}
          {...form.register("schedule")}
        />

        <TextField
          id="suggest-booking_url"
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={SUGGESTION_LIMITS.urlChars}
          label={t("suggest.course.bookingUrl")}
          optionalText={t("common.optional")}
          placeholder="https://"
          hint={t("suggest.course.bookingUrlHint")}
          disabled={isSubmitting}
          error={errors.booking_url && t("suggest.common.invalidUrlText")}
          {...form.register("booking_url")}
        />

        <Button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
          className="w-full sm:w-auto sm:self-end"
        >
          {isSubmitting ? (
            <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
          ) : null}
          {isSubmitting ? t("suggest.common.submitting") : t("suggest.common.submit")}
        </Button>
      </form>
    </FormCard>
  );
}

export function SuggestCoursePage() {
  const { t } = useTranslation("suggestions");
  useDocumentTitle(t("suggest.course.title"));
  return (
    <>
      <PageHeader title={t("suggest.course.title")} backTo="/courses" />
      <main id="main" className="mx-auto max-w-2xl px-4 py-5 sm:px-6">
        <RequireSignIn redirectTo="/auth" fallback={<FormSkeleton />}>
          <CourseSuggestionForm />
        </RequireSignIn>
      </main>
    </>
  );
}
