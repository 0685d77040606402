-- Search runs on an in-memory index since decisions/015 (server/lib/search-index.ts): the generated
-- search columns of places and courses, their indexes and the functions only they used (migration 0004)
-- go. luett_place_type_words and luett_course_type_words stay (the list filters call them), and so do
-- luett_schedule_weekdays (courses.weekdays) and the unaccent extension.
DROP INDEX "courses_search_document_idx";--> statement-breakpoint
DROP INDEX "courses_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "places_search_document_idx";--> statement-breakpoint
DROP INDEX "places_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "search_document";--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "places" DROP COLUMN "search_document";--> statement-breakpoint
ALTER TABLE "places" DROP COLUMN "search_text";--> statement-breakpoint
DROP FUNCTION luett_place_document(text, text, text, text, text, text, text[], text[]);--> statement-breakpoint
DROP FUNCTION luett_place_search_text(text, text, text[], text[]);--> statement-breakpoint
DROP FUNCTION luett_course_document(text, text, text, text, text, text, text[]);--> statement-breakpoint
DROP FUNCTION luett_course_search_text(text, text, text, text[]);--> statement-breakpoint
DROP FUNCTION luett_fold(text);
