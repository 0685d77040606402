CREATE TYPE "public"."fact_source" AS ENUM('openstreetmap', 'parent', 'owner', 'admin');--> statement-breakpoint
CREATE TABLE "place_fact_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"location" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" "fact_source" NOT NULL,
	"user_id" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_fact_answers_user" CHECK (("place_fact_answers"."source" = 'openstreetmap') = ("place_fact_answers"."user_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "place_fact_answers" ADD CONSTRAINT "place_fact_answers_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_fact_answers" ADD CONSTRAINT "place_fact_answers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "place_fact_answers_user_idx" ON "place_fact_answers" USING btree ("place_id","key","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "place_fact_answers_import_idx" ON "place_fact_answers" USING btree ("place_id","key") WHERE "place_fact_answers"."source" = 'openstreetmap';--> statement-breakpoint
CREATE INDEX "place_fact_answers_user_id_idx" ON "place_fact_answers" USING btree ("user_id");