ALTER TABLE "course_suggestions" ADD COLUMN "stadtteil" text;--> statement-breakpoint
ALTER TABLE "course_suggestions" ADD COLUMN "bezirk" text;--> statement-breakpoint
ALTER TABLE "place_suggestions" ADD COLUMN "stadtteil" text;--> statement-breakpoint
ALTER TABLE "place_suggestions" ADD COLUMN "bezirk" text;--> statement-breakpoint
ALTER TABLE "place_suggestions" ADD COLUMN "image_id" uuid;--> statement-breakpoint
ALTER TABLE "place_suggestions" ADD CONSTRAINT "place_suggestions_image_id_uploads_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_suggestions_submitted_by_idx" ON "course_suggestions" USING btree ("submitted_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "place_suggestions_submitted_by_idx" ON "place_suggestions" USING btree ("submitted_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "place_suggestions_image_idx" ON "place_suggestions" USING btree ("image_id");