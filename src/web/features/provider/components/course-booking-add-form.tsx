/**
 * "Buchung hinzufügen" in the bookings dialog (issue 21 §3, phone bookings): contact name, child's name
 * and age in months, optional e-mail and phone, validated with the server's own schema
 * (ZManualBookingInput). The server decides booked or waitlisted, and the toast says which.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { BOOKING_LIMITS } from "../../../../shared/bookings";
import {
  BOOKING_MANAGEMENT_LIMITS,
  ZManualBookingInput,
} from "../../../../shared/schemas/booking-management";
import { Button } from "../../../components/ui/button";
import { FieldLabel, FieldMessage, inputClass } from "../../../components/ui/field";
import { apiErrorText } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useTranslation } from "../../../lib/use-translation";
import { useAddManualBooking } from "../api/course-bookings-api";

type FormInput = z.input<typeof ZManualBookingInput>;
type FormOutput = z.output<typeof ZManualBookingInput>;

export function CourseBookingAddForm({
  providerId,
  courseId,
  onDone,
}: {
  providerId: string;
  courseId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation("provider");
  const add = useAddManualBooking(providerId, courseId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZManualBookingInput),
    defaultValues: { contact_name: "", child_name: "", contact_email: "", contact_phone: "" },
  });
  const { errors } = form.formState;
  useEffect(() => form.setFocus("contact_name"), [form]);
  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await add.mutateAsync(body);
      toast.success(
        result.status === "booked"
          ? t("courseBookings.addForm.booked")
          : t("courseBookings.addForm.waitlisted", { position: result.waitlist_position ?? 1 }),
      );
      onDone();
    } catch (error) {
      toast.error(t("errors.save"), { description: apiErrorText(t, error) });
    }
  });
  const described = (id: string, error: unknown, hasHint = false) => ({
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error || hasHint ? `${id}-message` : undefined,
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4">
      <h3 className="font-bold text-stone-900">{t("courseBookings.addForm.title")}</h3>
      <p className="-mt-2 text-sm text-stone-700">{t("courseBookings.addForm.intro")}</p>
      <div>
        <FieldLabel htmlFor="manual-contact-name">{t("courseBookings.addForm.contactName")}</FieldLabel>
        <input
          type="text"
          autoComplete="off"
          maxLength={BOOKING_MANAGEMENT_LIMITS.contactNameChars}
          aria-required="true"
          className={inputClass("mt-1")}
          {...described("manual-contact-name", errors.contact_name)}
          {...form.register("contact_name")}
        />
        <FieldMessage id="manual-contact-name-message" error={errors.contact_name?.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <FieldLabel htmlFor="manual-child-name" optionalText={t("edit.optional")}>
            {t("courseBookings.addForm.childName")}
          </FieldLabel>
          <input
            type="text"
            autoComplete="off"
            maxLength={BOOKING_LIMITS.childNameChars}
            className={inputClass("mt-1")}
            {...described("manual-child-name", errors.child_name)}
            {...form.register("child_name")}
          />
          <FieldMessage id="manual-child-name-message" error={errors.child_name?.message} />
        </div>
        <div>
          <FieldLabel htmlFor="manual-child-age">{t("courseBookings.addForm.childAge")}</FieldLabel>
          <input
            type="number"
            min={0}
            max={BOOKING_LIMITS.maxChildAgeMonths}
            inputMode="numeric"
            aria-required="true"
            className={inputClass("mt-1")}
            {...described("manual-child-age", errors.child_age_months)}
            {...form.register("child_age_months", { valueAsNumber: true })}
          />
          <FieldMessage id="manual-child-age-message" error={errors.child_age_months?.message} />
        </div>
      </div>
      <div>
        <FieldLabel htmlFor="manual-email" optionalText={t("edit.optional")}>
          {t("courseBookings.addForm.email")}
        </FieldLabel>
        <input
          type="email"
          autoComplete="off"
          maxLength={BOOKING_MANAGEMENT_LIMITS.emailChars}
          className={inputClass("mt-1")}
          {...described("manual-email", errors.contact_email, true)}
          {...form.register("contact_email")}
        />
        <FieldMessage id="manual-email-message" error={errors.contact_email?.message}>
          {t("courseBookings.addForm.emailHint")}
        </FieldMessage>
      </div>
      <div>
        <FieldLabel htmlFor="manual-phone" optionalText={t("edit.optional")}>
          {t("courseBookings.addForm.phone")}
        </FieldLabel>
        <input
          type="tel"
          autoComplete="off"
          maxLength={BOOKING_MANAGEMENT_LIMITS.phoneChars}
          className={inputClass("mt-1")}
          {...described("manual-phone", errors.contact_phone)}
          {...form.register("contact_phone")}
        />
        <FieldMessage id="manual-phone-message" error={errors.contact_phone?.message} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t("courseBookings.back")}
        </Button>
        <Button type="submit" disabled={add.isPending} aria-busy={add.isPending}>
          {add.isPending ? t("courseBookings.addForm.saving") : t("courseBookings.addForm.submit")}
        </Button>
      </div>
    </form>
  );
}
