ALTER TABLE "provider_courses" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "provider_courses" ADD COLUMN "type" text DEFAULT 'Parent-Child' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_courses" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- A provider course's row under /courses carried the provider's short description, room and booking
-- text as its description (decision 009); it now carries the course's own description (decision 030),
-- which no course has yet. The course page reads room and booking text from the provider course.
UPDATE "courses" SET "description" = NULL WHERE "provider_course_id" IS NOT NULL;

