/**
 * Asks before withdrawing every contribution of one account (docs/decisions/042): its fact answers,
 * reviews, photos, likes and condition reports go in one step; the toast says how many of each.
 */
import type { TAdminUser } from "#shared/schemas/admin-users";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { apiErrorText } from "#web/lib/api-client";
import { toast } from "#web/lib/toast";
import { useTranslation } from "react-i18next";
import { useWithdrawContributions } from "./api/admin-users";

export function WithdrawContributionsDialog({
  user,
  name,
  onOpenChange,
}: {
  user: TAdminUser;
  /** The name the table shows for the user. */
  name: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("admin-people");
  const withdraw = useWithdrawContributions();
  const onConfirm = () =>
    withdraw.mutate(user.id, {
      onSuccess: (withdrawn) => {
        toast.success(
          t("users.withdrawDialog.done", {
            facts: withdrawn.fact_answers,
            reviews: withdrawn.reviews,
            photos: withdrawn.photos,
            likes: withdrawn.photo_likes,
            reports: withdrawn.condition_reports,
          }),
        );
        onOpenChange(false);
      },
      onError: (error) =>
        toast.error(t("users.withdrawDialog.failed"), { description: apiErrorText(t, error) }),
    });
  return (
    <ConfirmDialog
      title={t("users.withdrawDialog.title")}
      description={t("users.withdrawDialog.description", { name, email: user.email })}
      confirmLabel={t("users.withdrawDialog.confirm")}
      isPending={withdraw.isPending}
      onConfirm={onConfirm}
      onOpenChange={onOpenChange}
    />
  );
}
