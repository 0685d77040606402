/**
 * 'Edit User Profile' (spec 02 §2.8, §4 "Admin user edit": opening loads the user's current values;
 * 'Update User' saves them; §5: number of children a whole number ≥ 0, non-numeric becomes 0 — the
 * shared schema does that on both sides). The location is the app's address search input. An admin's
 * own row keeps the admin role: the other roles are disabled, as the server refuses them (403).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LIMITS, USER_ROLES } from "#shared/constants";
import { ZAdminUpdateUserRequest, type TAdminUser } from "#shared/schemas/admin-users";
import type { TPlaceDetails } from "#shared/schemas/geo";
import { AddressSearchField } from "#web/components/address-search/address-search-field";
import { Button } from "#web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog";
import { SelectField, TextField } from "#web/components/ui/field";
import { ApiError, apiErrorText } from "#web/lib/api-client";
import { toast } from "#web/lib/toast";
import { useUpdateAdminUser } from "./api/admin-users";

export function EditUserDialog({
  user,
  isSelf,
  onOpenChange,
}: {
  user: TAdminUser;
  /** The signed-in admin's own row: the admin role cannot be removed. */
  isSelf: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("admin-people");
  const update = useUpdateAdminUser();
  const [place, setPlace] = useState<TPlaceDetails | null>(null);
  const form = useForm({
    resolver: zodResolver(ZAdminUpdateUserRequest),
    defaultValues: {
      display_name: user.display_name ?? "",
      user_role: user.user_role,
      location: user.location ?? "",
      number_of_children: String(user.number_of_children),
      bio: user.bio ?? "",
    },
  });
  const errors = form.formState.errors;
  const isSaving = update.isPending;
  const isRoleLocked = isSelf && user.user_role === "admin";

  const save = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: user.id, values });
      toast.success(t("users.dialog.saved"));
      onOpenChange(false);
    } catch (error) {
      toast.error(t("users.dialog.saveFailed"), {
        description: error instanceof ApiError && error.status < 500 ? apiErrorText(t, error) : undefined,
      });
    }
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-lg overflow-y-auto">
        <DialogTitle>{t("users.dialog.title")}</DialogTitle>
        <DialogDescription>{t("users.dialog.description", { email: user.email })}</DialogDescription>
        <form noValidate onSubmit={(event) => void save(event)} className="mt-5 flex flex-col gap-4">
          <TextField
            id="admin-user-display-name"
            label={t("users.dialog.displayName")}
            maxLength={LIMITS.profileNameChars}
            disabled={isSaving}
            error={errors.display_name?.message}
            {...form.register("display_name")}
          />

          <SelectField
            id="admin-user-role"
            label={t("users.dialog.userRole")}
            hint={isRoleLocked ? t("users.dialog.ownAdminRole") : undefined}
            disabled={isSaving}
            {...form.register("user_role")}
          >
            {USER_ROLES.map((role) => (
              <option key={role} value={role} disabled={isRoleLocked && role !== "admin"}>
                {t(`users.role.${role}`)}
              </option>
            ))}
          </SelectField>

          <AddressSearchField
            control={form.control}
            name="location"
            id="admin-user-location"
            label={t("users.dialog.location")}
            placeholder={t("users.dialog.locationPlaceholder")}
            place={place}
            onPlaceChange={setPlace}
            error={errors.location?.message}
          />

          <TextField
            id="admin-user-children"
            type="number"
            inputMode="numeric"
            min={0}
            max={LIMITS.maxChildren}
            step={1}
            label={t("users.dialog.children")}
            hint={t("users.dialog.childrenHint")}
            disabled={isSaving}
            error={errors.number_of_children?.message}
            {...form.register("number_of_children")}
          />

          <TextField
            id="admin-user-bio"
            rows={4}
            label={t("users.dialog.bio")}
            maxLength={LIMITS.profileBioChars}
            disabled={isSaving}
            error={errors.bio?.message}
            {...form.register("bio")}
          />

          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t("users.dialog.cancel")}</Button>
            </DialogClose>
            <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
              {isSaving ? (
                <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
              ) : null}
              {isSaving ? t("users.dialog.saving") : t("users.dialog.submit")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
