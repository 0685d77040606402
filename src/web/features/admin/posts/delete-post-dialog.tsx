/**
 * 'Delete Post' (spec 02 §2.9, §9): the spec's question and the first 100 characters of the post, with
 * an ellipsis when longer; Cancel or Delete, then 'Post deleted successfully!' or 'Failed to delete
 * post.' (spec 02 §8 "Posts").
 */
import { useTranslation } from "react-i18next";
import { postPreview, type TAdminPost } from "#shared/schemas/admin-posts";
import { toast } from "#web/lib/toast";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { useDeleteAdminPost } from "./api/admin-posts";

export function DeletePostDialog({ post, onClose }: { post: TAdminPost; onClose: () => void }) {
  const { t } = useTranslation("admin-people");
  const remove = useDeleteAdminPost();
  const confirm = () =>
    remove.mutate(post.id, {
      onSuccess: () => {
        toast.success(t("posts.deleted"));
        onClose();
      },
      onError: () => toast.error(t("posts.deleteFailed")),
    });
  return (
    <ConfirmDialog
      title={t("posts.deleteTitle")}
      description={t("posts.deleteText")}
      confirmLabel={t("posts.deleteConfirm")}
      isPending={remove.isPending}
      onConfirm={confirm}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <blockquote className="mt-4 rounded-xl bg-stone-100 p-3 text-sm break-words whitespace-pre-line text-stone-800">
        {postPreview(post.content)}
      </blockquote>
    </ConfirmDialog>
  );
}
