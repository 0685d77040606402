/**
 * "Buchungen (N)" of one course on /provider/edit (decision 024): the course's bookings as a list that
 * fits 360 px (booked, waitlist in its order, cancelled), each with the contact, the child and age, the
 * e-mail and phone, when it was booked, and "Stornieren" (a confirmation with an optional message to the
 * family); "Als CSV herunterladen", "Buchung hinzufügen" (course-booking-add-form.tsx) and "Nachricht an
 * alle Teilnehmenden" (participant-message-form.tsx) switch the dialog to their form and back.
 * Data: GET /api/providers/:id/courses/:itemId/bookings (features/provider/api/course-bookings-api.ts).
 */
import { Download, Mail, Phone, UserPlus } from "lucide-react";
import { useState } from "react";
import type { TProviderBooking } from "#shared/schemas/booking-management";
import type { TProviderCourse } from "#shared/schemas/providers";
import { Badge, type BadgeTone } from "#web/components/ui/badge";
import { Button, buttonClass } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#web/components/ui/dialog";
import { TextField } from "#web/components/ui/field";
import { Skeleton } from "#web/components/ui/skeleton";
import { apiErrorText } from "#web/lib/api-client";
import { toast } from "#web/lib/toast";
import { useTranslation } from "react-i18next";
import { bookingsCsvUrl, useCancelBookingAsProvider, useCourseBookings } from "../api/course-bookings-api";
import { CourseBookingAddForm } from "./course-booking-add-form";
import { ParticipantMessageForm } from "./participant-message-form";

const dateTime = new Intl.DateTimeFormat("de-DE", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Berlin",
});

/** "03.09.2030, 09:30" in Hamburg time. */
const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

const STATUS_TONE: Record<TProviderBooking["status"], BadgeTone> = {
  booked: "success",
  waitlisted: "sun",
  cancelled: "neutral",
};

const SECTIONS = ["booked", "waitlisted", "cancelled"] as const;

function BookingItem({
  booking,
  onCancel,
}: {
  booking: TProviderBooking;
  onCancel: (booking: TProviderBooking) => void;
}) {
  const { t } = useTranslation("provider");
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-stone-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-bold break-words text-stone-900">{booking.contact_name}</p>
        <Badge tone={STATUS_TONE[booking.status]}>
          {t(`courseBookings.status.${booking.status}`, { position: booking.waitlist_position ?? "" })}
        </Badge>
      </div>
      <p className="text-sm text-stone-800">
        {booking.child_name ? `${t("courseBookings.child", { name: booking.child_name })} · ` : null}
        {t("courseBookings.childAge", { count: booking.child_age_months })}
      </p>
      <ul className="flex flex-col gap-0.5 text-sm text-stone-800">
        <li className="flex items-center gap-1.5 break-all">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-stone-600" />
          {booking.contact_email ? (
            <a className="text-brand-800 underline" href={`mailto:${booking.contact_email}`}>
              {booking.contact_email}
            </a>
          ) : (
            <span className="text-stone-700">{t("courseBookings.noEmail")}</span>
          )}
        </li>
        {booking.contact_phone ? (
          <li className="flex items-center gap-1.5">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-stone-600" />
            <a
              className="text-brand-800 underline"
              href={`tel:${booking.contact_phone.replace(/[^\d+]/g, "")}`}
            >
              {booking.contact_phone}
            </a>
          </li>
        ) : null}
      </ul>
      <p className="text-sm text-stone-700">
        {t(booking.status === "waitlisted" ? "courseBookings.signedUpAt" : "courseBookings.bookedAt", {
          date: formatDateTime(booking.created_at),
        })}
        {booking.promoted_at
          ? ` · ${t("courseBookings.movedUpAt", { date: formatDateTime(booking.promoted_at) })}`
          : null}
        {booking.cancelled_at
          ? ` · ${t("courseBookings.cancelledAt", { date: formatDateTime(booking.cancelled_at) })}`
          : null}
        {booking.is_manual ? ` · ${t("courseBookings.manual")}` : null}
      </p>
      {booking.status === "cancelled" ? null : (
        <Button
          variant="secondary"
          size="sm"
          className="mt-1 self-start"
          aria-label={t("courseBookings.cancelLabel", { name: booking.contact_name })}
          onClick={() => onCancel(booking)}
        >
          {t("courseBookings.cancel")}
        </Button>
      )}
    </li>
  );
}

