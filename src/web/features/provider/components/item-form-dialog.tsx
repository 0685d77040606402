/**
 * The add/edit dialog of a /provider/edit list (team, courses, announcements; item-list-manager.tsx):
 * the title, the item's fields and Cancel/Save, Save busy while the write runs.
 */
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "#web/components/ui/dialog";
import type { ProviderWrite } from "../api/provider-api";

export function ItemFormDialog({
  title,
  isPending,
  isSaveDisabled = false,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  isPending: boolean;
  /** Save is also off while e.g. a photo uploads. */
  isSaveDisabled?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
}) {
  const { t } = useTranslation("provider");
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogTitle>{title}</DialogTitle>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 flex flex-col gap-4">
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t("edit.cancel")}
            </Button>
            <Button type="submit" disabled={isPending || isSaveDisabled} aria-busy={isPending}>
              {isPending ? t("edit.saving") : t("edit.save")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The write that saves a list item: PUT `<path>/<id>` for an existing one, else POST `<path>`. */
export const saveItemRequest = (path: string, item: { id: string } | null, body: unknown): ProviderWrite =>
  item ? { method: "PUT", path: `${path}/${item.id}`, body } : { method: "POST", path, body };
