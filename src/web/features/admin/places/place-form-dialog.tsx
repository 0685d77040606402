/**
 * The Add Place / edit dialog (spec 02 §2.6, §5, §8): name, description, address (the address search;
 * the picked coordinates are sent and the server computes the Stadtteil), type, features, tags (with the
 * spec's keyboard rules), image or video (uploaded at once with progress), rating and "checked by
 * parents". Validated with the same schema as the server; toasts with the spec's texts.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "../../../lib/use-translation";
import type { z } from "zod";
import { PLACE_FEATURES, PLACE_FORM_TYPES } from "../../../../shared/constants";
import {
  CATALOGUE_LIMITS,
  ZAdminPlaceFields,
  type TAdminPlace,
} from "../../../../shared/schemas/admin-catalogue";
import type { TPlaceDetails } from "../../../../shared/schemas/geo";
import { AddressSearch } from "../../../components/address-search/address-search";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTitle } from "../../../components/ui/dialog";
import {
  FieldLabel,
  FieldMessage,
  SelectField,
  TextField,
  textareaClass,
} from "../../../components/ui/field";
import { ApiError, apiErrorText } from "../../../lib/api-client";
import { featureLabel, placeTypeLabel } from "../../../lib/place-labels";
import { toast } from "../../../lib/toast";
import { MediaField, mediaValueOf, type MediaValue } from "../components/media-field";
import { SwitchField } from "../../../components/ui/switch-field";
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
  const typeOptions: string[] = [...PLACE_FORM_TYPES];
  if (place && !typeOptions.includes(place.type)) typeOptions.push(place.type);
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
      const text = place ? t("places.updateFailed") : t("places.createFailed");
      toast.error(t("common.errorTitle"), {
        description:
          error instanceof ApiError && error.status === 400 ? `${text} ${apiErrorText(t, error)}` : text,
      });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-h-[92dvh] max-w-2xl overflow-y-auto"
        aria-describedby={undefined}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogTitle>{place ? t("places.editTitle") : t("places.addTitle")}</DialogTitle>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-5">
          <TextField
            isRequired
            id="admin-place-name"
            autoComplete="off"
            maxLength={CATALOGUE_LIMITS.nameChars}
            label={t("places.fields.name")}
            error={errors.name ? required : undefined}
            {...form.register("name")}
          />

          <div>
            <FieldLabel htmlFor="admin-place-description">
              {t("places.fields.description")}
              <span aria-hidden="true" className="text-rose-800">
                {" "}
                *
              </span>
            </FieldLabel>
            <textarea
              id="admin-place-description"
              rows={4}
              maxLength={CATALOGUE_LIMITS.descriptionChars}
              aria-required="true"
              aria-invalid={errors.description ? true : undefined}
              aria-describedby="admin-place-description-message"
              className={textareaClass("mt-1")}
              {...form.register("description")}
            />
            <FieldMessage
              id="admin-place-description-message"
              error={errors.description ? required : undefined}
            />
          </div>

          <Controller
            control={form.control}
            name="address"
            render={({ field }) => (
              <AddressSearch
                ref={field.ref}
                id="admin-place-address"
                name={field.name}
                label={t("places.fields.address")}
                requiredMark="*"
                isRequired
                placeholder={t("places.fields.addressPlaceholder")}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                place={picked}
                onPlaceChange={setPicked}
                error={errors.address ? required : undefined}
              />
            )}
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
              {typeOptions.map((type) => (
                <option key={type} value={type}>
                  {placeTypeLabel(tCommon, type)}
                </option>
              ))}
            </SelectField>
          </div>

          <fieldset>
            <legend className="text-sm font-semibold text-stone-900">
              {t("places.fields.features")}{" "}
              <span className="font-normal text-stone-700">{t("common.optional")}</span>
            </legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {featureOptions.map((feature) => (
                <label
                  key={feature}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-3 py-2 hover:border-brand-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700/40"
                >
                  <input
                    type="checkbox"
                    value={feature}
                    className="size-5 accent-brand-700"
                    {...form.register("features")}
                  />
                  <span className="text-stone-900">{featureLabel(tCommon, feature)}</span>
                </label>
              ))}
            </div>
          </fieldset>

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

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t("common.cancel")}</Button>
            </DialogClose>
            <Button type="submit" disabled={isBusy} aria-busy={save.isPending}>
              {save.isPending ? t("common.saving") : place ? t("common.save") : t("places.add")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
