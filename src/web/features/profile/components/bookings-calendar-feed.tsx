/**
 * "Kalender abonnieren" under "Meine Buchungen" (decision 021): the parent's private calendar address
 * (`/api/me/calendar-feed`) with "Link kopieren", "In Kalender-App öffnen" (webcal:), a new address that
 * revokes the old one, and revoking after a confirmation.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarSync, Copy, Link2Off, RefreshCw } from "lucide-react";
import { useState } from "react";
import type { TCalendarFeed } from "#shared/schemas/bookings";
import { Button, buttonClass } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { api } from "#web/lib/api-client";
import type { TFunction } from "i18next";
import { toast } from "#web/lib/toast";

const FEED_QUERY_KEY = ["bookings", "calendar-feed"] as const;

export function BookingsCalendarFeed({ t }: { t: TFunction }) {
  const queryClient = useQueryClient();
  const feed = useQuery({
    queryKey: FEED_QUERY_KEY,
    queryFn: ({ signal }) => api<TCalendarFeed>("/me/calendar-feed", { signal }),
  });
  const change = useMutation({
    mutationFn: (method: "POST" | "DELETE") =>
      method === "POST"
        ? api<TCalendarFeed>("/me/calendar-feed", { method })
        : api<null>("/me/calendar-feed", { method }).then(() => ({ url: null })),
    onSuccess: (next) => queryClient.setQueryData(FEED_QUERY_KEY, next),
    onError: () => toast.error(t("bookings.feed.failed")),
  });
  const [isConfirming, setIsConfirming] = useState<"renew" | "revoke" | null>(null);
  const url = feed.data?.url ?? null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url!);
      toast.success(t("bookings.feed.copied"));
    } catch {
      toast.error(t("bookings.feed.copyFailed"));
    }
  };

  return (
    <section aria-labelledby="calendar-feed-title" className="mt-4 border-t border-stone-200 pt-4">
      <h3 id="calendar-feed-title" className="text-sm font-bold text-stone-900">
        {t("bookings.feed.title")}
      </h3>
      <p className="mt-1 text-sm text-stone-700">{t("bookings.feed.text")}</p>
      {feed.isPending ? null : url ? (
        <>
          <label htmlFor="calendar-feed-url" className="sr-only">
            {t("bookings.feed.address")}
          </label>
          <input
            id="calendar-feed-url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-2 block min-h-11 w-full rounded-xl border border-stone-300 bg-stone-50 px-3 font-mono text-sm text-stone-900"
          />
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => void copy()}>
              <Copy aria-hidden="true" className="size-4" />
              {t("bookings.feed.copy")}
            </Button>
            <a
              href={url.replace(/^https?:/, "webcal:")}
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              <CalendarSync aria-hidden="true" className="size-4" />
              {t("bookings.feed.open")}
            </a>
            <Button variant="ghost" size="sm" onClick={() => setIsConfirming("renew")}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t("bookings.feed.renew")}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setIsConfirming("revoke")}>
              <Link2Off aria-hidden="true" className="size-4" />
              {t("bookings.feed.revoke")}
            </Button>
          </div>
        </>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          disabled={change.isPending || feed.isError}
          aria-busy={change.isPending}
          onClick={() => change.mutate("POST")}
        >
          <CalendarSync aria-hidden="true" className="size-4" />
          {t("bookings.feed.create")}
        </Button>
      )}
      {isConfirming ? (
        <ConfirmDialog
          title={t(`bookings.feed.${isConfirming}Title`)}
          description={t(`bookings.feed.${isConfirming}Text`)}
          confirmLabel={t(`bookings.feed.${isConfirming}`)}
          isPending={change.isPending}
          onOpenChange={(open) => (open ? undefined : setIsConfirming(null))}
          onConfirm={() =>
            change.mutate(isConfirming === "renew" ? "POST" : "DELETE", {
              onSettled: () => setIsConfirming(null),
            })
          }
        />
      ) : null}
    </section>
  );
}
