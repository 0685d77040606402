/**
 * The booking box of a bookable course: places left ("Noch 2 Plätze" / "Ausgebucht"), the
 * parent's bookings of this course with their status and "Stornieren", and "Platz buchen" for a child —
 * one of the profile's children (name and age in months filled in where the entry can be read) or typed
 * in. A full course offers the waitlist. The result ("Gebucht" / "Auf der Warteliste (Platz N)") is
 * announced (aria-live). Signed-out visitors get a sign-in link that comes back to the course.
 * Loaded lazily by CourseBookingSlot, after the page has hydrated, with the bookings strings.
 */
import { useQuery } from "@tanstack/react-query";
import { Ticket } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { BOOKING_LIMITS } from "#shared/bookings";
import type { TBookingResult, TCourseCapacity } from "#shared/schemas/bookings";
import type { TProfile } from "#shared/schemas/profile";
import { BookingItem } from "#web/components/bookings/booking-item";
import { useBookCourse, useMyBookings } from "#web/components/bookings/bookings-api";
import { CapacityBadge, placesLeft } from "#web/components/bookings/capacity-badge";
import { readChildEntry } from "#web/components/bookings/child-entry";
import { Button, buttonClass } from "#web/components/ui/button";
import { FieldLabel, FieldMessage, inputClass } from "#web/components/ui/field";
import { Skeleton } from "#web/components/ui/skeleton";
import { ApiError, apiErrorText } from "#web/lib/api-client";
import { useAuth } from "#web/lib/auth";
import { profileQueryOptions } from "#web/lib/profile";
import { useTranslation } from "react-i18next";

export type BookableCourse = {
  id: string;
  title: string;
  age_min_months: number | null;
  age_max_months: number | null;
  capacity: TCourseCapacity;
};

/** A part of the parent's profile (the profile page's query). */
const useOwnProfile = <T,>(select: (profile: TProfile) => T, isEnabled: boolean) =>
  useQuery({ ...profileQueryOptions(), enabled: isEnabled, select });
const childrenInfo = (profile: TProfile) => profile.children_info;
const numberOfChildren = (profile: TProfile) => profile.number_of_children;

/** The "Other child" choice of the child select. */
const OTHER = "other";

