/**
 * 'Aktuelle Mitteilungen' on /provider/edit (issue 7; spec 02 §3 provider announcement): add, edit and
 * delete announcements with type (closure, event, other), priority 1–3 (3 urgent, shown red) and an
 * optional 'Gültig bis' day after which the profile hides it.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { MessageSquarePlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../../lib/use-translation";
import type { z } from "zod";
import {
  ANNOUNCEMENT_TYPES,
  PROVIDER_LIMITS,
  ZAnnouncementFields,
  type TAnnouncement,
  type TProviderProfile,
} from "../../../../shared/schemas/providers";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "../../../components/ui/dialog";
import { SelectField, TextField } from "../../../components/ui/field";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { announcementTone, formatGermanDate, toDateInput } from "../lib/format";
import { FormSection } from "./form-section";
import { useProviderAction } from "./use-provider-action";
import { EditDeleteButtons } from "../../../components/ui/edit-delete-buttons";

type FormInput = z.input<typeof ZAnnouncementFields>;
type FormOutput = z.output<typeof ZAnnouncementFields>;

const PRIORITIES = [1, 2, 3] as const;
const TONE_BADGE = { urgent: "danger", important: "sun", normal: "brand" } as const;

function AnnouncementDialog({
  profile,
  announcement,
  onClose,
}: {
  profile: TProviderProfile;
  announcement: TAnnouncement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("provider");
  const { run, isPending } = useProviderAction(profile.id);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZAnnouncementFields),
    defaultValues: {
      title: announcement?.title ?? "",
      content: announcement?.content ?? "",
      announcement_type: announcement?.announcement_type ?? "other",
      priority: announcement?.priority ?? 1,
      valid_until: announcement?.valid_until ? toDateInput(announcement.valid_until) : "",
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    const isSaved = await run(
      announcement
        ? { method: "PUT", path: `/announcements/${announcement.id}`, body }
        : { method: "POST", path: "/announcements", body },
      t("announcements.saved"),
    );
    if (isSaved) onClose();
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogTitle>{announcement ? t("announcements.editTitle") : t("announcements.addTitle")}</DialogTitle>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4">
          <TextField
            id="announcement-title"
            label={t("announcements.name")}
            maxLength={PROVIDER_LIMITS.nameChars}
            aria-required="true"
            error={errors.title?.message}
            {...form.register("title")}
          />
          <TextField
            id="announcement-content"
            rows={3}
            label={t("announcements.content")}
            optionalText={t("edit.optional")}
            {...form.register("content")}
          />
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              id="announcement-type"
              label={t("announcements.type")}
              {...form.register("announcement_type")}
            >
              {ANNOUNCEMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`announcements.types.${type}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="announcement-priority"
              label={t("announcements.priority")}
              error={errors.priority?.message}
              {...form.register("priority", { valueAsNumber: true })}
            >
              {PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {t(`announcements.priorities.${priority}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <TextField
            id="announcement-valid-until"
            type="date"
            label={t("view.validUntil")}
            optionalText={t("edit.optional")}
            {...form.register("valid_until")}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t("edit.cancel")}
            </Button>
            <Button type="submit" disabled={isPending} aria-busy={isPending}>
              {isPending ? t("edit.saving") : t("edit.save")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function AnnouncementManager({ profile }: { profile: TProviderProfile }) {
  const { t } = useTranslation("provider");
  const { run, isPending } = useProviderAction(profile.id);
  const [editing, setEditing] = useState<TAnnouncement | "new" | null>(null);
  const [deleting, setDeleting] = useState<TAnnouncement | null>(null);
  return (
    <FormSection
      id="provider-announcements-edit"
      title={t("view.announcements")}
      action={
        <Button variant="secondary" size="sm" onClick={() => setEditing("new")}>
          <MessageSquarePlus aria-hidden="true" className="size-4" />
          {t("announcements.add")}
        </Button>
      }
    >
      <p className="text-sm text-stone-700">{t("announcements.hint")}</p>
      {profile.announcements.length === 0 ? (
        <p className="text-stone-700">{t("announcements.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {profile.announcements.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center gap-2 rounded-xl border border-stone-200 p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-bold text-stone-900">
                  {item.title}
                  <Badge tone={TONE_BADGE[announcementTone(item)]}>
                    {t(`announcements.priorities.${item.priority}`)}
                  </Badge>
                </p>
                <p className="text-sm text-stone-700">
                  {t(`announcements.types.${item.announcement_type}`)}
                  {item.valid_until
                    ? ` · ${t("view.validUntil")} ${formatGermanDate(item.valid_until)}`
                    : null}
                </p>
              </div>
              <EditDeleteButtons
                editLabel={t("announcements.edit", { title: item.title })}
                deleteLabel={t("announcements.delete", { title: item.title })}
                onEdit={() => setEditing(item)}
                onDelete={() => setDeleting(item)}
              />
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <AnnouncementDialog
          profile={profile}
          announcement={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t("announcements.deleteTitle")}
          description={t("announcements.deleteText", { title: deleting.title })}
          confirmLabel={t("edit.delete")}
          isPending={isPending}
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
          onConfirm={() =>
            void run(
              { method: "DELETE", path: `/announcements/${deleting.id}` },
              t("announcements.deleted"),
            ).then(() => setDeleting(null))
          }
        />
      ) : null}
    </FormSection>
  );
}
