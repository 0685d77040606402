CREATE TABLE "place_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"user_id" text,
	"message" text,
	"status" "approval_status" DEFAULT 'pending' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "place_claims" ADD CONSTRAINT "place_claims_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_claims" ADD CONSTRAINT "place_claims_provider_id_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_claims" ADD CONSTRAINT "place_claims_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_claims" ADD CONSTRAINT "place_claims_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_claims_status_idx" ON "place_claims" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "place_claims_provider_idx" ON "place_claims" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "place_claims_open_idx" ON "place_claims" USING btree ("place_id","provider_id") WHERE "place_claims"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "place_claims_owner_idx" ON "place_claims" USING btree ("place_id") WHERE "place_claims"."status" = 'approved';--> statement-breakpoint
-- Family-education providers are their own place type (decisions/020): their search words,
-- so "Familienbildung", "Elternschule" or "Eltern-Kind-Zentrum" finds every one of them.
CREATE OR REPLACE FUNCTION luett_place_type_words(type text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE type
    WHEN 'cafe' THEN 'Café Cafe Kaffee'
    WHEN 'ice_cream' THEN 'Eisdiele Eiscafé Eiscafe Eis Ice cream'
    WHEN 'kindercafe' THEN 'Kindercafé Kindercafe Café Cafe'
    WHEN 'restaurant' THEN 'Restaurant'
    WHEN 'playground' THEN 'Spielplatz Playground'
    WHEN 'park' THEN 'Park Grünanlage'
    WHEN 'activity_center' THEN 'Freizeit Indoorspielplatz Activity Center'
    WHEN 'family_education' THEN 'Familienbildung Elternschule Eltern-Kind-Zentrum Familienzentrum Family education'
    WHEN 'library' THEN 'Bücherhalle Bibliothek Library'
    WHEN 'museum' THEN 'Museum'
    WHEN 'shopping_center' THEN 'Einkaufszentrum Shopping Center'
    WHEN 'sports_facility' THEN 'Sport Schwimmbad Sports'
    ELSE '' END $$;
--> statement-breakpoint
-- Stored search columns are computed on write: recompute those of places typed before this function knew the type.
UPDATE places SET type = type WHERE type = 'family_education';
