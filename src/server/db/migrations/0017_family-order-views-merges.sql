-- A photo on a condition report; places merged into another keep redirecting; the default order of /places
-- by what parents can learn (family_score) and page views for the dashboard (decision 019).
CREATE TABLE "place_redirects" (
	"from_id" uuid PRIMARY KEY NOT NULL,
	"to_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "place_condition_reports" ADD COLUMN "photo_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "place_condition_reports" ADD COLUMN "photo_url" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "family_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "place_redirects" ADD CONSTRAINT "place_redirects_to_id_places_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_condition_reports" ADD CONSTRAINT "place_condition_reports_photo_upload_id_uploads_id_fk" FOREIGN KEY ("photo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;;--> statement-breakpoint

-- family_score: facts answered (by anyone, the import included) plus photos shown.
CREATE OR REPLACE FUNCTION luett_refresh_family_score(target uuid) RETURNS void
  LANGUAGE sql
  AS $$ UPDATE places SET family_score = score.value FROM (
    SELECT (SELECT count(DISTINCT key) FROM place_fact_answers WHERE place_id = target)
      + (SELECT count(*) FROM place_photos WHERE place_id = target AND hidden_at IS NULL) AS value
  ) AS score
  WHERE places.id = target AND places.family_score <> score.value $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION luett_family_score_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM luett_refresh_family_score(OLD.place_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.place_id <> OLD.place_id) THEN
    PERFORM luett_refresh_family_score(NEW.place_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER place_fact_answers_family_score AFTER INSERT OR DELETE OR UPDATE OF place_id, key
  ON place_fact_answers FOR EACH ROW EXECUTE FUNCTION luett_family_score_changed();
--> statement-breakpoint

CREATE TRIGGER place_photos_family_score AFTER INSERT OR DELETE OR UPDATE OF place_id, hidden_at
  ON place_photos FOR EACH ROW EXECUTE FUNCTION luett_family_score_changed();
--> statement-breakpoint

SELECT luett_refresh_family_score(id) FROM places;
