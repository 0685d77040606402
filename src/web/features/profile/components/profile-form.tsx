/**
 * The profile form (spec 01 §2 /profile, §4 "Profile", §5, §8): name, role, location, bio and — for the
 * role parent — Children Information. Edits stay local until 'Save Profile' ('Saving...'); then the
 * spec's toasts. Roles: parent and provider for everyone; admin only shown to admins, who cannot drop it
 * (the server refuses both with 403 — DESIGN.md "defects").
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Save } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LIMITS, USER_ROLES, type UserRole } from "#shared/constants";
import { ZUpdateProfileRequest, type TProfile, type TUpdateProfileRequest } from "#shared/schemas/profile";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { FieldLabel, FieldMessage, inputClass, TextField } from "#web/components/ui/field";
import { ApiError, apiErrorText } from "#web/lib/api-client";
import { useAuth } from "#web/lib/auth";
import { cn } from "#web/lib/cn";
import { toast } from "#web/lib/toast";
import { useUpdateProfile } from "../api/update-profile";
import { ChildrenCard } from "./children-card";

const toFormValues = (profile: TProfile): TUpdateProfileRequest => ({
  name: profile.name ?? "",
  user_role: profile.user_role,
  location: profile.location ?? "",
  bio: profile.bio ?? "",
  children_info: profile.children_info,
});

export function ProfileForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation("profile");
  const { isAdmin } = useAuth();
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(ZUpdateProfileRequest),
    defaultValues: toFormValues(profile),
  });
  const role = form.watch("user_role");
  const children = form.watch("children_info");
  const isSaving = update.isPending;
  const errors = form.formState.errors;
  const offeredRoles: readonly UserRole[] = isAdmin
    ? USER_ROLES
    : USER_ROLES.filter((option) => option !== "admin");

  const save = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(toFormValues(saved));
      toast.success(t("profile.saved"));
    } catch (error) {
      toast.error(t("profile.saveFailed"), {
        description: error instanceof ApiError && error.status === 403 ? apiErrorText(t, error) : undefined,
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-4">
      <Card className="flex flex-col gap-5 p-4 sm:p-5">
        <div>
          <FieldLabel htmlFor="profile-name" optionalText={t("common.optional")}>
            {t("profile.fields.name")}
          </FieldLabel>
          <input
            id="profile-name"
            autoComplete="name"
            maxLength={LIMITS.profileNameChars}
            disabled={isSaving}
            className={inputClass("mt-1")}
            aria-describedby="profile-name-message"
            {...form.register("name")}
          />
          <FieldMessage id="profile-name-message" error={errors.name ? t("profile.invalid") : undefined}>
            {t("profile.fields.nameHint")}
          </FieldMessage>
        </div>

        <fieldset>
          <legend className="text-sm font-semibold text-stone-900">{t("profile.fields.role")}</legend>
          <div
            className={cn("mt-2 grid gap-2", offeredRoles.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2")}
          >
            {offeredRoles.map((option) => {
              // Admins keep their role (the server refuses to drop it).
              const isLocked = isAdmin && option !== "admin";
              return (
                <label
                  key={option}
                  className={cn(
                    "flex min-h-14 items-center gap-3 rounded-xl border bg-white px-4 py-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700/40",
                    role === option ? "border-brand-700 ring-2 ring-brand-700/30" : "border-stone-300",
                    isLocked ? "cursor-not-allowed opacity-60" : "cursor-pointer hover:border-brand-700",
                  )}
                >
                  <input
                    type="radio"
                    value={option}
                    disabled={isSaving || isLocked}
                    className="size-5 accent-brand-700"
                    {...form.register("user_role")}
                  />
                  <span>
                    <span className="block font-semibold text-stone-900">
                      {t(`profile.roles.${option}.title`)}
                    </span>
                    <span className="block text-sm text-stone-700">{t(`profile.roles.${option}.text`)}</span>
                  </span>
                </label>
              );
            })}
          </div>
          {isAdmin ? <p className="mt-1 text-sm text-stone-700">{t("profile.adminKeepsRole")}</p> : null}
        </fieldset>

        <div>
          <FieldLabel htmlFor="profile-location" optionalText={t("common.optional")}>
            {t("profile.fields.location")}
          </FieldLabel>
          <input
            id="profile-location"
            autoComplete="address-level2"
            maxLength={LIMITS.profileLocationChars}
            placeholder={t("profile.fields.locationPlaceholder")}
            disabled={isSaving}
            className={inputClass("mt-1")}
            {...form.register("location")}
          />
        </div>

        <TextField
          id="profile-bio"
          rows={4}
          label={t("profile.fields.bio")}
          optionalText={t("common.optional")}
          maxLength={LIMITS.profileBioChars}
          placeholder={t("profile.fields.bioPlaceholder")}
          disabled={isSaving}
          {...form.register("bio")}
        />
      </Card>

      {role === "parent" ? (
        <ChildrenCard
          entries={children}
          isDisabled={isSaving}
          onChange={(entries) => form.setValue("children_info", entries, { shouldDirty: true })}
        />
      ) : null}

      <div className="sticky bottom-0 -mx-4 flex flex-col gap-2 border-t border-stone-200 bg-stone-50/95 px-4 py-3 sm:static sm:mx-0 sm:flex-row sm:items-center sm:justify-end sm:border-0 sm:bg-transparent sm:px-0">
        {form.formState.isDirty ? (
          <p className="text-sm font-medium text-amber-900 sm:mr-auto" role="status">
            {t("profile.unsaved")}
          </p>
        ) : null}
        <Button type="submit" disabled={isSaving} aria-busy={isSaving} className="w-full sm:w-auto">
          {isSaving ? (
            <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
          ) : (
            <Save aria-hidden="true" className="size-5" />
          )}
          {isSaving ? t("profile.saving") : t("profile.save")}
        </Button>
      </div>
    </form>
  );
}
