/**
 * /provider/edit (spec 02 §2.13, §4, §5): create or edit the signed-in user's one provider
 * profile. Header 'Profil bearbeiten' or 'Anbieter-Profil erstellen'; 'Speichern' ('Speichert...' while
 * busy) at the top and bottom. Sections Grundinformationen, Standort & Anfahrt (address search with the
 * picked coordinates), Ausstattung & Services (details only while their switch is on), Zielgruppen,
 * Besondere Hinweise. An empty name becomes 'Unbenannt' on create. After a save: 'Profil wurde
 * erfolgreich gespeichert' and the profile view; a failed save toasts and keeps the form. Once the profile
 * exists, photos and videos, team, weekly schedule and announcements are managed below (they were the
 * spec's 'Demnächst verfügbar' cards). Signed-out visitors go to /auth.
 */
import { ApiError, apiErrorText } from "#web/lib/api-client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useIsMutating } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { PROVIDER_AGE_GROUPS } from "#shared/constants";
import type { TPlaceDetails } from "#shared/schemas/geo";
import { PROVIDER_LIMITS, ZProviderProfileFields, type TProviderProfile } from "#shared/schemas/providers";
import { AddressSearchField } from "#web/components/address-search/address-search-field";
import { PageHeader } from "#web/components/layout/page-header";
import { RequireSignIn } from "#web/components/require-sign-in";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/field";
import { Skeleton } from "#web/components/ui/skeleton";
import { ToggleChip } from "#web/components/ui/toggle-chip";
import { ageGroupLabel } from "#web/lib/place-labels";
import { toast } from "#web/lib/toast";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { SwitchField } from "#web/components/ui/switch-field";
import { SAVE_PROVIDER_KEY, useOwnProvider, useSaveProvider } from "./api/provider-api";
import { AnnouncementManager } from "./components/announcement-manager";
import { CourseManager } from "./components/course-manager";
import { FormSection } from "./components/form-section";
import { MediaManager } from "./components/media-manager";
import { TeamManager } from "./components/team-manager";

type FormInput = z.input<typeof ZProviderProfileFields>;
type FormOutput = z.output<typeof ZProviderProfileFields>;

const FORM_ID = "provider-form";

const toFormValues = (profile: TProviderProfile | null): FormInput => ({
  name: profile?.name ?? "",
  short_description: profile?.short_description ?? "",
  video_url: profile?.video_url ?? "",
  address: profile?.address ?? "",
  stroller_parking: profile?.stroller_parking ?? false,
  transport_info: profile?.transport_info ?? "",
  car_parking_info: profile?.car_parking_info ?? "",
  bike_parking_info: profile?.bike_parking_info ?? "",
  kitchen_available: profile?.kitchen_available ?? false,
  breakfast_offered: profile?.breakfast_offered ?? false,
  breakfast_details: profile?.breakfast_details ?? "",
  outdoor_space: profile?.outdoor_space ?? false,
  outdoor_space_details: profile?.outdoor_space_details ?? "",
  target_age_groups: (profile?.target_age_groups ?? []) as FormInput["target_age_groups"],
  special_notes: profile?.special_notes ?? "",
});

