/**
 * /admin/courses (spec 02 §2.7, §8; issue "Admin" §5): a table with Title, Type, Age Group, Schedule,
 * Location and Actions; a search box, a type filter and an age filter answered by the server, page by
 * page; add, edit and a delete confirmation with the spec's text.
 */
import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { COURSE_AGE_GROUPS, COURSE_FORM_TYPES } from "../../../../shared/constants";
import type { TAdminCourse, TAdminCourseListQuery } from "../../../../shared/schemas/admin-catalogue";
import { SearchField } from "../../../components/search-field";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { inputClass } from "../../../components/ui/field";
import { ageGroupLabel, courseTypeLabel } from "../../../lib/place-labels";
import { toast } from "../../../lib/toast";
import { AdminLayout } from "../admin-layout";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Pager } from "../components/pager";
import { RowActionsCell } from "../components/row-actions-cell";
import { TableEmpty, TableError, TableLoading } from "../components/table-state";
import { useAdminCourses, useDeleteCourse } from "./api/admin-courses";
import { CourseFormDialog } from "./course-form-dialog";

const PAGE_SIZE = 20;
const AGE_GROUPS = Object.keys(COURSE_AGE_GROUPS) as (keyof typeof COURSE_AGE_GROUPS)[];

export function AdminCoursesPage() {
  const { t } = useTranslation("admin-catalogue");
  const { t: tCommon } = useTranslation();
  const [search, setSearch] = useState("");
  const [type, setType] = useState("");
  const [age, setAge] = useState("");
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<TAdminCourse | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TAdminCourse>();
  const query: TAdminCourseListQuery = {
    q: search || undefined,
    type: (type || undefined) as TAdminCourseListQuery["type"],
    age: (age || undefined) as TAdminCourseListQuery["age"],
    limit: PAGE_SIZE,
    offset,
  };
  const courses = useAdminCourses(query);
  const remove = useDeleteCourse();
  const isFiltered = Boolean(search || type || age);
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setOffset(0);
    };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t("courses.deleted"));
    } catch {
      toast.error(t("common.errorTitle"), { description: t("courses.deleteFailed") });
    } finally {
      setDeleting(undefined);
    }
  };

  return (
    <AdminLayout
      title={t("courses.title")}
      description={t("courses.subtitle")}
      action={
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden="true" className="size-5" />
          <span className="max-sm:sr-only">{t("courses.add")}</span>
        </Button>
      }
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <SearchField
          value={search}
          onChange={filtered(setSearch)}
          label={t("common.search")}
          placeholder={t("courses.searchPlaceholder")}
          className="flex-1"
        />
        <div className="md:w-52">
          <label htmlFor="admin-courses-type" className="sr-only">
            {t("common.typeFilter")}
          </label>
          <select
            id="admin-courses-type"
            value={type}
            onChange={(event) => filtered(setType)(event.target.value)}
            className={inputClass()}
          >
            <option value="">{t("common.allTypes")}</option>
            {COURSE_FORM_TYPES.map((option) => (
              <option key={option} value={option}>
                {courseTypeLabel(tCommon, option)}
              </option>
            ))}
          </select>
        </div>
        <div className="md:w-52">
          <label htmlFor="admin-courses-age" className="sr-only">
            {t("courses.ageFilter")}
          </label>
          <select
            id="admin-courses-age"
            value={age}
            onChange={(event) => filtered(setAge)(event.target.value)}
            className={inputClass()}
          >
            <option value="">{t("courses.allAges")}</option>
            {AGE_GROUPS.map((option) => (
              <option key={option} value={option}>
                {ageGroupLabel(tCommon, option)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <section aria-labelledby="admin-courses-heading" className="mt-5">
        <h2 id="admin-courses-heading" className="mb-3 text-lg font-bold text-stone-900">
          {t("courses.tableTitle", { count: courses.data?.total ?? 0 })}
        </h2>
        {courses.isPending ? (
          <TableLoading text={t("courses.loading")} />
        ) : courses.isError ? (
          <TableError text={t("courses.loadFailed")} onRetry={() => void courses.refetch()} />
        ) : courses.data.items.length === 0 ? (
          <TableEmpty
            title={t("courses.empty")}
            text={isFiltered ? t("courses.emptyFiltered") : t("courses.emptyAll")}
          />
        ) : (
          <>
            <div className="relative overflow-x-auto rounded-2xl border border-stone-200 bg-white">
              <table className="w-full min-w-[720px] text-left text-sm">
                <thead className="bg-stone-50 text-stone-700">
                  <tr>
                    {(["title", "type", "ageGroup", "schedule", "location"] as const).map((column) => (
                      <th key={column} scope="col" className="px-3 py-2 font-semibold">
                        {t(`courses.columns.${column}`)}
                      </th>
                    ))}
                    <th scope="col" className="sticky right-0 bg-stone-50 px-3 py-2 text-right font-semibold">
                      {t("common.actions")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-200">
                  {courses.data.items.map((course) => (
                    <tr key={course.id} className="align-top">
                      <th scope="row" className="px-3 py-2 font-semibold text-stone-900">
                        {course.title}
                      </th>
                      <td className="px-3 py-2">
                        <Badge tone="brand">{courseTypeLabel(tCommon, course.type)}</Badge>
                      </td>
                      <td className="px-3 py-2 text-stone-800">{ageGroupLabel(tCommon, course.age_group)}</td>
                      <td className="px-3 py-2 text-stone-800">{course.schedule}</td>
                      <td className="max-w-56 px-3 py-2 text-stone-800">{course.location}</td>
                      <RowActionsCell
                        name={course.title}
                        onEdit={() => setEditing(course)}
                        onDelete={() => setDeleting(course)}
                      />
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager offset={offset} limit={PAGE_SIZE} total={courses.data.total} onOffsetChange={setOffset} />
          </>
        )}
      </section>

      {editing !== undefined ? (
        <CourseFormDialog key={editing?.id ?? "new"} course={editing} onClose={() => setEditing(undefined)} />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t("courses.deleteTitle")}
          description={t("common.deleteConfirm", { name: deleting.title })}
          confirmLabel={t("common.deleteLabel")}
          isPending={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onOpenChange={(open) => (open ? undefined : setDeleting(undefined))}
        />
      ) : null}
    </AdminLayout>
  );
}
