/**
 * "Nachricht an alle Teilnehmenden" in the bookings dialog (decision 024): subject and text (validated
 * with the server's schema, ZParticipantMessageInput), "also to the waitlist" (off by default), how many
 * families it reaches (one per e-mail address among the chosen bookings, as the server counts), then a
 * confirmation naming that number before anything is sent, and a toast with the server's count.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  BOOKING_MANAGEMENT_LIMITS,
  ZParticipantMessageInput,
  type TProviderBooking,
} from "#shared/schemas/booking-management";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/field";
import { apiErrorText } from "#web/lib/api-client";
import { toast } from "#web/lib/toast";
import { useTranslation } from "react-i18next";
import { useMessageParticipants } from "../api/course-bookings-api";

type FormInput = z.input<typeof ZParticipantMessageInput>;
type FormOutput = z.output<typeof ZParticipantMessageInput>;

/** Families reached (distinct addresses) and bookings without an address, among the chosen bookings. */
export function countRecipients(
  bookings: readonly TProviderBooking[],
  includeWaitlist: boolean,
): { recipients: number; withoutEmail: number } {
  const chosen = bookings.filter(
    (booking) => booking.status === "booked" || (includeWaitlist && booking.status === "waitlisted"),
  );
  const addresses = new Set(
    chosen.flatMap((booking) => (booking.contact_email ? [booking.contact_email.toLowerCase()] : [])),
  );
  return {
    recipients: addresses.size,
    withoutEmail: chosen.filter((booking) => !booking.contact_email).length,
  };
}

export function ParticipantMessageForm({
  providerId,
  courseId,
  bookings,
  onDone,
}: {
  providerId: string;
  courseId: string;
  bookings: readonly TProviderBooking[];
  onDone: () => void;
}) {
  const { t } = useTranslation("provider");
  const send = useMessageParticipants(providerId, courseId);
  const [confirming, setConfirming] = useState<FormOutput | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZParticipantMessageInput),
    defaultValues: { subject: "", text: "", include_waitlist: false },
  });
  const { errors } = form.formState;
  useEffect(() => form.setFocus("subject"), [form]);
  const { recipients, withoutEmail } = countRecipients(bookings, form.watch("include_waitlist") ?? false);

  const submitAfterConfirming = async () => {
    if (!confirming) return;
    try {
      const result = await send.mutateAsync(confirming);
      toast.success(t("courseBookings.message.sent", { count: result.recipients }));
      onDone();
    } catch (error) {
      toast.error(t("courseBookings.message.failed"), { description: apiErrorText(t, error) });
      setConfirming(null);
    }
  };

  if (confirming) {
    return (
      <div className="mt-4 flex flex-col gap-3" role="group" aria-labelledby="participant-message-confirm">
        <h3 id="participant-message-confirm" className="font-bold text-stone-900">
          {t("courseBookings.message.confirmTitle")}
        </h3>
        <p className="text-stone-800">
          {t("courseBookings.message.confirmText", { count: recipients, subject: confirming.subject })}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            {t("courseBookings.back")}
          </Button>
          <Button
            onClick={() => void submitAfterConfirming()}
            disabled={send.isPending}
            aria-busy={send.isPending}
          >
            <Send aria-hidden="true" className="size-4" />
            {send.isPending ? t("courseBookings.message.sending") : t("courseBookings.message.send")}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((body) => setConfirming(body))(event)}
      className="mt-4 flex flex-col gap-4"
    >
      <h3 className="font-bold text-stone-900">{t("courseBookings.messageAll")}</h3>
      <p className="-mt-2 text-sm text-stone-700">{t("courseBookings.message.intro")}</p>
      <TextField
        id="participant-subject"
        label={t("courseBookings.message.subject")}
        isRequired
        maxLength={BOOKING_MANAGEMENT_LIMITS.subjectChars}
        error={errors.subject?.message}
        {...form.register("subject")}
      />
      <TextField
        id="participant-text"
        label={t("courseBookings.message.text")}
        isRequired
        rows={6}
        maxLength={BOOKING_MANAGEMENT_LIMITS.messageChars}
        error={errors.text?.message}
        {...form.register("text")}
      />
      <label className="flex min-h-11 items-center gap-2 text-stone-900">
        <input type="checkbox" className="size-5 accent-brand-700" {...form.register("include_waitlist")} />
        {t("courseBookings.message.includeWaitlist")}
      </label>
      <p className="text-sm text-stone-800" aria-live="polite">
        {recipients === 0
          ? t("courseBookings.message.noRecipients")
          : t("courseBookings.message.recipients", { count: recipients })}
        {withoutEmail > 0 ? ` ${t("courseBookings.message.withoutEmail", { count: withoutEmail })}` : null}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t("courseBookings.back")}
        </Button>
        <Button type="submit" disabled={recipients === 0}>
          {t("courseBookings.message.next")}
        </Button>
      </div>
    </form>
  );
}
