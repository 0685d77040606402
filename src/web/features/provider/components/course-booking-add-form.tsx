/**
 * "Buchung hinzufügen" in the bookings dialog (decision 024, phone bookings): contact name, child's name
 * and age in months, optional e-mail and phone, validated with the server's own schema
 * (ZManualBookingInput). The server decides booked or waitlisted, and the toast says which.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { BOOKING_LIMITS } from "#shared/bookings";
import { BOOKING_MANAGEMENT_LIMITS, ZManualBookingInput } from "#shared/schemas/booking-management";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/field";
import { apiErrorText } from "#web/lib/api-client";
import { toast } from "#web/lib/toast";
import { useTranslation } from "react-i18next";
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

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4">
      <h3 className="font-bold text-stone-900">{t("courseBookings.addForm.title")}</h3>
      <p className="-mt-2 text-sm text-stone-700">{t("courseBookings.addForm.intro")}</p>
      <TextField
        id="manual-contact-name"
        label={t("courseBookings.addForm.contactName")}
        isRequired
        autoComplete="off"
        maxLength={BOOKING_MANAGEMENT_LIMITS.contactNameChars}
        error={errors.contact_name?.message}
        {...form.register("contact_name")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="manual-child-name"
          label={t("courseBookings.addForm.childName")}
          optionalText={t("edit.optional")}
          autoComplete="off"
          maxLength={BOOKING_LIMITS.childNameChars}
          error={errors.child_name?.message}
          {...form.register("child_name")}
        />
        <TextField
          id="manual-child-age"
          type="number"
          label={t("courseBookings.addForm.childAge")}
          isRequired
          min={0}
          max={BOOKING_LIMITS.maxChildAgeMonths}
          inputMode="numeric"
          error={errors.child_age_months?.message}
          {...form.register("child_age_months", { valueAsNumber: true })}
        />
      </div>
      <TextField
        id="manual-email"
        type="email"
        label={t("courseBookings.addForm.email")}
        optionalText={t("edit.optional")}
        hint={t("courseBookings.addForm.emailHint")}
        autoComplete="off"
        maxLength={BOOKING_MANAGEMENT_LIMITS.emailChars}
        error={errors.contact_email?.message}
        {...form.register("contact_email")}
      />
      <TextField
        id="manual-phone"
        type="tel"
        label={t("courseBookings.addForm.phone")}
        optionalText={t("edit.optional")}
        autoComplete="off"
        maxLength={BOOKING_MANAGEMENT_LIMITS.phoneChars}
        error={errors.contact_phone?.message}
        {...form.register("contact_phone")}
      />
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