function CancelBookingDialog({
  providerId,
  courseId,
  booking,
  onClose,
}: {
  providerId: string;
  courseId: string;
  booking: TProviderBooking;
  onClose: () => void;
}) {
  const { t } = useTranslation("provider");
  const cancel = useCancelBookingAsProvider(providerId, courseId);
  const [message, setMessage] = useState("");
  const confirm = async () => {
    try {
      await cancel.mutateAsync({ bookingId: booking.id, message });
      toast.success(t("courseBookings.cancelled"));
      onClose();
    } catch (error) {
      toast.error(t("errors.save"), { description: apiErrorText(t, error) });
    }
  };
  return (
    <ConfirmDialog
      title={t("courseBookings.cancelTitle")}
      description={t("courseBookings.cancelText", { name: booking.contact_name })}
      confirmLabel={t("courseBookings.cancelConfirm")}
      isPending={cancel.isPending}
      onOpenChange={(open) => (open ? undefined : onClose())}
      onConfirm={() => void confirm()}
    >
      {booking.contact_email ? (
        <TextField
          id="booking-cancel-message"
          className="mt-4"
          label={t("courseBookings.cancelMessage")}
          optionalText={t("edit.optional")}
          hint={t("courseBookings.cancelMessageHint")}
          rows={3}
          maxLength={1000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      ) : (
        <p className="mt-4 rounded-xl bg-sun-100 p-3 text-sm text-amber-900">
          {t("courseBookings.cancelNoEmail")}
        </p>
      )}
    </ConfirmDialog>
  );
}

/** The dialog; render it while open. `course` must be bookable in Lütt. */
export function CourseBookingsDialog({
  providerId,
  course,
  onClose,
}: {
  providerId: string;
  course: TProviderCourse;
  onClose: () => void;
}) {
  const { t } = useTranslation("provider");
  const bookings = useCourseBookings(providerId, course.id);
  const [view, setView] = useState<"list" | "add" | "message">("list");
  const [cancelling, setCancelling] = useState<TProviderBooking | null>(null);
  const data = bookings.data;
  const title = t("courseBookings.title", { title: course.title });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {data
            ? t("courseBookings.summary", {
                booked: data.course.booked,
                places: data.course.places ?? "–",
                waitlisted: data.course.waitlisted,
              })
            : course.title}
        </DialogDescription>
        {view === "add" ? (
          <CourseBookingAddForm providerId={providerId} courseId={course.id} onDone={() => setView("list")} />
        ) : view === "message" && data ? (
          <ParticipantMessageForm
            providerId={providerId}
            courseId={course.id}
            bookings={data.items}
            onDone={() => setView("list")}
          />
        ) : (
          <>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button size="sm" onClick={() => setView("add")}>
                <UserPlus aria-hidden="true" className="size-4" />
                {t("courseBookings.add")}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={!data || data.course.booked + data.course.waitlisted === 0}
                onClick={() => setView("message")}
              >
                <Mail aria-hidden="true" className="size-4" />
                {t("courseBookings.messageAll")}
              </Button>
              <a
                href={bookingsCsvUrl(providerId, course.id)}
                download
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                <Download aria-hidden="true" className="size-4" />
                {t("courseBookings.csv")}
              </a>
            </div>
            {bookings.isError ? (
              <div role="alert" className="mt-4 rounded-xl bg-rose-50 p-3 text-rose-900">
                <p>{t("courseBookings.loadFailed")}</p>
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-2"
                  onClick={() => void bookings.refetch()}
                >
                  {t("courseBookings.retry")}
                </Button>
              </div>
            ) : !data ? (
              <Skeleton className="mt-4 h-32 rounded-xl" />
            ) : data.items.length === 0 ? (
              <p className="mt-4 text-stone-700">{t("courseBookings.empty")}</p>
            ) : (
              SECTIONS.map((status) => {
                const items = data.items.filter((booking) => booking.status === status);
                if (items.length === 0) return null;
                const headingId = `course-bookings-${status}`;
                return (
                  <section key={status} aria-labelledby={headingId} className="mt-4">
                    <h3 id={headingId} className="font-bold text-stone-900">
                      {t(`courseBookings.sections.${status}`, { count: items.length })}
                    </h3>
                    <ul className="mt-2 flex flex-col gap-2">
                      {items.map((booking) => (
                        <BookingItem key={booking.id} booking={booking} onCancel={setCancelling} />
                      ))}
                    </ul>
                  </section>
                );
              })
            )}
          </>
        )}
        {cancelling ? (
          <CancelBookingDialog
            providerId={providerId}
            courseId={course.id}
            booking={cancelling}
            onClose={() => setCancelling(null)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
