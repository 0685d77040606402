-- Reviews and photos of every place (decisions 017, 018). Café reviews move into place_reviews (one code
-- path): a café's reviews belong to its place (decisions/010), and places.rating / review_count are
-- kept by a trigger instead of the café sync.
ALTER TYPE "public"."report_reason" ADD VALUE 'child_face';--> statement-breakpoint
ALTER TYPE "public"."report_target_type" ADD VALUE 'review';--> statement-breakpoint
ALTER TYPE "public"."report_target_type" ADD VALUE 'photo';--> statement-breakpoint
CREATE TABLE "place_photo_likes" (
	"photo_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_photo_likes_photo_id_user_id_pk" PRIMARY KEY("photo_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "place_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"user_id" text,
	"upload_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"caption" text,
	"like_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"user_id" text,
	"rating" smallint NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_reviews_rating" CHECK ("place_reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "place_reviews_text_length" CHECK (char_length("place_reviews"."text") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "place_photo_likes" ADD CONSTRAINT "place_photo_likes_photo_id_place_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."place_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_photo_likes" ADD CONSTRAINT "place_photo_likes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_photos" ADD CONSTRAINT "place_photos_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_photos" ADD CONSTRAINT "place_photos_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_photos" ADD CONSTRAINT "place_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_reviews" ADD CONSTRAINT "place_reviews_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_reviews" ADD CONSTRAINT "place_reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_photos_place_idx" ON "place_photos" USING btree ("place_id","like_count" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "place_photos_user_idx" ON "place_photos" USING btree ("place_id","user_id");--> statement-breakpoint
CREATE INDEX "place_reviews_place_idx" ON "place_reviews" USING btree ("place_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "place_reviews_place_user_idx" ON "place_reviews" USING btree ("place_id","user_id");;--> statement-breakpoint

-- Recomputes one place's average (one decimal) and count from its reviews.
CREATE OR REPLACE FUNCTION luett_refresh_place_rating(target uuid) RETURNS void
  LANGUAGE sql
  AS $$ UPDATE places SET (rating, review_count) = (
    SELECT round(avg(rating)::numeric, 1)::real, count(*)::int FROM place_reviews WHERE place_id = target
  ) WHERE id = target $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION luett_place_reviews_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM luett_refresh_place_rating(OLD.place_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.place_id <> OLD.place_id OR NEW.rating <> OLD.rating) THEN
    PERFORM luett_refresh_place_rating(NEW.place_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER place_reviews_rating AFTER INSERT OR UPDATE OR DELETE ON place_reviews
  FOR EACH ROW EXECUTE FUNCTION luett_place_reviews_changed();
--> statement-breakpoint

INSERT INTO place_reviews (place_id, user_id, rating, text, created_at, updated_at)
  SELECT cafe.place_id, review.user_id, review.rating, review.comment, review.created_at, review.updated_at
  FROM cafe_reviews review JOIN cafe_profiles cafe ON cafe.id = review.cafe_id
  WHERE cafe.place_id IS NOT NULL
  ON CONFLICT DO NOTHING;
--> statement-breakpoint

-- A rating on a place without reviews was typed by an admin (spec 02 §5's form): it is nobody's review,
-- so it goes (decisions/017).
UPDATE places SET rating = NULL WHERE review_count = 0;
--> statement-breakpoint

DROP TABLE "cafe_reviews" CASCADE;
--> statement-breakpoint

-- The café sync no longer computes the rating: the place's reviews do.
CREATE OR REPLACE FUNCTION luett_sync_cafe_place() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  cafe_features text[];
  cover text;
  new_place uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.place_id IS NOT NULL THEN
      DELETE FROM places WHERE id = OLD.place_id;
    END IF;
    RETURN NULL;
  END IF;
  IF NEW.approval_status <> 'approved' THEN
    -- Deleting the place sets this row's place_id to null (foreign key), which runs this again.
    IF NEW.place_id IS NOT NULL THEN
      DELETE FROM places WHERE id = NEW.place_id;
    END IF;
    RETURN NULL;
  END IF;
  cafe_features := luett_cafe_features(NEW);
  SELECT image_url INTO cover FROM cafe_photos WHERE cafe_id = NEW.id
    ORDER BY is_cover_photo DESC, display_order, created_at LIMIT 1;
  IF NEW.place_id IS NULL THEN
    INSERT INTO places (name, type, address, description, image_url, features, latitude, longitude,
      stadtteil, bezirk, opening_hours, website, phone, family_feature_count, source)
    VALUES (NEW.name, CASE WHEN NEW.kids_play_corner THEN 'kindercafe' ELSE 'cafe' END,
      coalesce(NEW.address, ''), NEW.description, cover, cafe_features, NEW.latitude, NEW.longitude,
      NEW.stadtteil, NEW.bezirk, NEW.opening_hours, NEW.website_url, NEW.phone_number, cardinality(cafe_features), 'cafe-profile')
    RETURNING id INTO new_place;
    UPDATE cafe_profiles SET place_id = new_place WHERE id = NEW.id;
  ELSE
    UPDATE places SET name = NEW.name,
      type = CASE WHEN NEW.kids_play_corner THEN 'kindercafe' ELSE 'cafe' END,
      address = coalesce(NEW.address, ''), description = NEW.description, image_url = cover,
      features = cafe_features, latitude = NEW.latitude, longitude = NEW.longitude,
      stadtteil = NEW.stadtteil, bezirk = NEW.bezirk,
      opening_hours = NEW.opening_hours, website = NEW.website_url, phone = NEW.phone_number,
      family_feature_count = cardinality(cafe_features), updated_at = now()
    WHERE id = NEW.place_id;
  END IF;
  RETURN NULL;
END $$;
