/**
 * 'Unser Team' on /provider/edit (spec 02 §2.13, built now: add, edit, reorder, delete team members): a
 * dialog with name (required), role, bio and an optional photo (uploaded to bucket provider-media, replaced
 * or removed on edit); deletion asks first.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { User, UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { LIMITS } from "#shared/constants";
import type { TUpload } from "#shared/schemas/files";
import { ZTeamMemberFields, type TProviderProfile, type TTeamMember } from "#shared/schemas/providers";
import { ImagePicker } from "#web/components/image-picker";
import { TextField } from "#web/components/ui/field";
import { api, apiErrorText } from "#web/lib/api-client";
import { toast } from "#web/lib/toast";
import { uploadFile } from "#web/lib/upload";
import { ReorderButtons } from "./reorder-buttons";
import { ItemFormDialog, saveItemRequest } from "./item-form-dialog";
import { ItemListManager } from "./item-list-manager";
import { useProviderAction } from "./use-provider-action";

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
    const isSaved = await run(saveItemRequest("/team", member, body), t("team.saved"));
    if (isSaved) onClose();
    else if (upload) await api(`/uploads/${upload.id}`, { method: "DELETE" }).catch(() => undefined);
  });
  return (
    <ItemFormDialog
      title={member ? t("team.editTitle") : t("team.addTitle")}
      isPending={isPending}
      isSaveDisabled={progress !== undefined}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        id="team-name"
        label={t("team.name")}
        aria-required="true"
        error={errors.name?.message}
        {...form.register("name")}
      />
      <TextField
        id="team-role"
        label={t("team.role")}
        optionalText={t("edit.optional")}
        {...form.register("role")}
      />
      <TextField
        id="team-bio"
        rows={3}
        label={t("team.bio")}
        optionalText={t("edit.optional")}
        {...form.register("bio")}
      />
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
    </ItemFormDialog>
  );
}

export function TeamManager({ profile }: { profile: TProviderProfile }) {
  const { t } = useTranslation("provider");
  const action = useProviderAction(profile.id);
  const ids = profile.team.map((member) => member.id);
  return (
    <ItemListManager
      id="provider-team-edit"
      title={t("team.title")}
      addLabel={t("team.add")}
      addIcon={<UserPlus aria-hidden="true" className="size-4" />}
      emptyText={t("team.empty")}
      items={profile.team}
      rowClassName="gap-3"
      renderItem={(member, index) => (
        <>
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
            isDisabled={action.isPending}
            onMove={(order) => void action.run({ method: "PUT", path: "/team/order", body: { ids: order } })}
          />
        </>
      )}
      editLabel={(member) => t("team.edit", { name: member.name })}
      deleteLabel={(member) => t("team.delete", { name: member.name })}
      renderDialog={(member, onClose) => <TeamDialog profile={profile} member={member} onClose={onClose} />}
      deleteTitle={t("team.deleteTitle")}
      deleteText={(member) => t("team.deleteText", { name: member.name })}
      deletePath="/team"
      deletedText={t("team.deleted")}
      action={action}
    />
  );
}
