-- Bookings of provider courses (decision 024). Capacity is kept by the database, so no two requests can
-- overbook a course however they interleave: a new booking takes a place by raising
-- provider_courses.current_participants under that row's lock (concurrent bookings of one course queue on
-- it; the CHECK current_participants <= max_participants stays the last guard), else it joins the waitlist.
-- Cancelling a booked booking gives the place back and moves the first waitlisted booking up (promoted_at
-- = the transaction's now(), which the service reads to send the "moved up" mail). For a bookable course
-- current_participants is therefore the number of booked bookings.
CREATE TYPE "public"."booking_status" AS ENUM('booked', 'waitlisted', 'cancelled');--> statement-breakpoint
CREATE TABLE "course_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_course_id" uuid NOT NULL,
	"user_id" text,
	"child_name" text,
	"child_age_months" smallint NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"status" "booking_status" DEFAULT 'waitlisted' NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"promoted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "course_bookings_child_age" CHECK ("course_bookings"."child_age_months" BETWEEN 0 AND 240),
	CONSTRAINT "course_bookings_cancelled" CHECK (("course_bookings"."status" = 'cancelled') = ("course_bookings"."cancelled_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "course_bookings" ADD CONSTRAINT "course_bookings_provider_course_id_provider_courses_id_fk" FOREIGN KEY ("provider_course_id") REFERENCES "public"."provider_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_bookings" ADD CONSTRAINT "course_bookings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_bookings_course_idx" ON "course_bookings" USING btree ("provider_course_id","status","created_at");--> statement-breakpoint
CREATE INDEX "course_bookings_user_idx" ON "course_bookings" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "course_bookings_active_child_idx" ON "course_bookings" USING btree ("provider_course_id","user_id",lower(coalesce("child_name", ''))) WHERE "course_bookings"."status" <> 'cancelled' AND "course_bookings"."user_id" IS NOT NULL;--> statement-breakpoint


-- Moves waitlisted bookings of one course up, first come first served, while the course has free places.
-- Each move goes through the status trigger below, which takes the place.
CREATE OR REPLACE FUNCTION luett_course_bookings_fill(course uuid) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  next_id uuid;
BEGIN
  LOOP
    PERFORM 1 FROM provider_courses
      WHERE id = course AND bookable AND current_participants < max_participants
      FOR UPDATE;
    EXIT WHEN NOT FOUND;
    SELECT id INTO next_id FROM course_bookings
      WHERE provider_course_id = course AND status = 'waitlisted'
      ORDER BY created_at, id LIMIT 1
      FOR UPDATE;
    IF next_id IS NULL THEN
      -- The first one was cancelled meanwhile (a locked row that no longer matches is skipped): look again.
      EXIT WHEN NOT EXISTS (
        SELECT 1 FROM course_bookings WHERE provider_course_id = course AND status = 'waitlisted'
      );
      CONTINUE;
    END IF;
    UPDATE course_bookings SET status = 'booked', promoted_at = now() WHERE id = next_id;
  END LOOP;
END $$;
--> statement-breakpoint

-- A new booking: booked when the course has a free place and nobody waits, else waitlisted. The UPDATE
-- locks the course row, so concurrent bookings take places one after the other and each re-checks
-- current_participants < max_participants on the row as the previous one left it.
CREATE OR REPLACE FUNCTION luett_course_booking_insert() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.promoted_at := NULL;
  NEW.cancelled_at := NULL;
  UPDATE provider_courses SET current_participants = current_participants + 1
    WHERE id = NEW.provider_course_id AND bookable AND current_participants < max_participants
      AND NOT EXISTS (
        SELECT 1 FROM course_bookings WHERE provider_course_id = NEW.provider_course_id AND status = 'waitlisted'
      );
  NEW.status := CASE WHEN FOUND THEN 'booked' ELSE 'waitlisted' END;
  RETURN NEW;
END $$;
--> statement-breakpoint

CREATE TRIGGER course_bookings_insert BEFORE INSERT ON course_bookings
  FOR EACH ROW EXECUTE FUNCTION luett_course_booking_insert();
--> statement-breakpoint

-- A status change: waitlisted → booked takes a place (or fails when there is none), → cancelled stamps
-- cancelled_at; a cancelled booking stays cancelled and a booked one is never put back on the waitlist.
CREATE OR REPLACE FUNCTION luett_course_booking_status() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.status = OLD.status THEN
    RETURN NEW;
  END IF;
  IF OLD.status = 'cancelled' OR (OLD.status = 'booked' AND NEW.status = 'waitlisted') THEN
    RAISE EXCEPTION 'course booking % cannot go from % to %', OLD.id, OLD.status, NEW.status
      USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.status = 'booked' THEN
    UPDATE provider_courses SET current_participants = current_participants + 1
      WHERE id = NEW.provider_course_id AND bookable AND current_participants < max_participants;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'course % has no free place', NEW.provider_course_id USING ERRCODE = 'check_violation';
    END IF;
  ELSIF NEW.status = 'cancelled' THEN
    NEW.cancelled_at := coalesce(NEW.cancelled_at, now());
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint

CREATE TRIGGER course_bookings_status BEFORE UPDATE OF status ON course_bookings
  FOR EACH ROW EXECUTE FUNCTION luett_course_booking_status();
--> statement-breakpoint

-- A booked booking cancelled or deleted: the place is free again, and the first on the waitlist gets it.
CREATE OR REPLACE FUNCTION luett_course_booking_released() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF OLD.status = 'booked' AND (TG_OP = 'DELETE' OR NEW.status = 'cancelled') THEN
    UPDATE provider_courses SET current_participants = greatest(current_participants - 1, 0)
      WHERE id = OLD.provider_course_id;
    PERFORM luett_course_bookings_fill(OLD.provider_course_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER course_bookings_released AFTER UPDATE OF status OR DELETE ON course_bookings
  FOR EACH ROW EXECUTE FUNCTION luett_course_booking_released();
--> statement-breakpoint

-- More places (or booking switched on): the waitlist moves up into them.
CREATE OR REPLACE FUNCTION luett_provider_course_capacity_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM luett_course_bookings_fill(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER provider_courses_capacity AFTER UPDATE OF max_participants, bookable ON provider_courses
  FOR EACH ROW
  WHEN (NEW.max_participants IS DISTINCT FROM OLD.max_participants OR NEW.bookable IS DISTINCT FROM OLD.bookable)
  EXECUTE FUNCTION luett_provider_course_capacity_changed();
