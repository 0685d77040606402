import { format } from "date-fns";
import { hamburgWallClock } from "#shared/berlin-time";
import type { TReview } from "#shared/schemas/reviews";
import { useAuth } from "#web/lib/auth";
import { useTranslation } from "react-i18next";
import { ReportButton } from "../report-dialog";
import { Stars } from "./stars";

/**
 * Reviews as a list (spec 02 §2.15: stars out of 5, date as dd.MM.yyyy and the text; decision 017: the
 * author, and "Melden" on other people's reviews for signed-in visitors). The viewer's own review is
 * marked "Deine Bewertung". Dates are Hamburg's, so the server and the browser write the same day
 * whatever zone each runs in.
 */
export function ReviewItems({ reviews, mineId }: { reviews: TReview[]; mineId: string | null }) {
  const { t } = useTranslation("reviews");
  const { user } = useAuth();
  return (
    <ul className="flex flex-col divide-y divide-stone-100">
      {reviews.map((review) => {
        const author =
          review.id === mineId ? t("reviews.yours") : (review.author_name ?? t("reviews.anonymous"));
        return (
          <li key={review.id} className="py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <Stars rating={review.rating} />
              <p className="text-sm text-stone-700">
                <span className="font-semibold text-stone-900">{author}</span>
                {" · "}
                <time dateTime={review.created_at}>
                  {format(hamburgWallClock(new Date(review.created_at)), "dd.MM.yyyy")}
                </time>
              </p>
            </div>
            {review.text ? (
              <p className="mt-1 break-words whitespace-pre-line text-stone-800">{review.text}</p>
            ) : null}
            {user && review.id !== mineId ? (
              <div className="-mb-2 flex justify-end">
                <ReportButton
                  targetType="review"
                  targetId={review.id}
                  isReported={false}
                  label={t("reviews.reportLabel", { author })}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
