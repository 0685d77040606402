/**
 * /suggest-course (spec 01 §2, §4 "Suggestion forms", §5, §8): signed-in users only (else /auth). Title,
 * description, age group, type, location (with address search; the picked coordinates are kept),
 * schedule and an optional booking link that must be a web address. Success shows 'Suggestion
 * submitted!' and a screen with 'Browse Courses' and 'Suggest Another'. Back goes to /courses.
 */
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { COURSE_AGE_GROUPS, COURSE_FORM_TYPES } from "#shared/constants";
import { SUGGESTION_LIMITS, ZCourseSuggestionFields } from "#shared/schemas/suggestions";
import { AddressSearchField } from "#web/components/address-search/address-search-field";
import { SelectField, TextField } from "#web/components/ui/field";
import { ageGroupLabel, courseTypeLabel } from "#web/lib/place-labels";
import { useCreateCourseSuggestion } from "./api/create-course-suggestion";
import { SuggestionForm, SuggestionPage } from "./components/suggestion-form";
import { useSuggestionForm } from "./components/use-suggestion-form";

type FormInput = z.input<typeof ZCourseSuggestionFields>;

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
  const mutation = useCreateCourseSuggestion();
  const suggestion = useSuggestionForm({
    schema: ZCourseSuggestionFields,
    empty: EMPTY,
    mutation,
    send: (body) => mutation.mutateAsync(body),
    urlField: "booking_url",
  });
  const { form, place, setPlace, isSubmitting } = suggestion;
  const { errors } = form.formState;
  const required = t("suggest.common.fieldRequired");

  return (
    <SuggestionForm
      suggestion={suggestion}
      intro={t("suggest.course.intro")}
      browseTo="/courses"
      browseLabel={t("suggest.course.browse")}
    >
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

      <AddressSearchField
        control={form.control}
        name="location"
        id="suggest-location"
        label={t("suggest.course.location")}
        isRequired
        placeholder={t("suggest.course.locationPlaceholder")}
        place={place}
        onPlaceChange={setPlace}
        error={errors.location ? required : undefined}
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
    </SuggestionForm>
  );
}

export function SuggestCoursePage() {
  const { t } = useTranslation("suggestions");
  return (
    <SuggestionPage title={t("suggest.course.title")} backTo="/courses">
      <CourseSuggestionForm />
    </SuggestionPage>
  );
}
