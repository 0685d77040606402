/**
 * /suggest-place (spec 01 §2, §4 "Suggestion forms", §5, §8): signed-in users only (else /auth). Name,
 * description, type, features, address (with address search; the picked coordinates are kept) and an
 * optional photo (images only, at most 5 MB, uploaded with a progress bar). Missing required fields get
 * 'Missing information'; an upload failure stops the submission and keeps everything filled in; success
 * shows 'Suggestion submitted!' and a screen with 'Browse Places' and 'Suggest Another'. Back goes to
 * /places.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { LIMITS, PLACE_FEATURES, PLACE_FORM_TYPES } from "#shared/constants";
import { SUGGESTION_LIMITS, ZPlaceSuggestionFields } from "#shared/schemas/suggestions";
import { AddressSearchField } from "#web/components/address-search/address-search-field";
import { FeatureCheckboxes } from "#web/components/feature-checkboxes";
import { ImagePicker } from "#web/components/image-picker";
import { SelectField, TextField } from "#web/components/ui/field";
import { featureLabel, placeTypeLabel } from "#web/lib/place-labels";
import { useCreatePlaceSuggestion } from "./api/create-place-suggestion";
import { SuggestionForm, SuggestionPage } from "./components/suggestion-form";
import { useSuggestionForm } from "./components/use-suggestion-form";

type FormInput = z.input<typeof ZPlaceSuggestionFields>;

const EMPTY: FormInput = {
  name: "",
  description: "",
  type: "" as FormInput["type"],
  features: [],
  address: "",
};

function PlaceSuggestionForm() {
  const { t } = useTranslation("suggestions");
  const [photo, setPhoto] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const mutation = useCreatePlaceSuggestion();
  const suggestion = useSuggestionForm({
    schema: ZPlaceSuggestionFields,
    empty: EMPTY,
    mutation,
    send: async (body) => {
      setProgress(photo ? 0 : undefined);
      try {
        await mutation.mutateAsync({ ...body, photo, onProgress: (next) => setProgress(next.fraction) });
      } finally {
        setProgress(undefined);
      }
    },
    onReset: () => setPhoto(undefined),
  });
  const { form, place, setPlace, isSubmitting } = suggestion;
  const { errors } = form.formState;
  const required = t("suggest.common.fieldRequired");

  return (
    <SuggestionForm
      suggestion={suggestion}
      intro={t("suggest.place.intro")}
      browseTo="/places"
      browseLabel={t("suggest.place.browse")}
      isUploading={progress !== undefined && progress < 1}
    >
      <TextField
        isRequired
        id="suggest-name"
        autoComplete="off"
        maxLength={SUGGESTION_LIMITS.nameChars}
        label={t("suggest.place.name")}
        placeholder={t("suggest.place.namePlaceholder")}
        disabled={isSubmitting}
        error={errors.name ? required : undefined}
        {...form.register("name")}
      />

      <SelectField
        isRequired
        id="suggest-type"
        label={t("suggest.place.type")}
        disabled={isSubmitting}
        error={errors.type ? required : undefined}
        {...form.register("type")}
      >
        <option value="">{t("suggest.common.choose")}</option>
        {PLACE_FORM_TYPES.map((type) => (
          <option key={type} value={type}>
            {placeTypeLabel(t, type)}
          </option>
        ))}
      </SelectField>

      <TextField
        isRequired
        id="suggest-description"
        rows={5}
        maxLength={SUGGESTION_LIMITS.descriptionChars}
        label={t("suggest.place.description")}
        placeholder={t("suggest.place.descriptionPlaceholder")}
        disabled={isSubmitting}
        error={errors.description ? required : undefined}
        {...form.register("description")}
      />

      <AddressSearchField
        control={form.control}
        name="address"
        id="suggest-address"
        label={t("suggest.place.address")}
        isRequired
        placeholder={t("suggest.place.addressPlaceholder")}
        place={place}
        onPlaceChange={setPlace}
        error={errors.address ? required : undefined}
      />

      <FeatureCheckboxes
        legend={t("suggest.place.features")}
        optionalText={t("common.optional")}
        options={PLACE_FEATURES}
        labelOf={(feature) => featureLabel(t, feature)}
        isDisabled={isSubmitting}
        inputProps={form.register("features")}
      />

      <ImagePicker
        label={t("suggest.place.photo")}
        value={photo}
        onChange={setPhoto}
        maxBytes={LIMITS.suggestionImageBytes}
        progress={progress}
        isDisabled={isSubmitting}
      />
    </SuggestionForm>
  );
}

export function SuggestPlacePage() {
  const { t } = useTranslation("suggestions");
  return (
    <SuggestionPage title={t("suggest.place.title")} backTo="/places">
      <PlaceSuggestionForm />
    </SuggestionPage>
  );
}
