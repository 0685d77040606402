CREATE TYPE "public"."condition_kind" AS ENUM('temporarily_closed', 'construction', 'broken_equipment', 'dirty', 'permanently_closed');--> statement-breakpoint
CREATE TABLE "place_condition_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"kind" "condition_kind" NOT NULL,
	"note" text,
	"confirmed_by" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "place_condition_reports" ADD CONSTRAINT "place_condition_reports_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_condition_reports_place_idx" ON "place_condition_reports" USING btree ("place_id","confirmed_at" DESC NULLS LAST);