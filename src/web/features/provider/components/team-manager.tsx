/**
 * 'Unser Team' on /provider/edit (issue 7: add, edit, reorder, delete team members): a dialog with name
 * (required), role, bio and an optional photo (uploaded to bucket provider-media, replaced or removed on
 * edit); deletion asks first.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { User, UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../../lib/use-translation";
import type { z } from "zod";
import { LIMITS } from "../../../../shared/constants";
import type { TUpload } from "../../../../shared/schemas/files";
import {
  ZTeamMemberFields,
  type TProviderProfile,
  type TTeamMember,
} from "../../../../shared/schemas/providers";
import { ImagePicker } from "../../../components/image-picker";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "../../../components/ui/dialog";
import { FieldLabel, FieldMessage, inputClass, textareaClass } from "../../../components/ui/field";
import { api, apiErrorText } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { uploadFile } from "../../../lib/upload";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { FormSection } from "./form-section";
import { ReorderButtons } from "./reorder-buttons";
import { useProviderAction } from "./use-provider-action";
import { EditDeleteButtons } from "../../../components/ui/edit-delete-buttons";

type FormInput = z.input<typeof ZTeamMemberFields>;
type FormOutput = z.output<typeof ZTeamMemberFields>;

function TeamDialog({
  profile,
  member,
  onClose,
}: {
  profile: TProviderProfile;
  member: TTeamMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("provider");
  const { run, isPending } = useProviderAction(profile.id);
  const [photo, setPhoto] = useState<File>();
  const [isRemovingPhoto, setIsRemovingPhoto] = useState(false);
  const [progress, setProgress] = useState<number>();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZTeamMemberFields),
    defaultValues: { name: member?.name ?? "", role: member?.role ?? "", bio: member?.bio ?? "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    let upload: TUpload | undefined;
    if (photo) {
      try {
        upload = await uploadFile<TUpload>("/uploads/provider-media", photo, {
          onProgress: (next) => setProgress(next.fraction),
        });
      } catch (error) {
        toast.error(t("media.uploadFailed"), {
          description: apiErrorText(t, error),
        });
        return;
      } finally {
        setProgress(undefined);
      }
    }
    const body = { ...values, photo_upload_id: upload?.id ?? null, remove_photo: isRemovingPhoto };
    const isSaved = await run(
      member ? { method: "PUT", path: `/team/${member.id}`, body } : { method: "POST", path: "/team", body },
      t("team.saved"),
    );
    if (isSaved) onClose();
    else if (upload) await api(`/uploads/${upload.id}`, { method: "DELETE" }).catch(() => undefined);
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogTitle>{member ? t("team.editTitle") : t("team.addTitle")}</DialogTitle>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4">
          <div>
            <FieldLabel htmlFor="team-name">{t("team.name")}</FieldLabel>
            <input
              id="team-name"
              type="text"
              aria-required="true"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby="team-name-message"
              className={inputClass("mt-1")}
              {...form.register("name")}
            />
            <FieldMessage id="team-name-message" error={errors.name?.message} />
          </div>
          <div>
            <FieldLabel htmlFor="team-role" optionalText={t("edit.optional")}>
              {t("team.role")}
            </FieldLabel>
            <input id="team-role" type="text" className={inputClass("mt-1")} {...form.register("role")} />
          </div>
          <div>
            <FieldLabel htmlFor="team-bio" optionalText={t("edit.optional")}>
              {t("team.bio")}
            </FieldLabel>
            <textarea
              id="team-bio"
              rows={3}
              className={textareaClass("mt-1 min-h-0")}
              {...form.register("bio")}
            />
          </div>
          <ImagePicker
            label={t("team.photo")}
            value={photo}
            onChange={setPhoto}
            maxBytes={LIMITS.postImageBytes}
            progress={progress}
            isDisabled={isPending}
          />
          {member?.photo_url && !photo ? (
            <label className="flex min-h-11 items-center gap-2 text-stone-800">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={isRemovingPhoto}
                onChange={(event) => setIsRemovingPhoto(event.target.checked)}
              />
              {t("team.removePhoto")}
            </label>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t("edit.cancel")}
            </Button>
            <Button type="submit" disabled={isPending || progress !== undefined} aria-busy={isPending}>
              {isPending ? t("edit.saving") : t("edit.save")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function TeamManager({ profile }: { profile: TProviderProfile }) {
  const { t } = useTranslation("provider");
  const { run, isPending } = useProviderAction(profile.id);
  const [editing, setEditing] = useState<TTeamMember | "new" | null>(null);
  const [deleting, setDeleting] = useState<TTeamMember | null>(null);
  const ids = profile.team.map((member) => member.id);
  return (
    <FormSection
      id="provider-team-edit"
      title={t("team.title")}
      action={
        <Button variant="secondary" size="sm" onClick={() => setEditing("new")}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t("team.add")}
        </Button>
      }
    >
      {profile.team.length === 0 ? (
        <p className="text-stone-700">{t("team.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {profile.team.map((member, index) => (
            <li
              key={member.id}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 p-3"
            >
              {member.photo_url ? (
                <img src={member.photo_url} alt="" className="size-12 rounded-full object-cover" />
              ) : (
                <span className="flex size-12 items-center justify-center rounded-full bg-stone-100 text-stone-600">
                  <User aria-hidden="true" className="size-6" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="font-bold text-stone-900">{member.name}</p>
                {member.role ? <p className="text-sm text-stone-700">{member.role}</p> : null}
              </div>
              <ReorderButtons
                ids={ids}
                index={index}
                label={member.name}
                isDisabled={isPending}
                onMove={(order) => void run({ method: "PUT", path: "/team/order", body: { ids: order } })}
              />
              <EditDeleteButtons
                editLabel={t("team.edit", { name: member.name })}
                deleteLabel={t("team.delete", { name: member.name })}
                onEdit={() => setEditing(member)}
                onDelete={() => setDeleting(member)}
              />
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <TeamDialog
          profile={profile}
          member={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t("team.deleteTitle")}
          description={t("team.deleteText", { name: deleting.name })}
          confirmLabel={t("edit.delete")}
          isPending={isPending}
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
          onConfirm={() =>
            void run({ method: "DELETE", path: `/team/${deleting.id}` }, t("team.deleted")).then(() =>
              setDeleting(null),
            )
          }
        />
      ) : null}
    </FormSection>
  );
}
