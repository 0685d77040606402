/**
 * /admin/place-suggestions (spec 02 §2.4): every place parents suggested, with search, status filter, all
 * details and the photo; 'Add to Places' creates the place with the suggestion's position, Stadtteil and
 * photo. A suggestion without a position says so, and the admin sets it on a map or by its address before
 * importing.
 */
import { useTranslation } from "react-i18next";
import { featureLabel, placeTypeLabel } from "#web/lib/place-labels";
import { usePlaceSuggestions } from "../api/suggestions";
import { MissingPosition } from "../components/missing-position";
import { Detail, SuggestionCard } from "./suggestion-card";
import { SuggestionsPage, useSuggestionFilters } from "./suggestions-page";

export function PlaceSuggestionsPage() {
  const { t } = useTranslation("admin");
  const [filters, setFilter] = useSuggestionFilters();
  const query = usePlaceSuggestions(filters);
  return (
    <SuggestionsPage
      title={t("suggestions.placeTitle")}
      description={t("suggestions.placeSubtitle")}
      filters={filters}
      onFilterChange={setFilter}
      query={query}
      loadFailed={t("suggestions.loadFailedPlaces")}
      renderItem={(suggestion) => (
        <SuggestionCard
          kind="place"
          suggestion={suggestion}
          title={suggestion.name}
          description={suggestion.description}
          imageUrl={suggestion.image_url}
          notice={
            <MissingPosition
              target={{ kind: "place-suggestion", id: suggestion.id }}
              name={suggestion.name}
              address={suggestion.address}
              latitude={suggestion.latitude}
              longitude={suggestion.longitude}
              hint={suggestion.status === "imported" ? t("position.importedHint") : undefined}
            />
          }
        >
          <Detail label={t("suggestions.type")}>{placeTypeLabel(t, suggestion.type)}</Detail>
          <Detail label={t("suggestions.address")}>{suggestion.address}</Detail>
          <Detail label={t("suggestions.area")}>
            {[suggestion.stadtteil, suggestion.bezirk].filter(Boolean).join(", ") || "–"}
          </Detail>
          <Detail label={t("suggestions.coordinates")}>
            {suggestion.latitude !== null && suggestion.longitude !== null
              ? `${suggestion.latitude.toFixed(5)}, ${suggestion.longitude.toFixed(5)}`
              : t("suggestions.noCoordinates")}
          </Detail>
          {suggestion.features.length > 0 ? (
            <Detail label={t("suggestions.features")}>
              {suggestion.features.map((feature) => featureLabel(t, feature)).join(", ")}
            </Detail>
          ) : null}
        </SuggestionCard>
      )}
    />
  );
}
