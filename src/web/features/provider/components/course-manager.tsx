/**
 * 'Wochenplan & Kurse' on /provider/edit (spec 02 §3 provider course): add, edit and delete
 * weekly courses with a description, course type and tags (what /courses filters by; decision 030), day,
 * start and end time (end before start is refused), age group, room and floor,
 * elevator, booking info and max/current participants (max below current is refused), and the dated part
 * (course-term-fields.tsx: term, skipped dates, price, ages in months, booking in Lütt or by link).
 * Approved providers' courses also appear under /courses and in the date search (docs/decisions/009).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarPlus, FileUp } from "lucide-react";
import { useState } from "react";
import { useController, useForm, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import {
  PROVIDER_LIMITS,
  ZProviderCourseFields,
  type TProviderCourse,
  type TProviderProfile,
} from "#shared/schemas/providers";
import { COURSE_FORM_TYPES } from "#shared/constants";
import { Button } from "#web/components/ui/button";
import { SelectField, TextField } from "#web/components/ui/field";
import { ToggleChip } from "#web/components/ui/toggle-chip";
import { courseTypeLabel } from "#web/lib/place-labels";
import { tagLabel, useTags } from "#web/lib/tags";
import { groupByWeekday, WEEK_ORDER } from "../lib/format";
import { CourseBookingsDialog } from "./course-bookings-dialog";
import { CourseImportDialog } from "./course-import-dialog";
import { CourseTermFields } from "./course-term-fields";
import { ItemFormDialog, saveItemRequest } from "./item-form-dialog";
import { ItemListManager } from "./item-list-manager";
import { useProviderAction } from "./use-provider-action";

type FormInput = z.input<typeof ZProviderCourseFields>;
type FormOutput = z.output<typeof ZProviderCourseFields>;

const toFormValues = (course: TProviderCourse | null): FormInput => ({
  title: course?.title ?? "",
  description: course?.description ?? "",
  type: course?.type ?? "Parent-Child",
  tags: course?.tags ?? [],
  day_of_week: course?.day_of_week ?? 1,
  start_time: course?.start_time ?? "09:00",
  end_time: course?.end_time ?? "10:00",
  age_group: course?.age_group ?? "",
  room_info: course?.room_info ?? "",
  floor_info: course?.floor_info ?? "",
  elevator_access: course?.elevator_access ?? false,
  booking_info: course?.booking_info ?? "",
  max_participants: course?.max_participants ?? null,
  current_participants: course?.current_participants ?? 0,
  term_start: course?.term_start ?? "",
  term_end: course?.term_end ?? "",
  price_cents: course?.price_cents ?? null,
  price_per: course?.price_per ?? null,
  age_min_months: course?.age_min_months ?? null,
  age_max_months: course?.age_max_months ?? null,
  bookable: course?.bookable ?? false,
  booking_url: course?.booking_url ?? "",
  skipped_dates: course?.skipped_dates ?? [],
});

/**
 * The course's tags as chips that toggle: the active course tags (what /courses filters by), and any the
 * course still has that an admin has since switched off, so they can be taken away.
 */
function CourseTagChips({ form }: { form: UseFormReturn<FormInput, unknown, FormOutput> }) {
  const { t, i18n } = useTranslation("provider");
  const tags = useTags("courses");
  const { field } = useController({ control: form.control, name: "tags" });
  const selected = field.value ?? [];
  const active = tags.data?.items ?? [];
  const names = [
    ...active.map((tag) => ({ value: tag.name_de, label: tagLabel(tag, i18n.language) })),
    ...selected
      .filter((name) => !active.some((tag) => tag.name_de === name))
      .map((name) => ({ value: name, label: name })),
  ];
  const hintId = "course-tags-hint";
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="text-sm font-bold text-stone-900">
        {t("courses.tags")} <span className="font-normal text-stone-700">{t("edit.optional")}</span>
      </legend>
      <p id={hintId} className="text-sm text-stone-700">
        {t("courses.tagsHint")}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {names.map(({ value, label }) => (
          <ToggleChip
            key={value}
            isPressed={selected.includes(value)}
            onClick={() =>
              field.onChange(
                selected.includes(value) ? selected.filter((name) => name !== value) : [...selected, value],
              )
            }
          >
            {label}
          </ToggleChip>
        ))}
      </div>
    </fieldset>
  );
}

/** Empty number inputs mean "no limit". */
const optionalNumber = (value: unknown) => (value === "" || value === null ? null : Number(value));

