/**
 * "Meine Buchungen" on /profile (the booking mails link to /profile#bookings): the
 * parent's course bookings, active ones first with their status, next date and "Stornieren", then the
 * cancelled ones. Shows nothing until the bookings strings have loaded (they load with it), and a short
 * invitation to the courses while there are none.
 */
import { RefreshCw, Ticket } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { BookingItem } from "#web/components/bookings/booking-item";
import { useMyBookings } from "#web/components/bookings/bookings-api";
import { Button, buttonClass } from "#web/components/ui/button";
import { Panel } from "#web/components/ui/panel";
import { Skeleton } from "#web/components/ui/skeleton";
import { useTranslation } from "react-i18next";
import { BookingsCalendarFeed } from "./bookings-calendar-feed";

export function MyBookings() {
  const { t, i18n } = useTranslation("bookings");
  const bookings = useMyBookings();
  const anchor = useRef<HTMLDivElement>(null);
  const isReady = i18n.hasLoadedNamespace("bookings");
  const isLoaded = isReady && bookings.data !== undefined;
  // A link to /profile#bookings (the booking mails) scrolls here once the list is there.
  useEffect(() => {
    if (isLoaded && window.location.hash === "#bookings") anchor.current?.scrollIntoView();
  }, [isLoaded]);
  if (!isReady) return <Skeleton aria-hidden="true" className="mb-4 h-32 rounded-2xl" />;
  const items = bookings.data?.items ?? [];
  const active = items.filter((booking) => booking.status !== "cancelled");
  const cancelled = items.filter((booking) => booking.status === "cancelled");
  return (
    <div id="bookings" ref={anchor} className="mb-4 scroll-mt-20">
      <Panel
        id="my-bookings-title"
        title={t("bookings.mine.title")}
        icon={<Ticket aria-hidden="true" className="size-5 text-brand-700" />}
      >
        {bookings.isPending ? (
          <Skeleton aria-hidden="true" className="h-20 rounded-xl" />
        ) : bookings.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-stone-800">
            <p>{t("bookings.mine.loadFailed")}</p>
            <Button variant="secondary" size="sm" onClick={() => void bookings.refetch()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t("bookings.mine.retry")}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-stone-800">{t("bookings.mine.empty")}</p>
            <Link to="/courses" className={buttonClass({ variant: "secondary", size: "sm" })}>
              {t("bookings.mine.browse")}
            </Link>
          </div>
        ) : (
          <>
            {active.length > 0 ? (
              <ul className="flex flex-col gap-2">
                {active.map((booking) => (
                  <BookingItem key={booking.id} booking={booking} t={t} language={i18n.language} />
                ))}
              </ul>
            ) : null}
            {cancelled.length > 0 ? (
              <>
                <h3 className="mt-4 mb-2 text-sm font-bold text-stone-700">
                  {t("bookings.mine.cancelledSection")}
                </h3>
                <ul className="flex flex-col gap-2 opacity-90">
                  {cancelled.map((booking) => (
                    <BookingItem key={booking.id} booking={booking} t={t} language={i18n.language} />
                  ))}
                </ul>
              </>
            ) : null}
          </>
        )}
        <BookingsCalendarFeed t={t} />
      </Panel>
    </div>
  );
}
