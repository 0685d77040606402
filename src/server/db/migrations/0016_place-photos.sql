-- Parents' photos of any place (decision 018). Each photo keeps its card-size variant besides the detail
-- one, and the place keeps the card address of its most-liked visible photo in photo_url, so lists show
-- it without a join or a per-row subquery; cards show it where no admin or café owner chose an image
-- (places.image_url). place_photos is new in 0015 and empty before this release.
ALTER TABLE "place_photos" ADD COLUMN "card_url" text NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "photo_url" text;--> statement-breakpoint

-- Recomputes one place's photo_url: the visible photo with the most likes, the earliest among equals
-- (the same order as the gallery), writing only when it changes.
CREATE OR REPLACE FUNCTION luett_refresh_place_photo(target uuid) RETURNS void
  LANGUAGE sql
  AS $$
  WITH best AS (
    SELECT (SELECT card_url FROM place_photos
      WHERE place_id = target AND hidden_at IS NULL
      ORDER BY like_count DESC, created_at, id LIMIT 1) AS url
  )
  UPDATE places SET photo_url = best.url FROM best
  WHERE places.id = target AND places.photo_url IS DISTINCT FROM best.url $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION luett_place_photos_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM luett_refresh_place_photo(OLD.place_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.place_id <> OLD.place_id) THEN
    PERFORM luett_refresh_place_photo(NEW.place_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER place_photos_card AFTER INSERT OR DELETE OR UPDATE OF place_id, card_url, like_count, hidden_at
  ON place_photos FOR EACH ROW EXECUTE FUNCTION luett_place_photos_changed();
--> statement-breakpoint

-- One like per user and photo (primary key); the count follows every like and unlike, and a removed
-- account's likes (ON DELETE CASCADE).
CREATE OR REPLACE FUNCTION luett_place_photo_likes_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE place_photos SET like_count = like_count + 1 WHERE id = NEW.photo_id;
  ELSE
    UPDATE place_photos SET like_count = greatest(like_count - 1, 0) WHERE id = OLD.photo_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER place_photo_likes_count AFTER INSERT OR DELETE ON place_photo_likes
  FOR EACH ROW EXECUTE FUNCTION luett_place_photo_likes_changed();
