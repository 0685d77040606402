/**
 * /cafe/edit (spec 02 §2.16): creates or edits the signed-in user's café. Header 'Café-Profil
 * erstellen' or 'Café-Profil bearbeiten'; sections Grundinformationen (name required, description,
 * phone, website), Standort (address search; the picked coordinates are kept), Familienfreundlichkeit
 * (six switches, family_friendly on for a new café, a live 'n/6 Features' counter and the ranking tip),
 * Öffnungszeiten (weekly editor), Besondere Hinweise, and — once saved — photos, logo and menu. Save
 * buttons at the top and bottom read 'Speichert...' while saving; success toasts 'Café-Profil wurde
 * erfolgreich gespeichert' and shows /cafe/profile; a failed save toasts and keeps the form.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { CAFE_FEATURES } from "#shared/constants";
import { ZCafeInput, type TCafe } from "#shared/schemas/cafes";
import type { TPlaceDetails } from "#shared/schemas/geo";
import { AddressSearchField } from "#web/components/address-search/address-search-field";
import { PageHeader } from "#web/components/layout/page-header";
import { RequireSignIn } from "#web/components/require-sign-in";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { TextField } from "#web/components/ui/field";
import { Skeleton } from "#web/components/ui/skeleton";
import { apiErrorText } from "#web/lib/api-client";
import { toast } from "#web/lib/toast";
import { useAuth } from "#web/lib/auth";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { useOwnCafe, useSaveCafe } from "./api/cafe-api";
import { CafeMediaEditor } from "./components/cafe-media-editor";
import { OpeningHoursEditor, type HoursDraft } from "./components/opening-hours-editor";
import { fromOpeningHours, isWeekValid, toOpeningHours } from "./lib/weekly-hours";

type FormInput = z.input<typeof ZCafeInput>;
type FormOutput = z.output<typeof ZCafeInput>;

const NEW_CAFE: FormInput = {
  name: "",
  description: "",
  address: "",
  phone_number: "",
  website_url: "",
  baby_changing_table: false,
  kids_play_corner: false,
  kid_friendly_menu: false,
  wheelchair_accessible: false,
  stroller_parking: false,
  family_friendly: true,
  special_notes: "",
};

const formValuesOf = (cafe: TCafe): FormInput => ({
  name: cafe.name,
  description: cafe.description ?? "",
  address: cafe.address ?? "",
  phone_number: cafe.phone_number ?? "",
  website_url: cafe.website_url ?? "",
  baby_changing_table: cafe.baby_changing_table,
  kids_play_corner: cafe.kids_play_corner,
  kid_friendly_menu: cafe.kid_friendly_menu,
  wheelchair_accessible: cafe.wheelchair_accessible,
  stroller_parking: cafe.stroller_parking,
  family_friendly: cafe.family_friendly,
  special_notes: cafe.special_notes ?? "",
});

/** The saved coordinates as the address search's picked place, so saving again keeps them. */
const savedPlaceOf = (cafe: TCafe): TPlaceDetails | null =>
  cafe.address && cafe.latitude !== null && cafe.longitude !== null
    ? {
        place_id: `cafe:${cafe.id}`,
        formatted_address: cafe.address,
        name: cafe.address,
        geometry: { location: { lat: cafe.latitude, lng: cafe.longitude } },
        stadtteil: cafe.stadtteil,
        bezirk: cafe.bezirk,
      }
    : null;

const draftOf = (value: string | null): HoursDraft => {
  const week = fromOpeningHours(value);
  return week ? { mode: "week", week } : { mode: "text", text: value ?? "" };
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id={id} className="text-lg font-extrabold text-stone-900">
        {title}
      </h2>
      <div className="mt-4 flex flex-col gap-5">{children}</div>
    </section>
  );
}

