/**
 * The add/edit dialog frame of /admin/places and /admin/courses (spec 02 §2.6, §2.7, §8): a wide dialog
 * that a click outside does not close (a half-filled form is not lost), its title, the fields, and
 * Cancel / Save (Add for a new item), off while saving or uploading.
 */
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTitle } from "#web/components/ui/dialog";
import { ApiError, apiErrorText } from "#web/lib/api-client";
import type { TFunction } from "i18next";
import { toast } from "#web/lib/toast";

export function CatalogueFormDialog({
  title,
  isBusy,
  isSaving,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  /** Saving or uploading: the submit button is off. */
  isBusy: boolean;
  isSaving: boolean;
  /** 'Save', or e.g. 'Add Place' for a new one. */
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
}) {
  const { t } = useTranslation("admin-catalogue");
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-h-[92dvh] max-w-2xl overflow-y-auto"
        aria-describedby={undefined}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogTitle>{title}</DialogTitle>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 flex flex-col gap-5">
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t("common.cancel")}</Button>
            </DialogClose>
            <Button type="submit" disabled={isBusy} aria-busy={isSaving}>
              {isSaving ? t("common.saving") : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The toast when saving failed: the spec's text, and the server's reason when it refused the input (400). */
export function toastCatalogueSaveFailure(t: TFunction, text: string, error: unknown): void {
  toast.error(t("common.errorTitle"), {
    description:
      error instanceof ApiError && error.status === 400 ? `${text} ${apiErrorText(t, error)}` : text,
  });
}
