/**
 * 'Wochenplan & Kurse' on /provider/edit (issue 7; spec 02 §3 provider course): add, edit and delete
 * weekly courses with day, start and end time (end before start is refused), age group, room and floor,
 * elevator, booking info and max/current participants (max below current is refused), and the dated part
 * (course-term-fields.tsx: term, skipped dates, price, ages in months, booking in Lütt or by link).
 * Approved providers' courses also appear under /courses and in the date search (docs/decisions/009).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarPlus, FileUp } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../../lib/use-translation";
import type { z } from "zod";
import {
  PROVIDER_LIMITS,
  ZProviderCourseFields,
  type TProviderCourse,
  type TProviderProfile,
} from "../../../../shared/schemas/providers";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "../../../components/ui/dialog";
import { FieldLabel, FieldMessage, inputClass, textareaClass } from "../../../components/ui/field";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { groupByWeekday, WEEK_ORDER } from "../lib/format";
import { CourseBookingsDialog } from "./course-bookings-dialog";
import { CourseImportDialog } from "./course-import-dialog";
import { CourseTermFields } from "./course-term-fields";
import { FormSection } from "./form-section";
import { useProviderAction } from "./use-provider-action";
import { EditDeleteButtons } from "../../../components/ui/edit-delete-buttons";

type FormInput = z.input<typeof ZProviderCourseFields>;
type FormOutput = z.output<typeof ZProviderCourseFields>;

const toFormValues = (course: TProviderCourse | null): FormInput => ({
  title: course?.title ?? "",
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
    const isSaved = await run(
      course
        ? { method: "PUT", path: `/courses/${course.id}`, body }
        : { method: "POST", path: "/courses", body },
      t("courses.saved"),
    );
    if (isSaved) onClose();
  });
  const field = (
    id: string,
    label: string,
    error: string | undefined,
    input: React.ReactNode,
    isOptional = false,
  ) => (
    <div>
      <FieldLabel htmlFor={id} optionalText={isOptional ? t("edit.optional") : undefined}>
        {label}
      </FieldLabel>
      {input}
      <FieldMessage id={`${id}-message`} error={error} />
    </div>
  );
  const described = (id: string, error: unknown) => ({
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": `${id}-message`,
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogTitle>{course ? t("courses.editTitle") : t("courses.addTitle")}</DialogTitle>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4">
          {field(
            "course-title",
            t("courses.name"),
            errors.title?.message,
            <input
              type="text"
              className={inputClass("mt-1")}
              maxLength={PROVIDER_LIMITS.nameChars}
              aria-required="true"
              {...described("course-title", errors.title)}
              {...form.register("title")}
            />,
          )}
          {field(
            "course-day",
            t("courses.day"),
            errors.day_of_week?.message,
            <select
              className={inputClass("mt-1")}
              {...described("course-day", errors.day_of_week)}
              {...form.register("day_of_week", { valueAsNumber: true })}
            >
              {WEEK_ORDER.map((day) => (
                <option key={day} value={day}>
                  {t(`days.${day}`)}
                </option>
              ))}
            </select>,
          )}
          <div className="grid grid-cols-2 gap-3">
            {field(
              "course-start",
              t("courses.start"),
              errors.start_time?.message,
              <input
                type="time"
                className={inputClass("mt-1")}
                {...described("course-start", errors.start_time)}
                {...form.register("start_time")}
              />,
            )}
            {field(
              "course-end",
              t("courses.end"),
              errors.end_time?.message,
              <input
                type="time"
                className={inputClass("mt-1")}
                {...described("course-end", errors.end_time)}
                {...form.register("end_time")}
              />,
            )}
          </div>
          {field(
            "course-age",
            t("courses.ageGroup"),
            undefined,
            <input
              type="text"
              placeholder={t("courses.agePlaceholder")}
              className={inputClass("mt-1")}
              {...described("course-age", undefined)}
              {...form.register("age_group")}
            />,
            true,
          )}
          <div className="grid grid-cols-2 gap-3">
            {field(
              "course-room",
              t("courses.room"),
              undefined,
              <input
                type="text"
                className={inputClass("mt-1")}
                {...described("course-room", undefined)}
                {...form.register("room_info")}
              />,
              true,
            )}
            {field(
              "course-floor",
              t("courses.floor"),
              undefined,
              <input
                type="text"
                className={inputClass("mt-1")}
                {...described("course-floor", undefined)}
                {...form.register("floor_info")}
              />,
              true,
            )}
          </div>
          <label className="flex min-h-11 items-center gap-2 text-stone-900">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              {...form.register("elevator_access")}
            />
            {t("courses.elevator")}
          </label>
          {field(
            "course-booking",
            t("courses.booking"),
            undefined,
            <textarea
              rows={2}
              className={textareaClass("mt-1 min-h-0")}
              {...described("course-booking", undefined)}
              {...form.register("booking_info")}
            />,
            true,
          )}
          <div className="grid grid-cols-2 gap-3">
            {field(
              "course-max",
              t("courses.max"),
              errors.max_participants?.message,
              <input
                type="number"
                min={1}
                inputMode="numeric"
                className={inputClass("mt-1")}
                {...described("course-max", errors.max_participants)}
                {...form.register("max_participants", { setValueAs: optionalNumber })}
              />,
              true,
            )}
            {isBookable
              ? null
              : field(
                  "course-current",
                  t("courses.current"),
                  errors.current_participants?.message,
                  <input
                    type="number"
                    min={0}
                    inputMode="numeric"
                    className={inputClass("mt-1")}
                    {...described("course-current", errors.current_participants)}
                    {...form.register("current_participants", { valueAsNumber: true })}
                  />,
                )}
          </div>
          <CourseTermFields form={form} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t("edit.cancel")}
            </Button>
            <Button type="submit" disabled={isPending} aria-busy={isPending}>
              {isPending ? t("edit.saving") : t("edit.save")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function CourseManager({ profile }: { profile: TProviderProfile }) {
  const { t } = useTranslation("provider");
  const { run, isPending } = useProviderAction(profile.id);
  const [editing, setEditing] = useState<TProviderCourse | "new" | null>(null);
  const [deleting, setDeleting] = useState<TProviderCourse | null>(null);
  // Issue 21 §3: the bookings of a course booked in Lütt (course-bookings-dialog.tsx).
  const [viewingBookings, setViewingBookings] = useState<TProviderCourse | null>(null);
  const [isImporting, setIsImporting] = useState(false);
  const groups = groupByWeekday(profile.courses);
  return (
    <FormSection
      id="provider-courses-edit"
      title={t("courses.title")}
      action={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setIsImporting(true)}>
            <FileUp aria-hidden="true" className="size-4" />
            {t("import.open")}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setEditing("new")}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t("courses.add")}
          </Button>
        </div>
      }
    >
      {groups.length === 0 ? (
        <p className="text-stone-700">{t("view.noCourses")}</p>
      ) : (
        groups.map((group) => (
          <div key={group.day}>
            <h3 className="font-bold text-stone-900">{t(`days.${group.day}`)}</h3>
            <ul className="mt-2 flex flex-col gap-2">
              {group.courses.map((course) => (
                <li
                  key={course.id}
                  className="flex flex-wrap items-center gap-2 rounded-xl border border-stone-200 p-3"
                >
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
                  <EditDeleteButtons
                    editLabel={t("courses.edit", { title: course.title })}
                    deleteLabel={t("courses.delete", { title: course.title })}
                    onEdit={() => setEditing(course)}
                    onDelete={() => setDeleting(course)}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      {editing ? (
        <CourseDialog
          profile={profile}
          course={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
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
      {deleting ? (
        <ConfirmDialog
          title={t("courses.deleteTitle")}
          description={t("courses.deleteText", { title: deleting.title })}
          confirmLabel={t("edit.delete")}
          isPending={isPending}
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
          onConfirm={() =>
            void run({ method: "DELETE", path: `/courses/${deleting.id}` }, t("courses.deleted")).then(() =>
              setDeleting(null),
            )
          }
        />
      ) : null}
    </FormSection>
  );
}
