/**
 * The course add / edit dialog (spec 02 §2.7, §8): title, description, age group (free text with the
 * filter groups offered; the server turns it into a month range), type, schedule, location (the address
 * search: the picked coordinates are sent and the server works out the Stadtteil, which course alerts
 * and the home search match; decision 032), booking link (URL-shaped), tags and an image uploaded at
 * once with progress. Validated with the server's schema.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { COURSE_AGE_GROUPS, COURSE_FORM_TYPES } from "#shared/constants";
import { CATALOGUE_LIMITS, ZAdminCourseFields, type TAdminCourse } from "#shared/schemas/admin-catalogue";
import type { TPlaceDetails } from "#shared/schemas/geo";
import { SUGGESTION_LIMITS } from "#shared/schemas/suggestions";
import { AddressSearchField } from "#web/components/address-search/address-search-field";
import { SelectField, TextField } from "#web/components/ui/field";
import { courseTypeLabel } from "#web/lib/place-labels";
import { CatalogueFormDialog, toastCatalogueSaveFailure } from "../components/catalogue-form-dialog";
import { toast } from "#web/lib/toast";
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

/** The stored point as the address search's "picked place", so the Stadtteil shows when editing. */
const pickedPlaceOf = (course: TAdminCourse | null): TPlaceDetails | null =>
  course && course.latitude !== null && course.longitude !== null
    ? {
        place_id: course.id,
        formatted_address: course.location,
        name: course.location,
        geometry: { location: { lat: course.latitude, lng: course.longitude } },
        stadtteil: course.stadtteil,
        bezirk: course.bezirk,
      }
    : null;

export function CourseFormDialog({ course, onClose }: { course: TAdminCourse | null; onClose: () => void }) {
  const { t } = useTranslation("admin-catalogue");
  const { t: tCommon } = useTranslation();
  const ageListId = useId();
  const [picked, setPicked] = useState<TPlaceDetails | null>(() => pickedPlaceOf(course));
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
        request: {
          ...values,
          latitude: picked?.geometry.location.lat ?? null,
          longitude: picked?.geometry.location.lng ?? null,
          image_upload_id: media.uploadId,
          is_image_removed: media.url === null,
        },
      });
      toast.success(course ? t("courses.updated") : t("courses.created"));
      onClose();
    } catch (error) {
      toastCatalogueSaveFailure(t, course ? t("courses.updateFailed") : t("courses.createFailed"), error);
    }
  });

  return (
    <CatalogueFormDialog
      title={course ? t("courses.editTitle") : t("courses.addTitle")}
      isBusy={isBusy}
      isSaving={save.isPending}
      submitLabel={course ? t("common.save") : t("courses.add")}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        isRequired
        autoComplete="off"
        id="admin-course-title"
        label={t("courses.fields.title")}
        maxLength={CATALOGUE_LIMITS.nameChars}
        error={errors.title ? required : undefined}
        {...form.register("title")}
      />
      <TextField
        isRequired
        id="admin-course-description"
        rows={4}
        maxLength={CATALOGUE_LIMITS.descriptionChars}
        label={t("courses.fields.description")}
        error={errors.description ? required : undefined}
        {...form.register("description")}
      />
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
      <AddressSearchField
        control={form.control}
        name="location"
        id="admin-course-location"
        label={t("courses.fields.location")}
        isRequired
        placeholder={t("courses.fields.locationPlaceholder")}
        place={picked}
        onPlaceChange={setPicked}
        error={errors.location ? required : undefined}
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
    </CatalogueFormDialog>
  );
}
