/**
 * /admin/places (spec 02 §2.6, §5, §8; issue "Admin" §5): a table with Name, Type, Address, Features
 * (the first 2, then '+N'), Rating (or a dash) and Actions; a search box and a type filter answered by
 * the server, page by page; the Add Place and edit dialog; a delete confirmation with the spec's text;
 * above it, parents' reports that a place closed for good (issue 20 §6); "Merge…" on each row merges a
 * duplicate into another place (issue 20 §7, merge-place-dialog.tsx). A place without a map position
 * says so under its name, with "Position setzen"; a filter lists only those (issue 20 §7).
 */
import { Merge, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { PLACE_TYPES } from "../../../../shared/constants";
import type { TAdminPlace } from "../../../../shared/schemas/admin-catalogue";
import { SearchField } from "../../../components/search-field";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { inputClass } from "../../../components/ui/field";
import { featureLabel, placeTypeLabel } from "../../../lib/place-labels";
import { toast } from "../../../lib/toast";
import { AdminLayout } from "../admin-layout";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Pager } from "../components/pager";
import { MissingPosition } from "../components/missing-position";
import { RowActionsCell } from "../components/row-actions-cell";
import { TableEmpty, TableError, TableLoading } from "../components/table-state";
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
  const [search, setSearch] = useState("");
  const [type, setType] = useState("");
  const [isPositionMissing, setIsPositionMissing] = useState(false);
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<TAdminPlace | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TAdminPlace>();
  const [merging, setMerging] = useState<TAdminPlace>();
  const query = {
    q: search || undefined,
    type: (type || undefined) as (typeof PLACE_TYPES)[number] | undefined,
    position: isPositionMissing ? ("missing" as const) : undefined,
    limit: PAGE_SIZE,
    offset,
  };
  const places = useAdminPlaces(query);
  const remove = useDeletePlace();
  const isFiltered = Boolean(search || type || isPositionMissing);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t("places.deleted"));
    } catch {
      toast.error(t("common.errorTitle"), { description: t("places.deleteFailed") });
    } finally {
      setDeleting(undefined);
    }
  };

  return (
    <AdminLayout
      title={t("places.title")}
      description={t("places.subtitle")}
      action={
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden="true" className="size-5" />
          <span className="max-sm:sr-only">{t("places.add")}</span>
        </Button>
      }
    >
      <ConditionReportsQueue />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          value={search}
          onChange={(value) => {
            setSearch(value);
            setOffset(0);
          }}
          label={t("common.search")}
          placeholder={t("places.searchPlaceholder")}
          className="flex-1"
        />
        <div className="sm:w-56">
          <label htmlFor="admin-places-type" className="sr-only">
            {t("common.typeFilter")}
          </label>
          <select
            id="admin-places-type"
            value={type}
            onChange={(event) => {
              setType(event.target.value);
              setOffset(0);
            }}
            className={inputClass()}
          >
            <option value="">{t("common.allTypes")}</option>
            {PLACE_TYPES.map((option) => (
              <option key={option} value={option}>
                {placeTypeLabel(tCommon, option)}
              </option>
            ))}
          </select>
        </div>
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-stone-900">
          <input
            type="checkbox"
            checked={isPositionMissing}
            onChange={(event) => {
              setIsPositionMissing(event.target.checked);
              setOffset(0);
            }}
            className="size-5 accent-brand-700"
          />
          {tAdmin("position.filterMissing")}
        </label>
      </div>

      <section aria-labelledby="admin-places-heading" className="mt-5">
        <h2 id="admin-places-heading" className="mb-3 text-lg font-bold text-stone-900">
          {t("places.tableTitle", { count: places.data?.total ?? 0 })}
        </h2>
        {places.isPending ? (
          <TableLoading text={t("places.loading")} />
        ) : places.isError ? (
          <TableError text={t("places.loadFailed")} onRetry={() => void places.refetch()} />
        ) : places.data.items.length === 0 ? (
          <TableEmpty
            title={t("places.empty")}
            text={isFiltered ? t("places.emptyFiltered") : t("places.emptyAll")}
          />
        ) : (
          <>
            <div className="relative overflow-x-auto rounded-2xl border border-stone-200 bg-white">
              <table className="w-full min-w-[720px] text-left text-sm">
                <thead className="bg-stone-50 text-stone-700">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t("places.columns.name")}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t("places.columns.type")}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t("places.columns.address")}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t("places.columns.features")}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t("places.columns.rating")}
                    </th>
                    <th scope="col" className="sticky right-0 bg-stone-50 px-3 py-2 text-right font-semibold">
                      {t("common.actions")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-200">
                  {places.data.items.map((place) => (
                    <tr key={place.id} className="align-top">
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
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager offset={offset} limit={PAGE_SIZE} total={places.data.total} onOffsetChange={setOffset} />
          </>
        )}
      </section>

      {editing !== undefined ? (
        <PlaceFormDialog key={editing?.id ?? "new"} place={editing} onClose={() => setEditing(undefined)} />
      ) : null}
      {merging ? (
        <MergePlaceDialog key={merging.id} place={merging} onClose={() => setMerging(undefined)} />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t("places.deleteTitle")}
          description={t("common.deleteConfirm", { name: deleting.name })}
          confirmLabel={t("common.deleteLabel")}
          isPending={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onOpenChange={(open) => (open ? undefined : setDeleting(undefined))}
        />
      ) : null}
    </AdminLayout>
  );
}
