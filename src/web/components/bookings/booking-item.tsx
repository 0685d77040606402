/**
 * One of the parent's bookings: status ("Gebucht", "Auf der Warteliste (Platz N)",
 * "Storniert"), the child, the course with its next date (on /profile; the course page leaves the course
 * out), and "Stornieren" behind a confirmation. Reads the bookings strings (`t`).
 */
import { CalendarClock, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { formatSchedule } from "#shared/course-schedule";
import type { TMyBooking } from "#shared/schemas/bookings";
import { apiErrorText } from "#web/lib/api-client";
import type { TFunction } from "i18next";
import { toast } from "#web/lib/toast";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { useCancelBooking } from "./bookings-api";
import { formatCourseDay } from "#web/lib/format-course";

export function BookingStatusBadge({ booking, t }: { booking: TMyBooking; t: TFunction }) {
  if (booking.status === "booked") return <Badge tone="success">{t("bookings.status.booked")}</Badge>;
  if (booking.status === "waitlisted") {
    return (
      <Badge tone="sun">
        {t("bookings.status.waitlisted", { position: booking.waitlist_position ?? 1 })}
      </Badge>
    );
  }
  return <Badge>{t("bookings.status.cancelled")}</Badge>;
}

export function BookingItem({
  booking,
  t,
  language,
  isCoursePage = false,
}: {
  booking: TMyBooking;
  t: TFunction;
  language: string;
  /** On the course page the course itself is not repeated. */
  isCoursePage?: boolean;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const cancel = useCancelBooking();
  const child = [booking.child_name, t("bookings.childAge", { count: booking.child_age_months })].filter(
    Boolean,
  );
  const isActive = booking.status !== "cancelled";
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {isCoursePage ? null : booking.course.id ? (
          <Link
            to={`/courses/${booking.course.id}`}
            className="font-bold text-brand-800 underline underline-offset-4 hover:text-brand-700"
          >
            {booking.course.title}
          </Link>
        ) : (
          <span className="font-bold text-stone-900">{booking.course.title}</span>
        )}
        <BookingStatusBadge booking={booking} t={t} />
      </div>
      <p className="text-sm text-stone-800">{child.join(" · ")}</p>
      {isCoursePage ? null : (
        <p className="text-sm text-stone-700">
          {t("bookings.mine.provider", { name: booking.course.provider.name })} ·{" "}
          {formatSchedule(booking.course.schedule, language)}
        </p>
      )}
      {isActive && booking.course.next_date ? (
        <p className="flex items-center gap-1.5 text-sm text-stone-700">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {t("bookings.mine.next", { date: formatCourseDay(booking.course.next_date, language, true) })}
        </p>
      ) : null}
      {isActive ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setIsConfirming(true)}
            aria-label={t("bookings.cancelLabel", { course: booking.course.title })}
          >
            <X aria-hidden="true" className="size-4" />
            {t("bookings.cancel")}
          </Button>
        </div>
      ) : null}
      {isConfirming ? (
        <ConfirmDialog
          title={t("bookings.cancelTitle")}
          description={t("bookings.cancelText", { course: booking.course.title })}
          confirmLabel={t("bookings.cancelConfirm")}
          isPending={cancel.isPending}
          onOpenChange={setIsConfirming}
          // The item leaves the list once the cancellation's refetch comes back, maybe before the
          // answer is handed on: mutateAsync's promise still says so, a mutate() callback would not.
          onConfirm={() =>
            cancel.mutateAsync(booking.id).then(
              () => {
                setIsConfirming(false);
                toast.success(t("bookings.cancelled"));
              },
              (error: unknown) => toast.error(apiErrorText(t, error)),
            )
          }
        />
      ) : null}
    </li>
  );
}
