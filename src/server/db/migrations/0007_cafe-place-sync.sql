-- Approved café profiles are listed among the places (decisions/010-cafes-in-places.md).
-- The database keeps each approved café's place row, so every writer — the café owner's saves, photo
-- and review changes, an admin's approval or rejection — updates discovery without code of its own.

-- The café's 6 family features as place features (English, like every stored feature).
CREATE OR REPLACE FUNCTION luett_cafe_features(cafe cafe_profiles) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_remove(ARRAY[
    CASE WHEN cafe.baby_changing_table THEN 'Changing table' END,
    CASE WHEN cafe.kids_play_corner THEN 'Play area' END,
    CASE WHEN cafe.kid_friendly_menu THEN 'Kid-friendly menu' END,
    CASE WHEN cafe.wheelchair_accessible THEN 'Wheelchair accessible' END,
    CASE WHEN cafe.stroller_parking THEN 'Stroller parking' END,
    CASE WHEN cafe.family_friendly THEN 'Family-friendly' END
  ], NULL) $$;
--> statement-breakpoint

-- After a café profile changes: approved → insert or update its place; otherwise → remove its place.
-- The place's image is the cover photo (else the first photo), its rating the reviews' average.
CREATE OR REPLACE FUNCTION luett_sync_cafe_place() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  cafe_features text[];
  cover text;
  average real;
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
  SELECT round(avg(rating)::numeric, 1)::real INTO average FROM cafe_reviews WHERE cafe_id = NEW.id;
  IF NEW.place_id IS NULL THEN
    INSERT INTO places (name, type, address, description, image_url, features, latitude, longitude,
      stadtteil, bezirk, opening_hours, website, phone, rating, family_feature_count, source)
    VALUES (NEW.name, CASE WHEN NEW.kids_play_corner THEN 'kindercafe' ELSE 'cafe' END,
      coalesce(NEW.address, ''), NEW.description, cover, cafe_features, NEW.latitude, NEW.longitude,
      NEW.stadtteil, NEW.bezirk, NEW.opening_hours, NEW.website_url, NEW.phone_number, average, cardinality(cafe_features), 'cafe-profile')
    RETURNING id INTO new_place;
    UPDATE cafe_profiles SET place_id = new_place WHERE id = NEW.id;
  ELSE
    UPDATE places SET name = NEW.name,
      type = CASE WHEN NEW.kids_play_corner THEN 'kindercafe' ELSE 'cafe' END,
      address = coalesce(NEW.address, ''), description = NEW.description, image_url = cover,
      features = cafe_features, latitude = NEW.latitude, longitude = NEW.longitude,
      stadtteil = NEW.stadtteil, bezirk = NEW.bezirk,
      opening_hours = NEW.opening_hours, website = NEW.website_url, phone = NEW.phone_number,
      rating = average, family_feature_count = cardinality(cafe_features), updated_at = now()
    WHERE id = NEW.place_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER cafe_profiles_sync_place AFTER INSERT OR UPDATE OR DELETE ON cafe_profiles
  FOR EACH ROW EXECUTE FUNCTION luett_sync_cafe_place();
--> statement-breakpoint

-- Photos and reviews feed the place's image and rating: a change touches the café, which syncs it.
CREATE OR REPLACE FUNCTION luett_touch_cafe() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE cafe_profiles SET updated_at = now()
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.cafe_id ELSE NEW.cafe_id END
      AND approval_status = 'approved';
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER cafe_photos_touch_cafe AFTER INSERT OR UPDATE OR DELETE ON cafe_photos
  FOR EACH ROW EXECUTE FUNCTION luett_touch_cafe();
--> statement-breakpoint

CREATE TRIGGER cafe_reviews_touch_cafe AFTER INSERT OR UPDATE OR DELETE ON cafe_reviews
  FOR EACH ROW EXECUTE FUNCTION luett_touch_cafe();
