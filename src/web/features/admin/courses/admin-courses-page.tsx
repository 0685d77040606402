/**
 * /admin/courses (spec 02 §2.7, §8): a table with Title, Type, Age Group, Schedule, Location and Actions; a
 * search box, a type filter and an age filter answered by the server, page by page; add, edit and a delete
 * confirmation with the spec's text.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { COURSE_AGE_GROUPS, COURSE_FORM_TYPES } from "#shared/constants";
import { formatSchedule } from "#shared/course-schedule";
import type { TAdminCourse, TAdminCourseListQuery } from "#shared/schemas/admin-catalogue";
import { SearchField } from "#web/components/search-field";
import { Badge } from "#web/components/ui/badge";
import { ageGroupLabel, courseTypeLabel } from "#web/lib/place-labels";
import { AdminLayout } from "../admin-layout";
import { CatalogueAddButton, CatalogueDeleteDialog, CatalogueTable } from "../components/catalogue-table";
import { FilterSelect } from "../components/filter-select";
import { RowActionsCell } from "../components/row-actions-cell";
import { usePagedFilters } from "../lib/use-paged-filters";
import { useAdminCourses, useDeleteCourse } from "./api/admin-courses";
import { CourseFormDialog } from "./course-form-dialog";

const PAGE_SIZE = 20;
const AGE_GROUPS = Object.keys(COURSE_AGE_GROUPS) as (keyof typeof COURSE_AGE_GROUPS)[];

export function AdminCoursesPage() {
  const { t } = useTranslation("admin-catalogue");
  const { t: tCommon, i18n } = useTranslation();
  const { filters, setFilter, offset, setOffset, isFiltered } = usePagedFilters({
    search: "",
    type: "",
    age: "",
  });
  const [editing, setEditing] = useState<TAdminCourse | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TAdminCourse>();
  const courses = useAdminCourses({
    q: filters.search || undefined,
    type: (filters.type || undefined) as TAdminCourseListQuery["type"],
    age: (filters.age || undefined) as TAdminCourseListQuery["age"],
    limit: PAGE_SIZE,
    offset,
  });
  const remove = useDeleteCourse();

  return (
    <AdminLayout
      title={t("courses.title")}
      description={t("courses.subtitle")}
      action={<CatalogueAddButton label={t("courses.add")} onClick={() => setEditing(null)} />}
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <SearchField
          value={filters.search}
          onChange={(value) => setFilter("search", value)}
          label={t("common.search")}
          placeholder={t("courses.searchPlaceholder")}
          className="flex-1"
        />
        <FilterSelect
          id="admin-courses-type"
          className="md:w-52"
          label={t("common.typeFilter")}
          allLabel={t("common.allTypes")}
          options={COURSE_FORM_TYPES.map((option) => ({
            value: option,
            label: courseTypeLabel(tCommon, option),
          }))}
          value={filters.type}
          onChange={(value) => setFilter("type", value)}
        />
        <FilterSelect
          id="admin-courses-age"
          className="md:w-52"
          label={t("courses.ageFilter")}
          allLabel={t("courses.allAges")}
          options={AGE_GROUPS.map((option) => ({ value: option, label: ageGroupLabel(tCommon, option) }))}
          value={filters.age}
          onChange={(value) => setFilter("age", value)}
        />
      </div>

      <CatalogueTable
        id="admin-courses-heading"
        query={courses}
        title={(count) => t("courses.tableTitle", { count })}
        loadingText={t("courses.loading")}
        loadFailed={t("courses.loadFailed")}
        empty={{
          title: t("courses.empty"),
          text: isFiltered ? t("courses.emptyFiltered") : t("courses.emptyAll"),
        }}
        columns={(["title", "type", "ageGroup", "schedule", "location"] as const).map((column) =>
          t(`courses.columns.${column}`),
        )}
        renderRow={(course) => (
          <>
            <th scope="row" className="px-3 py-2 font-semibold text-stone-900">
              {course.title}
            </th>
            <td className="px-3 py-2">
              <Badge tone="brand">{courseTypeLabel(tCommon, course.type)}</Badge>
            </td>
            <td className="px-3 py-2 text-stone-800">{ageGroupLabel(tCommon, course.age_group)}</td>
            <td className="px-3 py-2 text-stone-800">{formatSchedule(course.schedule, i18n.language)}</td>
            <td className="max-w-56 px-3 py-2 text-stone-800">{course.location}</td>
            <RowActionsCell
              name={course.title}
              onEdit={() => setEditing(course)}
              onDelete={() => setDeleting(course)}
            />
          </>
        )}
        offset={offset}
        limit={PAGE_SIZE}
        onOffsetChange={setOffset}
      />

      {editing !== undefined ? (
        <CourseFormDialog key={editing?.id ?? "new"} course={editing} onClose={() => setEditing(undefined)} />
      ) : null}
      {deleting ? (
        <CatalogueDeleteDialog
          title={t("courses.deleteTitle")}
          name={deleting.title}
          id={deleting.id}
          remove={remove}
          deletedText={t("courses.deleted")}
          deleteFailed={t("courses.deleteFailed")}
          onClose={() => setDeleting(undefined)}
        />
      ) : null}
    </AdminLayout>
  );
}