function CafeForm({ cafe }: { cafe: TCafe | null }) {
  const { t } = useTranslation("cafe");
  const navigate = useNavigate();
  const save = useSaveCafe();
  const [place, setPlace] = useState<TPlaceDetails | null>(cafe ? savedPlaceOf(cafe) : null);
  const [hours, setHours] = useState<HoursDraft>(() => draftOf(cafe?.opening_hours ?? null));
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZCafeInput),
    defaultValues: cafe ? formValuesOf(cafe) : NEW_CAFE,
  });
  const features = useWatch({ control: form.control, name: CAFE_FEATURES.map(({ key }) => key) });
  const featureCount = features.filter(Boolean).length;
  const isSaving = save.isPending;
  const { errors } = form.formState;
  const isHoursValid = hours.mode === "text" || isWeekValid(hours.week);

  const submit = form.handleSubmit(async (values) => {
    if (!isHoursValid) {
      toast.error(cafe ? t("edit.updateError") : t("edit.createError"), {
        description: t("edit.hoursInvalid"),
      });
      return;
    }
    try {
      await save.mutateAsync({
        ...values,
        latitude: place?.geometry.location.lat ?? null,
        longitude: place?.geometry.location.lng ?? null,
        opening_hours: hours.mode === "week" ? toOpeningHours(hours.week) : hours.text,
      });
      toast.success(t("edit.savedToast"));
      void navigate("/cafe/profile");
    } catch (error) {
      toast.error(cafe ? t("edit.updateError") : t("edit.createError"), {
        description: apiErrorText(t, error),
      });
    }
  });

  const saveButton = (
    <Button type="submit" form="cafe-form" disabled={isSaving} aria-busy={isSaving || undefined}>
      {isSaving ? <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" /> : null}
      {isSaving ? t("edit.saving") : t("edit.save")}
    </Button>
  );
  const optional = t("edit.optional");

  return (
    <div className="flex flex-col gap-5">
      <div className="flex justify-end">{saveButton}</div>
      <form
        id="cafe-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-5"
      >
        <Section id="cafe-basics" title={t("edit.basics")}>
          <TextField
            isRequired
            id="cafe-name"
            autoComplete="organization"
            maxLength={120}
            label={t("edit.name")}
            placeholder={t("edit.namePlaceholder")}
            disabled={isSaving}
            error={errors.name?.message}
            {...form.register("name")}
          />
          <TextField
            id="cafe-description"
            rows={4}
            maxLength={2000}
            label={t("edit.description")}
            optionalText={optional}
            placeholder={t("edit.descriptionPlaceholder")}
            disabled={isSaving}
            {...form.register("description")}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="cafe-phone"
              type="tel"
              autoComplete="tel"
              maxLength={50}
              label={t("edit.phone")}
              optionalText={optional}
              disabled={isSaving}
              error={errors.phone_number?.message}
              {...form.register("phone_number")}
            />
            <TextField
              id="cafe-website"
              type="url"
              autoComplete="url"
              maxLength={300}
              label={t("edit.website")}
              optionalText={optional}
              placeholder="https://"
              disabled={isSaving}
              error={errors.website_url?.message}
              {...form.register("website_url")}
            />
          </div>
        </Section>

        <Section id="cafe-location" title={t("edit.location")}>
          <AddressSearchField
            control={form.control}
            name="address"
            id="cafe-address"
            label={t("edit.address")}
            placeholder={t("edit.addressPlaceholder")}
            place={place}
            onPlaceChange={setPlace}
            error={errors.address?.message}
          />
        </Section>

        <Section id="cafe-family" title={t("edit.family")}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-stone-700">{t("edit.familyTip")}</p>
            <Badge tone="success" size="md" aria-live="polite">
              {t("featureCount", { count: featureCount })}
            </Badge>
          </div>
          <ul className="grid gap-2 sm:grid-cols-2">
            {CAFE_FEATURES.map(({ key }) => (
              <li key={key}>
                <label className="flex min-h-12 cursor-pointer items-center justify-between gap-3 rounded-xl border border-stone-300 bg-white px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700/40">
                  <span className="text-stone-900">{t(`features.${key}`)}</span>
                  <input
                    type="checkbox"
                    role="switch"
                    disabled={isSaving}
                    className="size-5 accent-brand-700"
                    {...form.register(key)}
                  />
                </label>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="cafe-hours" title={t("edit.hours")}>
          <OpeningHoursEditor
            draft={hours}
            onChange={setHours}
            isDisabled={isSaving}
            toText={() =>
              setHours((draft) => ({
                mode: "text",
                text: draft.mode === "week" ? (toOpeningHours(draft.week) ?? "") : draft.text,
              }))
            }
            toWeek={
              hours.mode === "text" && fromOpeningHours(hours.text)
                ? () => setHours(draftOf(hours.text))
                : null
            }
          />
        </Section>

        <Section id="cafe-notes" title={t("edit.notes")}>
          <TextField
            id="cafe-special-notes"
            rows={4}
            maxLength={2000}
            label={t("edit.notes")}
            optionalText={optional}
            placeholder={t("edit.notesPlaceholder")}
            disabled={isSaving}
            {...form.register("special_notes")}
          />
        </Section>
      </form>

      <Section id="cafe-media" title={t("edit.mediaTitle")}>
        {cafe ? (
          <CafeMediaEditor cafe={cafe} />
        ) : (
          <p className="text-stone-700">{t("edit.mediaAfterSave")}</p>
        )}
      </Section>

      <div className="flex justify-end">{saveButton}</div>
    </div>
  );
}

function EditSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-5">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-48 rounded-3xl" />
      ))}
    </div>
  );
}

function OwnCafeForm() {
  const { t } = useTranslation("cafe");
  const own = useOwnCafe();
  // Null when the user has no café yet, undefined while unknown.
  const cafe = own.data;
  if (cafe === undefined && own.isError) {
    return (
      <EmptyState
        title={t("edit.loadError")}
        action={
          <Button type="button" onClick={() => void own.refetch()}>
            {t("edit.retry")}
          </Button>
        }
      />
    );
  }
  if (cafe === undefined) return <EditSkeleton />;
  return <CafeForm key={cafe?.id ?? "new"} cafe={cafe} />;
}

export function CafeEditPage() {
  const { t } = useTranslation("cafe");
  const { user } = useAuth();
  const { data: cafe } = useOwnCafe(user !== null);
  const title = user && cafe === null ? t("edit.titleCreate") : t("edit.titleEdit");
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} fallback="/cafe" />
      <main id="main" className="mx-auto max-w-3xl px-4 py-5 sm:px-6">
        <RequireSignIn redirectTo="/auth" fallback={<EditSkeleton />}>
          <OwnCafeForm />
        </RequireSignIn>
      </main>
    </>
  );
}
