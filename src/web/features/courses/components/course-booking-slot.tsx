/**
 * Where the booking box of a bookable course goes. The box is personal (who is signed in,
 * their bookings) and its code and strings are only needed on bookable courses, so it is not
 * server-rendered: after the page has hydrated, its chunk and the bookings strings load together and
 * the box replaces a placeholder of about its height. Courses booked elsewhere (`capacity` null) get
 * nothing here.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { Skeleton } from "#web/components/ui/skeleton";
import { loadNamespaces } from "#web/lib/i18n";
import type { BookableCourse } from "./course-booking";

const CourseBooking = lazy(() =>
  Promise.all([import("./course-booking"), loadNamespaces(["bookings"])]).then(([module]) => ({
    default: module.CourseBooking,
  })),
);

export function CourseBookingSlot({
  course,
}: {
  course: Omit<BookableCourse, "capacity"> & { capacity: BookableCourse["capacity"] | null };
}) {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);
  if (!course.capacity) return null;
  const placeholder = <Skeleton aria-hidden="true" className="h-56 rounded-2xl" />;
  if (!isMounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CourseBooking course={{ ...course, capacity: course.capacity }} />
    </Suspense>
  );
}
