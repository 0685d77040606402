/**
 * The Add Place / edit dialog (spec 02 §2.6, §5, §8): name, description, address (the address search;
 * the picked coordinates are sent and the server computes the Stadtteil), type, features, tags (with the
 * spec's keyboard rules), image or video (uploaded at once with progress), rating and "checked by
 * parents". Validated with the same schema as the server; toasts with the spec's texts. The type offers
 * every type places have (PLACE_TYPES: the spec's form list plus Eisdiele, Kindercafé, Freizeitzentrum
 * and Familienbildung, which the data uses), so an admin can refile a place the import put under the
 * wrong one ("Café P5" listed as an ice-cream parlour).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { PLACE_FEATURES, PLACE_TYPES } from "#shared/constants";
import { CATALOGUE_LIMITS, ZAdminPlaceFields, type TAdminPlace } from "#shared/schemas/admin-catalogue";
import type { TPlaceDetails } from "#shared/schemas/geo";
import { AddressSearchField } from "#web/components/address-search/address-search-field";
import { FeatureCheckboxes } from "#web/components/feature-checkboxes";
import { SelectField, TextField } from "#web/components/ui/field";
import { featureLabel, placeTypeLabel } from "#web/lib/place-labels";
import { CatalogueFormDialog, toastCatalogueSaveFailure } from "../components/catalogue-form-dialog";
import { toast } from "#web/lib/toast";
import { MediaField, mediaValueOf, type MediaValue } from "../components/media-field";
import { SwitchField } from "#web/components/ui/switch-field";
import { TagInput } from "../components/tag-input";
import { useSavePlace } from "./api/admin-places";

type FormInput = z.input<typeof ZAdminPlaceFields>;
type FormOutput = z.output<typeof ZAdminPlaceFields>;

const toFormValues = (place: TAdminPlace | null): FormInput => ({
  name: place?.name ?? "",
  description: place?.description ?? "",
  address: place?.address ?? "",
  type: (place?.type ?? "") as FormInput["type"],
  features: place?.features ?? [],
  tags: place?.tags ?? [],
  is_checked_by_parents: place?.is_checked_by_parents ?? false,
});

/** The stored point as the address search's "picked place", so the Stadtteil shows when editing. */
const pickedPlaceOf = (place: TAdminPlace | null): TPlaceDetails | null =>
  place && place.latitude !== null && place.longitude !== null
    ? {
        place_id: place.id,
        formatted_address: place.address,
        name: place.name,
        geometry: { location: { lat: place.latitude, lng: place.longitude } },
        stadtteil: place.stadtteil,
        bezirk: place.bezirk,
      }
    : null;

export function PlaceFormDialog({ place, onClose }: { place: TAdminPlace | null; onClose: () => void }) {
  const { t } = useTranslation("admin-catalogue");
  const { t: tCommon } = useTranslation();
  const [picked, setPicked] = useState<TPlaceDetails | null>(() => pickedPlaceOf(place));
  const [media, setMedia] = useState<MediaValue>(() => mediaValueOf(place?.image_url ?? null));
  const [isUploading, setIsUploading] = useState(false);
  const save = useSavePlace();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZAdminPlaceFields),
    defaultValues: toFormValues(place),
  });
  const { errors } = form.formState;
  const isBusy = save.isPending || isUploading;
  const required = t("common.required");
  const featureOptions = [...new Set<string>([...PLACE_FEATURES, ...(place?.features ?? [])])];

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        id: place?.id,
        request: {
          ...values,
          latitude: picked?.geometry.location.lat ?? null,
          longitude: picked?.geometry.location.lng ?? null,
          image_upload_id: media.uploadId,
          is_image_removed: media.url === null,
        },
      });
      toast.success(place ? t("places.updated") : t("places.created"));
      onClose();
    } catch (error) {
      toastCatalogueSaveFailure(t, place ? t("places.updateFailed") : t("places.createFailed"), error);
    }
  });

  return (
    <CatalogueFormDialog
      title={place ? t("places.editTitle") : t("places.addTitle")}
      isBusy={isBusy}
      isSaving={save.isPending}
      submitLabel={place ? t("common.save") : t("places.add")}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        isRequired
        id="admin-place-name"
        autoComplete="off"
        maxLength={CATALOGUE_LIMITS.nameChars}
        label={t("places.fields.name")}
        error={errors.name ? required : undefined}
        {...form.register("name")}
      />

      <TextField
        isRequired
        id="admin-place-description"
        rows={4}
        maxLength={CATALOGUE_LIMITS.descriptionChars}
        label={t("places.fields.description")}
        error={errors.description ? required : undefined}
        {...form.register("description")}
      />

      <AddressSearchField
        control={form.control}
        name="address"
        id="admin-place-address"
        label={t("places.fields.address")}
        isRequired
        placeholder={t("places.fields.addressPlaceholder")}
        place={picked}
        onPlaceChange={setPicked}
        error={errors.address ? required : undefined}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          isRequired
          id="admin-place-type"
          label={t("places.fields.type")}
          error={errors.type ? required : undefined}
          {...form.register("type")}
        >
          <option value="">{t("common.choose")}</option>
          {PLACE_TYPES.map((type) => (
            <option key={type} value={type}>
              {placeTypeLabel(tCommon, type)}
            </option>
          ))}
        </SelectField>
      </div>

      <FeatureCheckboxes
        legend={t("places.fields.features")}
        optionalText={t("common.optional")}
        options={featureOptions}
        labelOf={(feature) => featureLabel(tCommon, feature)}
        inputProps={form.register("features")}
      />

      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => (
          <TagInput
            id="admin-place-tags"
            category="places"
            value={field.value ?? []}
            onChange={field.onChange}
            isDisabled={isBusy}
          />
        )}
      />

      <MediaField
        bucket="place-images"
        value={media}
        onChange={setMedia}
        onBusyChange={setIsUploading}
        isDisabled={isBusy}
      />

      <Controller
        control={form.control}
        name="is_checked_by_parents"
        render={({ field }) => (
          <SwitchField
            id="admin-place-checked"
            label={t("places.fields.checked")}
            hint={t("places.fields.checkedHint")}
            isChecked={field.value ?? false}
            onChange={field.onChange}
          />
        )}
      />
    </CatalogueFormDialog>
  );
}
