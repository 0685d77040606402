/**
 * Asks before a destructive action (admin screens, provider edit page; spec 02 §2.9, §5 texts). Render it
 * while open; it closes itself through `onOpenChange(false)` on Cancel, Escape or the close button.
 * `onConfirm` runs on the red button, which shows busy while `isPending`.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "./dialog";

export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  isPending = false,
  onConfirm,
  onOpenChange,
  children,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  isPending?: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
  /** Extra content between the text and the buttons, e.g. a preview of what is deleted. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t("common.cancel")}</Button>
          </DialogClose>
          <Button
            onClick={onConfirm}
            disabled={isPending}
            aria-busy={isPending}
            className="bg-rose-700 hover:bg-rose-800"
          >
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
