/**
 * /admin/places (spec 02 §2.6, §5, §8): a table with Name, Type, Address, Features (the first 2, then '+N'),
 * Rating (or a dash) and Actions; a search box and a type filter answered by the server, page by page; the
 * Add Place and edit dialog; a delete confirmation with the spec's text; above it, parents' reports that a
 * place closed for good (decision 032); "Merge…" on each row merges a duplicate into another place
 * (merge-place-dialog.tsx). A place without a map position says so under its name, with "Position setzen"; a
 * filter lists only those.
 */
import { Merge } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PLACE_TYPES } from "#shared/constants";
import type { TAdminPlace } from "#shared/schemas/admin-catalogue";
import { SearchField } from "#web/components/search-field";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { featureLabel, placeTypeLabel } from "#web/lib/place-labels";
import { AdminLayout } from "../admin-layout";
import { CatalogueAddButton, CatalogueDeleteDialog, CatalogueTable } from "../components/catalogue-table";
import { FilterSelect } from "../components/filter-select";
import { MissingPosition } from "../components/missing-position";
import { RowActionsCell } from "../components/row-actions-cell";
import { usePagedFilters } from "../lib/use-paged-filters";
import { useAdminPlaces, useDeletePlace } from "./api/admin-places";
import { ConditionReportsQueue } from "./condition-reports-queue";
import { MergePlaceDialog } from "./merge-place-dialog";
import { PlaceFormDialog } from "./place-form-dialog";

const PAGE_SIZE = 20;
/** Spec 02 §9: "Admin places table shows the first 2 features plus '+N'". */
const TABLE_FEATURES = 2;

export function AdminPlacesPage() {
  const { t } = useTranslation("admin-catalogue");
  const { t: tCommon } = useTranslation();
  const { t: tAdmin } = useTranslation("admin");
  const { filters, setFilter, offset, setOffset, isFiltered } = usePagedFilters({
    search: "",
    type: "",
    isPositionMissing: false as boolean,
  });
  const [editing, setEditing] = useState<TAdminPlace | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TAdminPlace>();
  const [merging, setMerging] = useState<TAdminPlace>();
  const places = useAdminPlaces({
    q: filters.search || undefined,
    type: (filters.type || undefined) as (typeof PLACE_TYPES)[number] | undefined,
    position: filters.isPositionMissing ? "missing" : undefined,
    limit: PAGE_SIZE,
    offset,
  });
  const remove = useDeletePlace();

  return (
    <AdminLayout
      title={t("places.title")}
      description={t("places.subtitle")}
      action={<CatalogueAddButton label={t("places.add")} onClick={() => setEditing(null)} />}
    >
      <ConditionReportsQueue />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          value={filters.search}
          onChange={(value) => setFilter("search", value)}
          label={t("common.search")}
          placeholder={t("places.searchPlaceholder")}
          className="flex-1"
        />
        <FilterSelect
          id="admin-places-type"
          className="sm:w-56"
          label={t("common.typeFilter")}
          allLabel={t("common.allTypes")}
          options={PLACE_TYPES.map((option) => ({ value: option, label: placeTypeLabel(tCommon, option) }))}
          value={filters.type}
          onChange={(value) => setFilter("type", value)}
        />
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-stone-900">
          <input
            type="checkbox"
            checked={filters.isPositionMissing}
            onChange={(event) => setFilter("isPositionMissing", event.target.checked)}
            className="size-5 accent-brand-700"
          />
          {tAdmin("position.filterMissing")}
        </label>
      </div>

      <CatalogueTable
        id="admin-places-heading"
        query={places}
        title={(count) => t("places.tableTitle", { count })}
        loadingText={t("places.loading")}
        loadFailed={t("places.loadFailed")}
        empty={{
          title: t("places.empty"),
          text: isFiltered ? t("places.emptyFiltered") : t("places.emptyAll"),
        }}
        columns={(["name", "type", "address", "features", "rating"] as const).map((column) =>
          t(`places.columns.${column}`),
        )}
        renderRow={(place) => (
          <>
            <th scope="row" className="px-3 py-2 font-semibold text-stone-900">
              {place.name}
              <MissingPosition
                target={{ kind: "place", id: place.id }}
                name={place.name}
                address={place.address}
                latitude={place.latitude}
                longitude={place.longitude}
                isCompact
                className="mt-1 font-normal"
              />
            </th>
            <td className="px-3 py-2">
              <Badge tone="brand">{placeTypeLabel(tCommon, place.type)}</Badge>
            </td>
            <td className="max-w-56 px-3 py-2 text-stone-800">{place.address}</td>
            <td className="px-3 py-2">
              <div className="flex flex-wrap gap-1">
                {place.features.slice(0, TABLE_FEATURES).map((feature) => (
                  <Badge key={feature} size="xs">
                    {featureLabel(tCommon, feature)}
                  </Badge>
                ))}
                {place.features.length > TABLE_FEATURES ? (
                  <Badge size="xs" tone="sun">
                    {t("places.moreFeatures", { count: place.features.length - TABLE_FEATURES })}
                  </Badge>
                ) : null}
              </div>
            </td>
            <td className="px-3 py-2 text-stone-800">
              {place.rating ? (
                place.rating.average.toLocaleString(undefined, { maximumFractionDigits: 1 })
              ) : (
                <span aria-label={t("common.noRating")}>–</span>
              )}
            </td>
            <RowActionsCell
              name={place.name}
              onEdit={() => setEditing(place)}
              onDelete={() => setDeleting(place)}
            >
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("places.merge.action", { name: place.name })}
                title={t("places.merge.action", { name: place.name })}
                onClick={() => setMerging(place)}
              >
                <Merge aria-hidden="true" className="size-5" />
              </Button>
            </RowActionsCell>
          </>
        )}
        offset={offset}
        limit={PAGE_SIZE}
        onOffsetChange={setOffset}
      />

      {editing !== undefined ? (
        <PlaceFormDialog key={editing?.id ?? "new"} place={editing} onClose={() => setEditing(undefined)} />
      ) : null}
      {merging ? (
        <MergePlaceDialog key={merging.id} place={merging} onClose={() => setMerging(undefined)} />
      ) : null}
      {deleting ? (
        <CatalogueDeleteDialog
          title={t("places.deleteTitle")}
          name={deleting.name}
          id={deleting.id}
          remove={remove}
          deletedText={t("places.deleted")}
          deleteFailed={t("places.deleteFailed")}
          onClose={() => setDeleting(undefined)}
        />
      ) : null}
    </AdminLayout>
  );
}
