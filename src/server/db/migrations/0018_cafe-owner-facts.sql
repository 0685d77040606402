-- A café's family features are its owner's answers to the place's family facts (decision 016: the
-- answer of the owner, whose café profile is linked to the place, wins and is labelled so). A ticked box
-- is the owner's "yes"; an unticked box withdraws a "yes" the owner gave (an unticked box is no "no": owners
-- leave boxes empty that they did not think about). Features without a fact (kid-friendly menu, family
-- friendly) stay features only.
CREATE OR REPLACE FUNCTION luett_sync_cafe_owner_facts(cafe cafe_profiles) RETURNS void
  LANGUAGE sql
  AS $$
  WITH stated(key, is_yes) AS (
    VALUES ('changing_table', cafe.baby_changing_table), ('kids_area', cafe.kids_play_corner),
      ('wheelchair', cafe.wheelchair_accessible), ('stroller_parking', cafe.stroller_parking)
  ),
  withdrawn AS (
    DELETE FROM place_fact_answers answer USING stated
    WHERE answer.place_id = cafe.place_id AND answer.user_id = cafe.user_id AND answer.key = stated.key
      AND NOT stated.is_yes AND answer.value = 'yes'
  )
  INSERT INTO place_fact_answers (place_id, key, value, source, user_id)
  SELECT cafe.place_id, stated.key, 'yes', 'owner', cafe.user_id FROM stated WHERE stated.is_yes
  ON CONFLICT (place_id, key, user_id) DO UPDATE SET value = 'yes', source = 'owner',
    -- A "yes" stays as it was (with the changing table's location and date); a changed answer is new.
    location = CASE WHEN place_fact_answers.value = 'yes' THEN place_fact_answers.location ELSE '{}' END,
    answered_at = CASE WHEN place_fact_answers.value = 'yes' THEN place_fact_answers.answered_at ELSE now() END
  $$;
--> statement-breakpoint

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
    PERFORM luett_sync_cafe_owner_facts(NEW);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

SELECT luett_sync_cafe_owner_facts(cafe) FROM cafe_profiles cafe
  WHERE cafe.approval_status = 'approved' AND cafe.place_id IS NOT NULL;
