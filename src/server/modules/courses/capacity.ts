/**
 * A course's places as the course page and the course cards show them (`capacity` `{ places, booked, waitlist
 * }`; decisions/024 for the one capacity rule), read in the same query as the course: null unless the course
 * is a bookable provider course (booked elsewhere, or no provider course). `booked` is the places taken,
 * which the bookings triggers keep (migration 0021).
 */
import { sql } from "drizzle-orm";
import type { TCourseCapacity } from "#shared/schemas/bookings.js";
import { courses } from "#server/db/schema.js";

export const courseCapacitySql = sql<TCourseCapacity | null>`(
  SELECT json_build_object(
    'places', capacity_course.max_participants,
    'booked', capacity_course.current_participants,
    'waitlist', (
      SELECT count(*)::int FROM course_bookings waiting
      WHERE waiting.provider_course_id = capacity_course.id AND waiting.status = 'waitlisted'
    )
  )
  FROM provider_courses capacity_course
  WHERE capacity_course.id = ${courses.provider_course_id} AND capacity_course.bookable
    AND capacity_course.max_participants IS NOT NULL
)`;
