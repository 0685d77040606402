CREATE TABLE "provider_course_skipped_dates" (
	"provider_course_id" uuid NOT NULL,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "provider_course_skipped_dates_provider_course_id_date_pk" PRIMARY KEY("provider_course_id","date")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "term_start" date;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "term_end" date;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "skipped_dates" date[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "price_per" text;--> statement-breakpoint
ALTER TABLE "provider_courses" ADD COLUMN "term_start" date;--> statement-breakpoint
ALTER TABLE "provider_courses" ADD COLUMN "term_end" date;--> statement-breakpoint
ALTER TABLE "provider_courses" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "provider_courses" ADD COLUMN "price_per" text;--> statement-breakpoint
ALTER TABLE "provider_courses" ADD COLUMN "age_min_months" smallint;--> statement-breakpoint
ALTER TABLE "provider_courses" ADD COLUMN "age_max_months" smallint;--> statement-breakpoint
ALTER TABLE "provider_courses" ADD COLUMN "bookable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_courses" ADD COLUMN "booking_url" text;--> statement-breakpoint
ALTER TABLE "provider_course_skipped_dates" ADD CONSTRAINT "provider_course_skipped_dates_provider_course_id_provider_courses_id_fk" FOREIGN KEY ("provider_course_id") REFERENCES "public"."provider_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_courses" ADD CONSTRAINT "provider_courses_term" CHECK ("provider_courses"."term_end" >= "provider_courses"."term_start");--> statement-breakpoint
ALTER TABLE "provider_courses" ADD CONSTRAINT "provider_courses_price" CHECK ("provider_courses"."price_cents" >= 0);--> statement-breakpoint
ALTER TABLE "provider_courses" ADD CONSTRAINT "provider_courses_ages" CHECK ("provider_courses"."age_max_months" >= "provider_courses"."age_min_months");--> statement-breakpoint
ALTER TABLE "provider_courses" ADD CONSTRAINT "provider_courses_bookable" CHECK (NOT "provider_courses"."bookable" OR "provider_courses"."max_participants" IS NOT NULL);