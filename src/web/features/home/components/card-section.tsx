/**
 * A horizontally scrolling home section (spec 01 §2 Home): title, subtitle, 'Alle anzeigen' link,
 * and a row of cards that snaps card by card. Touch users swipe; keyboard users tab through the card
 * links (the browser scrolls each into view); mouse users get previous/next buttons on wide screens.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Suspense, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function CardSection({
  title,
  subtitle,
  seeAllTo,
  children,
}: {
  title: string;
  subtitle: string;
  seeAllTo: string;
  /** The cards (or skeletons, or an empty state), each a list item. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  const scrollByPage = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const isReduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: isReduced ? "auto" : "smooth" });
  };

  const arrowClass =
    "hidden size-11 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-800 " +
    "hover:border-brand-700 hover:text-brand-800 md:inline-flex";

  return (
    <Suspense>
      <section aria-labelledby={headingId} className="mx-auto max-w-6xl below-fold py-5">
        <div className="flex items-end justify-between gap-3 px-4 sm:px-6">
          <div className="min-w-0">
            <h2 id={headingId} className="text-xl font-extrabold text-stone-900 sm:text-2xl">
              {title}
            </h2>
            <p className="text-sm text-stone-700">{subtitle}</p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <button
              type="button"
              className={arrowClass}
              aria-controls={listId}
              aria-label={t("home.sections.scrollBack")}
              onClick={() => scrollByPage(-1)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              className={arrowClass}
              aria-controls={listId}
              aria-label={t("home.sections.scrollForward")}
              onClick={() => scrollByPage(1)}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <Link
              to={seeAllTo}
              className="inline-flex min-h-11 items-center gap-0.5 rounded-full px-2 text-sm font-bold whitespace-nowrap text-brand-800 hover:underline"
            >
              {t("home.sections.seeAll")}
              <span className="sr-only">: {title}</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
        <ul
          id={listId}
          ref={listRef}
          className="card-row relative mt-3 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pt-1 pb-4 sm:scroll-px-6 sm:px-6 [&>li]:shrink-0 [&>li]:snap-start"
        >
          {children}
        </ul>
      </section>
    </Suspense>
  );
}
