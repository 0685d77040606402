ALTER TABLE "courses" ADD COLUMN "weekdays" smallint[] GENERATED ALWAYS AS (luett_schedule_weekdays(schedule)) STORED;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (luett_course_document(title, type, age_group, location, schedule, description, tags)) STORED;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_text" text GENERATED ALWAYS AS (luett_course_search_text(title, type, location, tags)) STORED;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (luett_place_document(name, type, description, address, stadtteil, bezirk, tags, features)) STORED;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "search_text" text GENERATED ALWAYS AS (luett_place_search_text(name, stadtteil, tags, features)) STORED;--> statement-breakpoint
CREATE INDEX "courses_weekdays_idx" ON "courses" USING gin ("weekdays");--> statement-breakpoint
CREATE INDEX "courses_search_document_idx" ON "courses" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "courses_search_text_trgm_idx" ON "courses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "places_search_document_idx" ON "places" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "places_search_text_trgm_idx" ON "places" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "places_point_idx" ON "places" USING gist (point(longitude * 0.594::double precision, latitude));