function BookingForm({
  course,
  onBooked,
  onCancel,
}: {
  course: BookableCourse;
  onBooked: (result: TBookingResult) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation("bookings");
  const id = useId();
  const children = useOwnProfile(childrenInfo, true).data ?? [];
  const [choice, setChoice] = useState<string>(OTHER);
  const [name, setName] = useState("");
  const [age, setAge] = useState("");
  const [ageError, setAgeError] = useState<string>();
  const book = useBookCourse(course.id);
  const isFull = placesLeft(course.capacity) === 0;
  const { age_min_months: min, age_max_months: max } = course;

  const choose = (value: string) => {
    setChoice(value);
    setAgeError(undefined);
    if (value === OTHER) return;
    const entry = readChildEntry(children[Number(value)] ?? "");
    setName(entry.name ?? "");
    setAge(entry.ageMonths === null ? "" : String(entry.ageMonths));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const months = Number(age.trim());
    if (
      age.trim() === "" ||
      !Number.isInteger(months) ||
      months < 0 ||
      months > BOOKING_LIMITS.maxChildAgeMonths
    ) {
      setAgeError(t("bookings.ageInvalid"));
      return;
    }
    if ((min !== null && months < min) || (max !== null && months > max)) {
      setAgeError(t("bookings.ageOutside", { min: min ?? 0, max: max ?? BOOKING_LIMITS.maxChildAgeMonths }));
      return;
    }
    setAgeError(undefined);
    // The form goes once "Meine Buchungen" holds the new booking, which the booking's own refetch may
    // show before the answer is handed on; a mutate() callback dies with the form, mutateAsync's promise
    // does not. A refusal is shown from book.error.
    book.mutateAsync({ child_age_months: months, child_name: name.trim() || null }).then(onBooked, () => {});
  };

  const serverError =
    book.error instanceof ApiError && book.error.key === "BOOKING_AGE_OUT_OF_RANGE"
      ? undefined
      : book.error
        ? apiErrorText(t, book.error)
        : undefined;
  const ageMessage =
    ageError ??
    (book.error instanceof ApiError && book.error.key === "BOOKING_AGE_OUT_OF_RANGE"
      ? apiErrorText(t, book.error)
      : undefined);

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
      {children.length > 0 ? (
        <div>
          <FieldLabel htmlFor={`${id}-child`}>{t("bookings.child")}</FieldLabel>
          <select
            id={`${id}-child`}
            value={choice}
            onChange={(event) => choose(event.target.value)}
            aria-describedby={`${id}-child-hint`}
            className={inputClass("mt-1")}
          >
            <option value={OTHER}>{t("bookings.otherChild")}</option>
            {children.map((entry, index) => (
              <option key={`${index}-${entry}`} value={String(index)}>
                {entry}
              </option>
            ))}
          </select>
          <FieldMessage id={`${id}-child-hint`}>{t("bookings.childHint")}</FieldMessage>
        </div>
      ) : null}
      <div>
        <FieldLabel htmlFor={`${id}-name`} optionalText={t("bookings.optional")}>
          {t("bookings.childName")}
        </FieldLabel>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="off"
          maxLength={BOOKING_LIMITS.childNameChars}
          value={name}
          onChange={(event) => setName(event.target.value)}
          className={inputClass("mt-1")}
        />
      </div>
      <div>
        <FieldLabel htmlFor={`${id}-age`}>
          {t("bookings.ageMonths")}
          <span aria-hidden="true" className="text-rose-800">
            {" "}
            *
          </span>
        </FieldLabel>
        <input
          id={`${id}-age`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          aria-required="true"
          aria-invalid={ageMessage ? true : undefined}
          aria-describedby={`${id}-age-message`}
          value={age}
          onChange={(event) => setAge(event.target.value)}
          className={inputClass("mt-1 max-w-40")}
        />
        <FieldMessage id={`${id}-age-message`} error={ageMessage}>
          {t("bookings.ageHint")}
        </FieldMessage>
      </div>
      {serverError ? (
        <p role="alert" className="text-sm font-medium text-rose-800">
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={book.isPending} aria-busy={book.isPending || undefined}>
          <Ticket aria-hidden="true" className="size-4" />
          {isFull ? t("bookings.submitWaitlist") : t("bookings.submit")}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export function CourseBooking({ course }: { course: BookableCourse }) {
  const { t, i18n } = useTranslation("bookings");
  const { user, isLoading } = useAuth();
  const bookings = useMyBookings(Boolean(user));
  const childrenOnProfile = useOwnProfile(numberOfChildren, Boolean(user)).data;
  const [result, setResult] = useState<TBookingResult | null>(null);
  const [isAddingChild, setIsAddingChild] = useState(false);
  const mine = (bookings.data?.items ?? []).filter(
    (booking) => booking.course.id === course.id && booking.status !== "cancelled",
  );
  const { capacity } = course;
  const left = placesLeft(capacity);
  // The server books a course for at most as many children as the profile lists, at least one
  // (modules/bookings/service.ts): beyond that, say where to add the child, not offer a form it refuses.
  const mayBookAnother = childrenOnProfile === undefined || mine.length < Math.max(1, childrenOnProfile);
  const returnTo = `/courses/${course.id}`;

  return (
    <section
      aria-labelledby="course-booking-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="course-booking-title" className="flex items-center gap-2 text-lg font-extrabold text-stone-900">
        <Ticket aria-hidden="true" className="size-5 text-brand-700" />
        {t("bookings.title")}
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <CapacityBadge capacity={capacity} t={t} size="md" />
        <span className="text-sm text-stone-700">
          {t("bookings.capacity.places", {
            booked: Math.min(capacity.booked, capacity.places),
            places: capacity.places,
          })}
          {capacity.waitlist > 0 ? ` · ${t("bookings.capacity.waitlist", { count: capacity.waitlist })}` : ""}
        </span>
      </div>
      {course.age_min_months !== null && course.age_max_months !== null ? (
        <p className="mt-2 text-sm text-stone-700">
          {t("bookings.ages", { min: course.age_min_months, max: course.age_max_months })}
        </p>
      ) : null}
      {left === 0 ? <p className="mt-2 text-sm text-stone-800">{t("bookings.capacity.fullHint")}</p> : null}
      <p aria-live="polite" role="status" className="mt-3 font-semibold text-emerald-900 empty:hidden">
        {result
          ? result.status === "booked"
            ? t("bookings.resultBooked")
            : t("bookings.resultWaitlisted", { position: result.waitlist_position ?? 1 })
          : ""}
      </p>
      {isLoading ? (
        <Skeleton aria-hidden="true" className="mt-3 h-12 rounded-xl" />
      ) : !user ? (
        <div className="mt-3 flex flex-col items-start gap-2">
          <p className="text-stone-800">{t("bookings.signInText")}</p>
          <Link
            to={`/auth?returnTo=${encodeURIComponent(returnTo)}`}
            className={buttonClass({ className: "w-full sm:w-auto" })}
          >
            {t("bookings.signIn")}
          </Link>
        </div>
      ) : bookings.isPending ? (
        <Skeleton aria-hidden="true" className="mt-3 h-24 rounded-xl" />
      ) : (
        <>
          {mine.length > 0 ? (
            <ul className="mt-3 flex flex-col gap-2" aria-label={t("bookings.mine.title")}>
              {mine.map((booking) => (
                <BookingItem key={booking.id} booking={booking} t={t} language={i18n.language} isCoursePage />
              ))}
            </ul>
          ) : null}
          {mine.length === 0 || isAddingChild ? (
            <BookingForm
              course={course}
              onBooked={(booked) => {
                setResult(booked);
                setIsAddingChild(false);
              }}
              onCancel={mine.length > 0 ? () => setIsAddingChild(false) : undefined}
            />
          ) : mayBookAnother ? (
            <Button variant="soft" size="sm" className="mt-3" onClick={() => setIsAddingChild(true)}>
              {t("bookings.another")}
            </Button>
          ) : (
            <p className="mt-3 text-sm text-stone-700">
              {t("bookings.anotherNeedsProfile")}{" "}
              <Link to="/profile" className="font-semibold text-brand-800 underline underline-offset-2">
                {t("bookings.toProfile")}
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
