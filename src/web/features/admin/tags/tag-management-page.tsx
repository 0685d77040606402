/**
 * /admin/tag-management (spec 02 §2.10, §4 "Tags", §5, §8): 'Tag Management', 'Back to Admin', the intro,
 * 'Add Tag' (the create / edit dialog), and the tags in display order with real drag-and-drop reordering that
 * is saved in one request. Deleting asks the browser's confirmation 'Are you sure you want to delete this
 * tag?'. Guarded like every admin screen (the spec's missing check is a defect).
 */
import { ArrowLeft, Plus, Tags } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TAdminTag } from "#shared/schemas/admin-catalogue";
import { Button, buttonClass } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { toast } from "#web/lib/toast";
import { AdminLayout } from "../admin-layout";
import { TableError, TableLoading } from "../components/table-state";
import { useAdminTags, useDeleteTag, useReorderTags } from "./api/admin-tags";
import { SortableTagList } from "./sortable-tag-list";
import { TagFormDialog } from "./tag-form-dialog";

export function TagManagementPage() {
  const { t } = useTranslation("admin-catalogue");
  const tags = useAdminTags();
  const remove = useDeleteTag();
  const reorder = useReorderTags();
  const [editing, setEditing] = useState<TAdminTag | null | undefined>(undefined);

  const deleteTag = async (tag: TAdminTag) => {
    if (!window.confirm(t("tags.deleteConfirm"))) return;
    try {
      await remove.mutateAsync(tag.id);
      toast.success(t("tags.deleted"));
    } catch {
      toast.error(t("tags.deleteFailed"));
    }
  };

  const saveOrder = async (ids: string[]) => {
    try {
      await reorder.mutateAsync(ids);
      toast.success(t("tags.reordered"));
    } catch {
      toast.error(t("tags.reorderFailed"));
    }
  };

  return (
    <AdminLayout
      title={t("tags.title")}
      description={t("tags.intro")}
      backTo={null}
      action={
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden="true" className="size-5" />
          <span className="max-sm:sr-only">{t("tags.add")}</span>
        </Button>
      }
    >
      <Link to="/admin" className={buttonClass({ variant: "secondary", size: "sm", className: "mb-5" })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("tags.back")}
      </Link>
      {tags.isPending ? (
        <TableLoading text={t("tags.loading")} />
      ) : tags.isError ? (
        <TableError text={t("tags.fetchFailed")} onRetry={() => void tags.refetch()} />
      ) : tags.data.items.length === 0 ? (
        <EmptyState icon={<Tags aria-hidden="true" className="size-7" />} text={t("tags.empty")} />
      ) : (
        <SortableTagList
          tags={tags.data.items}
          onReorder={(ids) => void saveOrder(ids)}
          onEdit={setEditing}
          onDelete={(tag) => void deleteTag(tag)}
        />
      )}
      {editing !== undefined ? (
        <TagFormDialog key={editing?.id ?? "new"} tag={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </AdminLayout>
  );
}