function CourseDialog({
  profile,
  course,
  onClose,
}: {
  profile: TProviderProfile;
  course: TProviderCourse | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("provider");
  const { run, isPending } = useProviderAction(profile.id);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZProviderCourseFields),
    defaultValues: toFormValues(course),
  });
  const { errors } = form.formState;
  // Booked in Lütt, the places taken are counted from the bookings (migration 0021), not typed.
  const isBookable = form.watch("bookable");
  const submit = form.handleSubmit(async (body) => {
    const isSaved = await run(saveItemRequest("/courses", course, body), t("courses.saved"));
    if (isSaved) onClose();
  });
  const optional = t("edit.optional");
  return (
    <ItemFormDialog
      title={course ? t("courses.editTitle") : t("courses.addTitle")}
      isPending={isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        id="course-title"
        label={t("courses.name")}
        maxLength={PROVIDER_LIMITS.nameChars}
        aria-required="true"
        error={errors.title?.message}
        {...form.register("title")}
      />
      <TextField
        id="course-description"
        rows={4}
        label={t("courses.description")}
        optionalText={optional}
        hint={t("courses.descriptionHint")}
        maxLength={PROVIDER_LIMITS.longTextChars}
        error={errors.description?.message}
        {...form.register("description")}
      />
      <SelectField
        id="course-type"
        label={t("courses.type")}
        error={errors.type?.message}
        {...form.register("type")}
      >
        {COURSE_FORM_TYPES.map((type) => (
          <option key={type} value={type}>
            {courseTypeLabel(t, type)}
          </option>
        ))}
      </SelectField>
      <CourseTagChips form={form} />
      <SelectField
        id="course-day"
        label={t("courses.day")}
        error={errors.day_of_week?.message}
        {...form.register("day_of_week", { valueAsNumber: true })}
      >
        {WEEK_ORDER.map((day) => (
          <option key={day} value={day}>
            {t(`days.${day}`)}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="course-start"
          type="time"
          label={t("courses.start")}
          error={errors.start_time?.message}
          {...form.register("start_time")}
        />
        <TextField
          id="course-end"
          type="time"
          label={t("courses.end")}
          error={errors.end_time?.message}
          {...form.register("end_time")}
        />
      </div>
      <TextField
        id="course-age"
        label={t("courses.ageGroup")}
        optionalText={optional}
        placeholder={t("courses.agePlaceholder")}
        {...form.register("age_group")}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="course-room"
          label={t("courses.room")}
          optionalText={optional}
          {...form.register("room_info")}
        />
        <TextField
          id="course-floor"
          label={t("courses.floor")}
          optionalText={optional}
          {...form.register("floor_info")}
        />
      </div>
      <label className="flex min-h-11 items-center gap-2 text-stone-900">
        <input type="checkbox" className="size-5 accent-brand-700" {...form.register("elevator_access")} />
        {t("courses.elevator")}
      </label>
      <TextField
        id="course-booking"
        rows={2}
        label={t("courses.booking")}
        optionalText={optional}
        {...form.register("booking_info")}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="course-max"
          type="number"
          min={1}
          inputMode="numeric"
          label={t("courses.max")}
          optionalText={optional}
          error={errors.max_participants?.message}
          {...form.register("max_participants", { setValueAs: optionalNumber })}
        />
        {isBookable ? null : (
          <TextField
            id="course-current"
            type="number"
            min={0}
            inputMode="numeric"
            label={t("courses.current")}
            error={errors.current_participants?.message}
            {...form.register("current_participants", { valueAsNumber: true })}
          />
        )}
      </div>
      <CourseTermFields form={form} />
    </ItemFormDialog>
  );
}

export function CourseManager({ profile }: { profile: TProviderProfile }) {
  const { t } = useTranslation("provider");
  const action = useProviderAction(profile.id);
  // Decision 024: the bookings of a course booked in Lütt (course-bookings-dialog.tsx).
  const [viewingBookings, setViewingBookings] = useState<TProviderCourse | null>(null);
  const [isImporting, setIsImporting] = useState(false);
  return (
    <ItemListManager
      id="provider-courses-edit"
      title={t("courses.title")}
      addLabel={t("courses.add")}
      addIcon={<CalendarPlus aria-hidden="true" className="size-4" />}
      otherActions={
        <Button variant="secondary" size="sm" onClick={() => setIsImporting(true)}>
          <FileUp aria-hidden="true" className="size-4" />
          {t("import.open")}
        </Button>
      }
      emptyText={t("view.noCourses")}
      items={profile.courses}
      groups={groupByWeekday(profile.courses).map((group) => ({
        key: group.day,
        heading: t(`days.${group.day}`),
        items: group.courses,
      }))}
      renderItem={(course) => (
        <>
          <div className="min-w-0 flex-1">
            <p className="font-bold text-stone-900">{course.title}</p>
            <p className="text-sm text-stone-700">
              {t("view.time", { start: course.start_time, end: course.end_time })}
              {course.max_participants !== null
                ? ` · ${t("view.participants", { current: course.current_participants, max: course.max_participants })}`
                : null}
            </p>
          </div>
          {course.bookable ? (
            // On phones the button gets a row of its own below the course, so the title keeps its width.
            <div className="order-last basis-full sm:order-none sm:basis-auto">
              <Button
                variant="secondary"
                size="sm"
                aria-label={t("courseBookings.openLabel", {
                  title: course.title,
                  count: course.current_participants,
                })}
                onClick={() => setViewingBookings(course)}
              >
                {t("courseBookings.open", { count: course.current_participants })}
              </Button>
            </div>
          ) : null}
        </>
      )}
      editLabel={(course) => t("courses.edit", { title: course.title })}
      deleteLabel={(course) => t("courses.delete", { title: course.title })}
      renderDialog={(course, onClose) => <CourseDialog profile={profile} course={course} onClose={onClose} />}
      deleteTitle={t("courses.deleteTitle")}
      deleteText={(course) => t("courses.deleteText", { title: course.title })}
      deletePath="/courses"
      deletedText={t("courses.deleted")}
      action={action}
    >
      {viewingBookings ? (
        <CourseBookingsDialog
          providerId={profile.id}
          course={viewingBookings}
          onClose={() => setViewingBookings(null)}
        />
      ) : null}
      {isImporting ? (
        <CourseImportDialog providerId={profile.id} onClose={() => setIsImporting(false)} />
      ) : null}
    </ItemListManager>
  );
}
