/**
 * 'Aktuelle Mitteilungen' on /provider/edit (spec 02 §3 provider announcement): add, edit and
 * delete announcements with type (closure, event, other), priority 1–3 (3 urgent, shown red) and an
 * optional 'Gültig bis' day after which the profile hides it.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { MessageSquarePlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import {
  ANNOUNCEMENT_TYPES,
  PROVIDER_LIMITS,
  ZAnnouncementFields,
  type TAnnouncement,
  type TProviderProfile,
} from "#shared/schemas/providers";
import { Badge } from "#web/components/ui/badge";
import { SelectField, TextField } from "#web/components/ui/field";
import { announcementTone, formatGermanDate, toDateInput } from "../lib/format";
import { ItemFormDialog, saveItemRequest } from "./item-form-dialog";
import { ItemListManager } from "./item-list-manager";
import { useProviderAction } from "./use-provider-action";

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
      saveItemRequest("/announcements", announcement, body),
      t("announcements.saved"),
    );
    if (isSaved) onClose();
  });
  return (
    <ItemFormDialog
      title={announcement ? t("announcements.editTitle") : t("announcements.addTitle")}
      isPending={isPending}
      onSubmit={submit}
      onClose={onClose}
    >
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
    </ItemFormDialog>
  );
}

export function AnnouncementManager({ profile }: { profile: TProviderProfile }) {
  const { t } = useTranslation("provider");
  const action = useProviderAction(profile.id);
  return (
    <ItemListManager
      id="provider-announcements-edit"
      title={t("view.announcements")}
      addLabel={t("announcements.add")}
      addIcon={<MessageSquarePlus aria-hidden="true" className="size-4" />}
      intro={<p className="text-sm text-stone-700">{t("announcements.hint")}</p>}
      emptyText={t("announcements.empty")}
      items={profile.announcements}
      renderItem={(item) => (
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-bold text-stone-900">
            {item.title}
            <Badge tone={TONE_BADGE[announcementTone(item)]}>
              {t(`announcements.priorities.${item.priority}`)}
            </Badge>
          </p>
          <p className="text-sm text-stone-700">
            {t(`announcements.types.${item.announcement_type}`)}
            {item.valid_until ? ` · ${t("view.validUntil")} ${formatGermanDate(item.valid_until)}` : null}
          </p>
        </div>
      )}
      editLabel={(item) => t("announcements.edit", { title: item.title })}
      deleteLabel={(item) => t("announcements.delete", { title: item.title })}
      renderDialog={(item, onClose) => (
        <AnnouncementDialog profile={profile} announcement={item} onClose={onClose} />
      )}
      deleteTitle={t("announcements.deleteTitle")}
      deleteText={(item) => t("announcements.deleteText", { title: item.title })}
      deletePath="/announcements"
      deletedText={t("announcements.deleted")}
      action={action}
    />
  );
}
