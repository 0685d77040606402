-- Bookings queue in the order the database decides them (the waitlist position and the move-up both
-- order by created_at). created_at defaulted to now(), the start of the booking's transaction; since a
-- booking first checks the parent's children under the profile's lock (bookings/service.ts), the
-- transaction starts well before it reaches the course, and 20 parents booking at once got waitlist
-- positions 1, 1, 2, 4, 4 … on PostgreSQL.
--
-- Now every new booking first locks its course row (also when the course is full, where the UPDATE
-- below matched no row and took no lock), then decides booked/waitlisted on a fresh snapshot (a plpgsql
-- statement sees every booking committed before it), and stamps created_at with the clock at that
-- moment. A booking stamped earlier therefore committed before a later one took the lock, and counting
-- the waitlist after commit gives each parent a distinct position.
CREATE OR REPLACE FUNCTION luett_course_booking_insert() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM 1 FROM provider_courses WHERE id = NEW.provider_course_id FOR UPDATE;
  NEW.promoted_at := NULL;
  NEW.cancelled_at := NULL;
  UPDATE provider_courses SET current_participants = current_participants + 1
    WHERE id = NEW.provider_course_id AND bookable AND current_participants < max_participants
      AND NOT EXISTS (
        SELECT 1 FROM course_bookings WHERE provider_course_id = NEW.provider_course_id AND status = 'waitlisted'
      );
  NEW.status := CASE WHEN FOUND THEN 'booked' ELSE 'waitlisted' END;
  NEW.created_at := clock_timestamp();
  RETURN NEW;
END $$;
