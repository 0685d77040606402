/**
 * The course add / edit dialog (spec 02 §2.7, §8): title, description, age group (free text with the
 * filter groups offered; the server turns it into a month range), type, schedule, location, booking
 * link (URL-shaped), tags and an image uploaded at once with progress. Validated with the server's schema.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "../../../lib/use-translation";
import type { z } from "zod";
import { COURSE_AGE_GROUPS, COURSE_FORM_TYPES } from "../../../../shared/constants";
import {
  CATALOGUE_LIMITS,
  ZAdminCourseFields,
  type TAdminCourse,
} from "../../../../shared/schemas/admin-catalogue";
import { SUGGESTION_LIMITS } from "../../../../shared/schemas/suggestions";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTitle } from "../../../components/ui/dialog";
import {
  FieldLabel,
  FieldMessage,
  SelectField,
  TextField,
  textareaClass,
} from "../../../components/ui/field";
import { ApiError, apiErrorText } from "../../../lib/api-client";
import { courseTypeLabel } from "../../../lib/place-labels";
import { toast } from "../../../lib/toast";
import { MediaField, mediaValueOf, type MediaValue } from "../components/media-field";
import { TagInput } from "../components/tag-input";
import { useSaveCourse } from "./api/admin-courses";

type FormInput = z.input<typeof ZAdminCourseFields>;
type FormOutput = z.output<typeof ZAdminCourseFields>;

const toFormValues = (course: TAdminCourse | null): FormInput => ({
  title: course?.title ?? "",
  description: course?.description ?? "",
  age_group: course?.age_group ?? "",
  type: (course?.type ?? "") as FormInput["type"],
  schedule: course?.schedule ?? "",
  location: course?.location ?? "",
  booking_url: course?.booking_url ?? "",
  tags: course?.tags ?? [],
});

export function CourseFormDialog({ course, onClose }: { course: TAdminCourse | null; onClose: () => void }) {
  const { t } = useTranslation("admin-catalogue");
  const { t: tCommon } = useTranslation();
  const ageListId = useId();
  const [media, setMedia] = useState<MediaValue>(() => mediaValueOf(course?.image_url ?? null));
  const [isUploading, setIsUploading] = useState(false);
  const save = useSaveCourse();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZAdminCourseFields),
    defaultValues: toFormValues(course),
  });
  const { errors } = form.formState;
  const isBusy = save.isPending || isUploading;
  const required = t("common.required");
  const typeOptions: string[] = [...COURSE_FORM_TYPES];
  if (course && !typeOptions.includes(course.type)) typeOptions.push(course.type);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        id: course?.id,
        request: { ...values, image_upload_id: media.uploadId, is_image_removed: media.url === null },
      });
      toast.success(course ? t("courses.updated") : t("courses.created"));
      onClose();
    } catch (error) {
      const text = course ? t("courses.updateFailed") : t("courses.createFailed");
      toast.error(t("common.errorTitle"), {
        description:
          error instanceof ApiError && error.status === 400 ? `${text} ${apiErrorText(t, error)}` : text,
      });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-h-[92dvh] max-w-2xl overflow-y-auto"
        aria-describedby={undefined}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogTitle>{course ? t("courses.editTitle") : t("courses.addTitle")}</DialogTitle>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-5">
          <TextField
            isRequired
            autoComplete="off"
            id="admin-course-title"
            label={t("courses.fields.title")}
            maxLength={CATALOGUE_LIMITS.nameChars}
            error={errors.title ? required : undefined}
            {...form.register("title")}
          />
          <div>
            <FieldLabel htmlFor="admin-course-description">
              {t("courses.fields.description")}
              <span aria-hidden="true" className="text-rose-800">
                {" "}
                *
              </span>
            </FieldLabel>
            <textarea
              id="admin-course-description"
              rows={4}
              maxLength={CATALOGUE_LIMITS.descriptionChars}
              aria-required="true"
              aria-invalid={errors.description ? true : undefined}
              aria-describedby="admin-course-description-message"
              className={textareaClass("mt-1")}
              {...form.register("description")}
            />
            <FieldMessage
              id="admin-course-description-message"
              error={errors.description ? required : undefined}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              isRequired
              autoComplete="off"
              id="admin-course-age"
              label={t("courses.fields.ageGroup")}
              list={ageListId}
              maxLength={CATALOGUE_LIMITS.ageGroupChars}
              hint={t("courses.fields.ageGroupHint")}
              error={errors.age_group ? required : undefined}
              {...form.register("age_group")}
            />
            <datalist id={ageListId}>
              {Object.keys(COURSE_AGE_GROUPS).map((group) => (
                <option key={group} value={group} />
              ))}
            </datalist>
            <SelectField
              isRequired
              id="admin-course-type"
              label={t("courses.fields.type")}
              error={errors.type ? required : undefined}
              {...form.register("type")}
            >
              <option value="">{t("common.choose")}</option>
              {typeOptions.map((type) => (
                <option key={type} value={type}>
                  {courseTypeLabel(tCommon, type)}
                </option>
              ))}
            </SelectField>
          </div>
          <TextField
            isRequired
            autoComplete="off"
            id="admin-course-schedule"
            label={t("courses.fields.schedule")}
            placeholder={t("courses.fields.schedulePlaceholder")}
            maxLength={CATALOGUE_LIMITS.scheduleChars}
            error={errors.schedule ? required : undefined}
            {...form.register("schedule")}
          />
          <TextField
            isRequired
            autoComplete="off"
            id="admin-course-location"
            label={t("courses.fields.location")}
            maxLength={CATALOGUE_LIMITS.addressChars}
            error={errors.location ? required : undefined}
            {...form.register("location")}
          />
          <TextField
            id="admin-course-booking"
            type="url"
            inputMode="url"
            autoComplete="off"
            maxLength={SUGGESTION_LIMITS.urlChars}
            label={t("courses.fields.bookingUrl")}
            optionalText={t("common.optional")}
            placeholder={t("courses.fields.bookingUrlPlaceholder")}
            error={errors.booking_url ? t("courses.fields.invalidUrl") : undefined}
            {...form.register("booking_url")}
          />
          <Controller
            control={form.control}
            name="tags"
            render={({ field }) => (
              <TagInput
                id="admin-course-tags"
                category="courses"
                value={field.value ?? []}
                onChange={field.onChange}
                isDisabled={isBusy}
              />
            )}
          />
          <MediaField
            bucket="course-images"
            value={media}
            onChange={setMedia}
            onBusyChange={setIsUploading}
            isDisabled={isBusy}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t("common.cancel")}</Button>
            </DialogClose>
            <Button type="submit" disabled={isBusy} aria-busy={save.isPending}>
              {save.isPending ? t("common.saving") : course ? t("common.save") : t("courses.add")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
