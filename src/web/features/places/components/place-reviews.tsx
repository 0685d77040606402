/**
 * Reviews on the place page (decision 017): the average and count, the newest reviews page by page with
 * their authors, and 'Bewertung schreiben' / 'Meine Bewertung bearbeiten' (signed-out visitors get the
 * sign-in prompt). A loading skeleton, an error with a retry, and an empty state that invites the first
 * review.
 */
import { useQueryClient } from "@tanstack/react-query";
import { MessageSquare, PenLine, RefreshCw } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { TPlaceDetail } from "#shared/schemas/places";
import { ReviewItems } from "#web/components/reviews/review-items";
import { useReviews } from "#web/components/reviews/reviews-api";
import { RatingSummary } from "#web/components/reviews/stars";
import { Button } from "#web/components/ui/button";
import { Panel } from "#web/components/ui/panel";
import { Skeleton } from "#web/components/ui/skeleton";
import { useSignInPrompt } from "#web/components/use-sign-in-prompt";
import { useAuth } from "#web/lib/auth";
import { useTranslation } from "react-i18next";

const ReviewDialog = lazy(() =>
  import("#web/components/reviews/review-dialog").then((module) => ({ default: module.ReviewDialog })),
);

export function PlaceReviews({ place }: { place: TPlaceDetail }) {
  const { t } = useTranslation("reviews");
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const reviews = useReviews(place.id);
  const [isWriting, setIsWriting] = useState(false);
  const signIn = useSignInPrompt(t("reviews.signIn"));
  const pages = reviews.data?.pages ?? [];
  const mine = pages[0]?.mine ?? null;
  const items = pages.flatMap((page) => page.items);

  return (
    <Panel
      id="reviews-title"
      title={t("reviews.title")}
      icon={<MessageSquare aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        {place.rating ? <RatingSummary average={place.rating.average} count={place.rating.count} /> : null}
        <Button variant="soft" size="sm" onClick={() => (user ? setIsWriting(true) : signIn.ask())}>
          <PenLine aria-hidden="true" className="size-4" />
          {mine ? t("reviews.edit") : t("reviews.write")}
        </Button>
      </div>
      <div className="mt-3">
        {reviews.isPending ? (
          <div aria-hidden="true" className="flex flex-col gap-3">
            <Skeleton className="h-12 rounded-xl" />
            <Skeleton className="h-12 rounded-xl" />
          </div>
        ) : reviews.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-stone-800">
            <p>{t("reviews.loadFailed")}</p>
            <Button variant="secondary" size="sm" onClick={() => void reviews.refetch()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t("reviews.retry")}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="text-stone-700">{t("reviews.noneInvite")}</p>
        ) : (
          <ReviewItems reviews={items} mineId={mine?.id ?? null} />
        )}
        {reviews.hasNextPage ? (
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            disabled={reviews.isFetchingNextPage}
            aria-busy={reviews.isFetchingNextPage || undefined}
            onClick={() => void reviews.fetchNextPage()}
          >
            {t("reviews.more")}
          </Button>
        ) : null}
      </div>
      {isWriting ? (
        <Suspense fallback={null}>
          <ReviewDialog
            placeId={place.id}
            mine={mine}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: ["places"] })}
            onClose={() => setIsWriting(false)}
          />
        </Suspense>
      ) : null}
      {signIn.prompt}
    </Panel>
  );
}
