/**
 * The "Merge…" dialog of the admin places table (an admin merges two duplicate
 * places): search the place to keep (the admin places list, `q`), compare both side by side (name,
 * address, type), read what moves, then confirm in a second step before the merged place is deleted.
 * The choice is a native radio group, so it works with the keyboard and screen readers as it is; the
 * number of matches is announced. Success and failure end in a toast.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { TAdminPlace } from "#shared/schemas/admin-catalogue";
import { SearchField } from "#web/components/search-field";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog";
import { ApiError } from "#web/lib/api-client";
import { placeTypeLabel } from "#web/lib/place-labels";
import { toast } from "#web/lib/toast";
import { useTranslation } from "react-i18next";
import { adminPlacesQueryOptions } from "./api/admin-places";
import { useMergePlace } from "./api/merge-place";

/** Matches shown at once; a longer list asks for a more precise search. */
const RESULTS = 8;
/** Searching starts with this many characters (one letter matches nearly every place). */
const MIN_SEARCH = 2;

/** The reasons a merge moves things, in the order the explanation lists them. */
const MOVED_ITEMS = [
  "reviews",
  "facts",
  "photos",
  "reports",
  "courses",
  "favourites",
  "fields",
  "address",
] as const;

function PlaceSummary({
  place,
  heading,
  tone,
}: {
  place: TAdminPlace;
  heading: string;
  tone: "rose" | "brand";
}) {
  const { t } = useTranslation("admin-catalogue");
  const { t: tCommon } = useTranslation();
  return (
    <section
      aria-label={heading}
      className={
        tone === "rose"
          ? "rounded-2xl border border-rose-200 bg-rose-50 p-3"
          : "rounded-2xl border border-brand-100 bg-brand-50 p-3"
      }
    >
      <p
        className={
          tone === "rose" ? "text-sm font-semibold text-rose-800" : "text-sm font-semibold text-brand-800"
        }
      >
        {heading}
      </p>
      <dl className="mt-2 grid gap-1 text-sm text-stone-800">
        <div>
          <dt className="sr-only">{t("places.columns.name")}</dt>
          <dd className="text-base font-bold break-words text-stone-900">{place.name}</dd>
        </div>
        <div>
          <dt className="sr-only">{t("places.columns.address")}</dt>
          <dd className="break-words">{place.address || t("places.merge.noAddress")}</dd>
        </div>
        <div>
          <dt className="sr-only">{t("places.columns.type")}</dt>
          <dd>
            <Badge tone={tone === "rose" ? "neutral" : "brand"}>{placeTypeLabel(tCommon, place.type)}</Badge>
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function MergePlaceDialog({ place, onClose }: { place: TAdminPlace; onClose: () => void }) {
  const { t } = useTranslation("admin-catalogue");
  const { t: tCommon } = useTranslation();
  const [search, setSearch] = useState("");
  const [target, setTarget] = useState<TAdminPlace>();
  const [step, setStep] = useState<"choose" | "confirm">("choose");
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  const merge = useMergePlace();
  const isSearching = search.length >= MIN_SEARCH;
  const results = useQuery({
    ...adminPlacesQueryOptions({ q: search, limit: RESULTS + 1, offset: 0 }),
    enabled: isSearching,
    placeholderData: keepPreviousData,
  });
  const matches = (results.data?.items ?? []).filter((item) => item.id !== place.id).slice(0, RESULTS);
  const total = Math.max(
    0,
    (results.data?.total ?? 0) - (results.data?.items.some((item) => item.id === place.id) ? 1 : 0),
  );

  useEffect(() => {
    if (step === "confirm") confirmHeading.current?.focus();
    else if (target) continueButton.current?.focus();
    // Only a change of step moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  const status = !isSearching
    ? t("places.merge.searchHint")
    : results.isPending
      ? t("places.merge.searching")
      : results.isError
        ? t("places.loadFailed")
        : matches.length === 0
          ? t("places.merge.noMatches")
          : total > matches.length
            ? t("places.merge.someMatches", { shown: matches.length, count: total })
            : t("places.merge.matches", { count: matches.length });

  const confirm = async () => {
    if (!target) return;
    try {
      await merge.mutateAsync({ id: place.id, into: target.id });
      toast.success(t("places.merge.done", { name: place.name, into: target.name }));
      onClose();
    } catch (error) {
      const description =
        error instanceof ApiError && error.status === 409
          ? t("places.merge.cafeRefused")
          : error instanceof ApiError && error.status === 404
            ? t("places.merge.gone")
            : t("places.merge.failed");
      toast.error(t("common.errorTitle"), { description });
      setStep("choose");
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-h-[92dvh] max-w-2xl overflow-y-auto max-sm:p-4"
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogTitle>{t("places.merge.title", { name: place.name })}</DialogTitle>
        <DialogDescription>{t("places.merge.description", { name: place.name })}</DialogDescription>

        {step === "choose" ? (
          <div className="mt-4 flex flex-col gap-4">
            <div>
              <SearchField
                value={search}
                onChange={(value) => setSearch(value)}
                label={t("places.merge.searchLabel")}
                placeholder={t("places.merge.searchPlaceholder")}
              />
              <p role="status" className="mt-2 text-sm text-stone-700">
                {status}
              </p>
            </div>
            {isSearching && matches.length > 0 ? (
              <fieldset>
                <legend className="mb-2 font-semibold text-stone-900">
                  {t("places.merge.chooseLegend")}
                </legend>
                <div className="flex flex-col gap-2">
                  {matches.map((match) => (
                    <label
                      key={match.id}
                      className="flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border border-stone-200 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700"
                    >
                      <input
                        type="radio"
                        name="merge-target"
                        value={match.id}
                        checked={target?.id === match.id}
                        onChange={() => setTarget(match)}
                        className="mt-1 size-5 accent-brand-700"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold break-words text-stone-900">{match.name}</span>
                        <span className="block text-sm break-words text-stone-700">
                          {match.address || t("places.merge.noAddress")} ·{" "}
                          {placeTypeLabel(tCommon, match.type)}
                        </span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            {target ? (
              <div className="grid gap-3 sm:grid-cols-2">
                <PlaceSummary place={place} heading={t("places.merge.removed")} tone="rose" />
                <PlaceSummary place={target} heading={t("places.merge.kept")} tone="brand" />
              </div>
            ) : null}
            <div>
              <p className="font-semibold text-stone-900">{t("places.merge.movesTitle")}</p>
              <ul className="mt-1 list-disc pl-5 text-sm text-stone-800">
                {MOVED_ITEMS.map((item) => (
                  <li key={item}>{t(`places.merge.moves.${item}`)}</li>
                ))}
              </ul>
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary">{t("common.cancel")}</Button>
              </DialogClose>
              <Button ref={continueButton} disabled={!target} onClick={() => setStep("confirm")}>
                {t("places.merge.continue")}
              </Button>
            </div>
          </div>
        ) : target ? (
          <div className="mt-4 flex flex-col gap-4">
            <h3 ref={confirmHeading} tabIndex={-1} className="text-lg font-bold text-stone-900 outline-none">
              {t("places.merge.confirmTitle", { name: place.name, into: target.name })}
            </h3>
            <div className="grid gap-3 sm:grid-cols-2">
              <PlaceSummary place={place} heading={t("places.merge.removed")} tone="rose" />
              <PlaceSummary place={target} heading={t("places.merge.kept")} tone="brand" />
            </div>
            <p className="text-stone-800">{t("places.merge.confirmText", { name: place.name })}</p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setStep("choose")} disabled={merge.isPending}>
                {t("places.merge.back")}
              </Button>
              <Button
                onClick={() => void confirm()}
                disabled={merge.isPending}
                aria-busy={merge.isPending}
                className="bg-rose-700 hover:bg-rose-800"
              >
                {merge.isPending ? t("places.merge.merging") : t("places.merge.confirm")}
              </Button>
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