/** 'Speichern' at the top and bottom; both show 'Speichert...' while the one save runs. */
function SaveButton({ className }: { className?: string }) {
  const { t } = useTranslation("provider");
  const isSaving = useIsMutating({ mutationKey: SAVE_PROVIDER_KEY }) > 0;
  return (
    <Button type="submit" form={FORM_ID} disabled={isSaving} aria-busy={isSaving} className={className}>
      {isSaving ? <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" /> : null}
      {isSaving ? t("edit.saving") : t("edit.save")}
    </Button>
  );
}

function ProfileForm({ profile }: { profile: TProviderProfile | null }) {
  const { t } = useTranslation("provider");
  const navigate = useNavigate();
  const save = useSaveProvider();
  const [place, setPlace] = useState<TPlaceDetails | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZProviderProfileFields),
    defaultValues: toFormValues(profile),
  });
  const { errors } = form.formState;
  const breakfast = form.watch("breakfast_offered");
  const outdoor = form.watch("outdoor_space");

  const submit = form.handleSubmit(async (values) => {
    // The picked place's coordinates; an unchanged address keeps the stored ones.
    const isSameAddress = profile !== null && (values.address ?? "") === (profile.address ?? "");
    const latitude = place?.geometry.location.lat ?? (isSameAddress ? profile.latitude : null);
    const longitude = place?.geometry.location.lng ?? (isSameAddress ? profile.longitude : null);
    try {
      await save.mutateAsync({ ...values, latitude, longitude });
      toast.success(t("edit.saved"));
      navigate("/provider/profile");
    } catch (error) {
      toast.error(profile ? t("errors.update") : t("errors.create"), {
        description:
          error instanceof ApiError && error.status === 403 ? error.message : apiErrorText(t, error),
      });
    }
  });

  const switchField = (
    name: "stroller_parking" | "kitchen_available" | "breakfast_offered" | "outdoor_space",
    label: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SwitchField
          id={`provider-${name}`}
          label={label}
          isChecked={Boolean(field.value)}
          onChange={field.onChange}
        />
      )}
    />
  );

  return (
    <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormSection id="provider-basics" title={t("edit.sections.basics")}>
        <TextField
          id="provider-name"
          label={t("edit.name")}
          required
          maxLength={PROVIDER_LIMITS.nameChars}
          placeholder={t("edit.namePlaceholder")}
          error={errors.name?.message}
          {...form.register("name")}
        />
        <TextField
          optionalText={t("edit.optional")}
          id="provider-description"
          label={t("edit.description")}
          rows={4}
          maxLength={PROVIDER_LIMITS.longTextChars}
          error={errors.short_description?.message}
          {...form.register("short_description")}
        />
        <TextField
          optionalText={t("edit.optional")}
          id="provider-video"
          label={t("edit.videoUrl")}
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errors.video_url?.message}
          {...form.register("video_url")}
        />
      </FormSection>

      <FormSection id="provider-location" title={t("edit.sections.location")}>
        <AddressSearchField
          control={form.control}
          name="address"
          id="provider-address"
          label={t("edit.address")}
          placeholder={t("edit.addressPlaceholder")}
          place={place}
          onPlaceChange={setPlace}
          error={errors.address?.message}
        />
        {switchField("stroller_parking", t("edit.strollerParking"))}
        <TextField
          optionalText={t("edit.optional")}
          id="provider-transport"
          label={t("edit.transport")}
          rows={2}
          {...form.register("transport_info")}
        />
        <TextField
          optionalText={t("edit.optional")}
          id="provider-car"
          label={t("edit.carParking")}
          rows={2}
          {...form.register("car_parking_info")}
        />
        <TextField
          optionalText={t("edit.optional")}
          id="provider-bike"
          label={t("edit.bikeParking")}
          rows={2}
          {...form.register("bike_parking_info")}
        />
      </FormSection>

      <FormSection id="provider-amenities" title={t("edit.sections.amenities")}>
        {switchField("kitchen_available", t("edit.kitchen"))}
        {switchField("breakfast_offered", t("edit.breakfast"))}
        {breakfast ? (
          <TextField
            optionalText={t("edit.optional")}
            id="provider-breakfast-details"
            label={t("edit.breakfastDetails")}
            rows={2}
            {...form.register("breakfast_details")}
          />
        ) : null}
        {switchField("outdoor_space", t("edit.outdoor"))}
        {outdoor ? (
          <TextField
            optionalText={t("edit.optional")}
            id="provider-outdoor-details"
            label={t("edit.outdoorDetails")}
            rows={2}
            {...form.register("outdoor_space_details")}
          />
        ) : null}
      </FormSection>

      <FormSection id="provider-ages" title={t("edit.sections.ages")}>
        <Controller
          control={form.control}
          name="target_age_groups"
          render={({ field }) => {
            const selected = field.value ?? [];
            return (
              <div role="group" aria-labelledby="provider-ages" className="flex flex-wrap gap-2">
                {PROVIDER_AGE_GROUPS.map((group) => (
                  <ToggleChip
                    key={group}
                    isPressed={selected.includes(group)}
                    onClick={() =>
                      field.onChange(
                        selected.includes(group) ? selected.filter((g) => g !== group) : [...selected, group],
                      )
                    }
                  >
                    {ageGroupLabel(t, group)}
                  </ToggleChip>
                ))}
              </div>
            );
          }}
        />
      </FormSection>

      <FormSection id="provider-notes" title={t("edit.sections.notes")}>
        <TextField
          optionalText={t("edit.optional")}
          id="provider-special-notes"
          label={t("edit.specialNotes")}
          rows={4}
          {...form.register("special_notes")}
        />
      </FormSection>

      <SaveButton className="w-full sm:w-auto sm:self-end" />
    </form>
  );
}

function EditSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      <Skeleton className="h-64 rounded-2xl" />
      <Skeleton className="h-48 rounded-2xl" />
    </div>
  );
}

function EditContent() {
  const { t } = useTranslation("provider");
  const own = useOwnProvider();
  const profile = own.data ?? null;
  const title = profile ? t("edit.titleEdit") : t("edit.titleCreate");
  useDocumentTitle(own.isPending ? undefined : title);
  return (
    <>
      <div className="sticky top-0 z-20">
        <PageHeader
          title={own.isPending ? t("view.loading") : title}
          fallback="/provider"
          action={own.isPending || own.isError ? undefined : <SaveButton />}
        />
      </div>
      <main id="main" className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-5 sm:px-6">
        {own.isPending ? (
          <EditSkeleton />
        ) : own.isError ? (
          <div role="alert" className="rounded-2xl border border-rose-200 bg-rose-50 p-4 text-rose-900">
            <p>{t("errors.load")}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void own.refetch()}>
              {t("view.retry")}
            </Button>
          </div>
        ) : (
          <>
            <ProfileForm profile={profile} />
            {profile ? (
              <>
                <MediaManager profile={profile} />
                <TeamManager profile={profile} />
                <CourseManager profile={profile} />
                <AnnouncementManager profile={profile} />
              </>
            ) : (
              <p className="rounded-2xl bg-brand-50 p-4 text-stone-800">{t("edit.moreAfterSave")}</p>
            )}
          </>
        )}
      </main>
    </>
  );
}

export function ProviderEditPage() {
  return (
    <RequireSignIn redirectTo="/auth" fallback={<EditSkeleton />}>
      <EditContent />
    </RequireSignIn>
  );
}
