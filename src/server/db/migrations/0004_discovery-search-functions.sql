-- Functions behind the generated search and schedule columns of places and courses (decision 008). They are
-- IMMUTABLE so generated columns and indexes may use them; unaccent() itself is only STABLE because its
-- dictionary could be changed, which this app never does.

-- Lower case without accents or umlaut dots: "Café Grüner Hof" → "cafe gruner hof".
CREATE OR REPLACE FUNCTION luett_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
--> statement-breakpoint

-- Search words for a stored place type key, in German and English, so "Spielplatz" finds playgrounds.
CREATE OR REPLACE FUNCTION luett_place_type_words(type text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE type
    WHEN 'cafe' THEN 'Café Cafe Kaffee'
    WHEN 'kindercafe' THEN 'Kindercafé Kindercafe Café Cafe'
    WHEN 'restaurant' THEN 'Restaurant'
    WHEN 'playground' THEN 'Spielplatz Playground'
    WHEN 'park' THEN 'Park Grünanlage'
    WHEN 'activity_center' THEN 'Freizeit Indoorspielplatz Activity Center'
    WHEN 'library' THEN 'Bücherhalle Bibliothek Library'
    WHEN 'museum' THEN 'Museum'
    WHEN 'shopping_center' THEN 'Einkaufszentrum Shopping Center'
    WHEN 'sports_facility' THEN 'Sport Schwimmbad Sports'
    ELSE '' END $$;
--> statement-breakpoint

-- Search words for a course type as stored by the forms (spec 01 §3 "Course types"), German and English.
CREATE OR REPLACE FUNCTION luett_course_type_words(type text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE type
    WHEN 'Music' THEN 'Musik Music'
    WHEN 'Yoga' THEN 'Yoga'
    WHEN 'PEKiP' THEN 'PEKiP Bewegung Movement'
    WHEN 'Swimming' THEN 'Schwimmen Swimming'
    WHEN 'Dance' THEN 'Tanz Tanzen Dance'
    WHEN 'Art & Crafts' THEN 'Kunst Basteln Art Crafts'
    WHEN 'Languages' THEN 'Sprachen Languages'
    WHEN 'Sports' THEN 'Sport Turnen Bewegung Sports Movement'
    WHEN 'Educational' THEN 'Bildung Educational'
    WHEN 'Parent-Child' THEN 'Eltern-Kind Parent-Child'
    ELSE coalesce(type, '') END $$;
--> statement-breakpoint

-- Full-text document of a place: name (weight A); type, Stadtteil, Bezirk, tags and features (B);
-- description and address (C). German stemming on accent-folded text, matching the queries.
CREATE OR REPLACE FUNCTION luett_place_document(
  name text, type text, description text, address text, stadtteil text, bezirk text, tags text[], features text[]
) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT
    setweight(to_tsvector('pg_catalog.german', luett_fold(coalesce(name, ''))), 'A') ||
    setweight(to_tsvector('pg_catalog.german', luett_fold(concat_ws(' ', luett_place_type_words(type), stadtteil,
      bezirk, array_to_string(tags, ' '), array_to_string(features, ' ')))), 'B') ||
    setweight(to_tsvector('pg_catalog.german', luett_fold(concat_ws(' ', description, address))), 'C') $$;
--> statement-breakpoint

-- The short text typo-tolerant (trigram) search looks at: name, Stadtteil, tags and features.
CREATE OR REPLACE FUNCTION luett_place_search_text(name text, stadtteil text, tags text[], features text[])
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT luett_fold(concat_ws(' ', name, stadtteil, array_to_string(tags, ' '),
    array_to_string(features, ' '))) $$;
--> statement-breakpoint

-- Full-text document of a course: title (A); type, tags and age group (B); location, schedule and
-- description (C).
CREATE OR REPLACE FUNCTION luett_course_document(
  title text, type text, age_group text, location text, schedule text, description text, tags text[]
) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT
    setweight(to_tsvector('pg_catalog.german', luett_fold(coalesce(title, ''))), 'A') ||
    setweight(to_tsvector('pg_catalog.german', luett_fold(concat_ws(' ', luett_course_type_words(type),
      array_to_string(tags, ' '), age_group))), 'B') ||
    setweight(to_tsvector('pg_catalog.german', luett_fold(concat_ws(' ', location, schedule, description))), 'C') $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION luett_course_search_text(title text, type text, location text, tags text[])
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT luett_fold(concat_ws(' ', title, luett_course_type_words(type), location,
    array_to_string(tags, ' '))) $$;
--> statement-breakpoint

-- The weekdays (0 = Sunday … 6 = Saturday, like provider_courses.day_of_week and extract(dow)) a
-- course schedule text names: "Di 09:30–11:00" → {2}; "Mo–Fr 9:00" → {1,2,3,4,5}; "Sa & So" → {0,6}.
-- German abbreviations and full names, single days and ranges (Monday-first, no wrap-around).
CREATE OR REPLACE FUNCTION luett_schedule_weekdays(schedule text) RETURNS smallint[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(day.dow ORDER BY day.dow), '{}')::smallint[]
  FROM (VALUES
    (1, '\m(Mo|Montag|Montags)\M|\m(Mo|Montag|Montags)\.?\s*(-|–|bis)\s*(Mo|Montag|Montags|Di|Dienstag|Dienstags|Mi|Mittwoch|Mittwochs|Do|Donnerstag|Donnerstags|Fr|Freitag|Freitags|Sa|Samstag|Samstags|Sonnabend|Sonnabends|So|Sonntag|Sonntags)\M'),
    (2, '\m(Di|Dienstag|Dienstags)\M|\m(Mo|Montag|Montags|Di|Dienstag|Dienstags)\.?\s*(-|–|bis)\s*(Di|Dienstag|Dienstags|Mi|Mittwoch|Mittwochs|Do|Donnerstag|Donnerstags|Fr|Freitag|Freitags|Sa|Samstag|Samstags|Sonnabend|Sonnabends|So|Sonntag|Sonntags)\M'),
    (3, '\m(Mi|Mittwoch|Mittwochs)\M|\m(Mo|Montag|Montags|Di|Dienstag|Dienstags|Mi|Mittwoch|Mittwochs)\.?\s*(-|–|bis)\s*(Mi|Mittwoch|Mittwochs|Do|Donnerstag|Donnerstags|Fr|Freitag|Freitags|Sa|Samstag|Samstags|Sonnabend|Sonnabends|So|Sonntag|Sonntags)\M'),
    (4, '\m(Do|Donnerstag|Donnerstags)\M|\m(Mo|Montag|Montags|Di|Dienstag|Dienstags|Mi|Mittwoch|Mittwochs|Do|Donnerstag|Donnerstags)\.?\s*(-|–|bis)\s*(Do|Donnerstag|Donnerstags|Fr|Freitag|Freitags|Sa|Samstag|Samstags|Sonnabend|Sonnabends|So|Sonntag|Sonntags)\M'),
    (5, '\m(Fr|Freitag|Freitags)\M|\m(Mo|Montag|Montags|Di|Dienstag|Dienstags|Mi|Mittwoch|Mittwochs|Do|Donnerstag|Donnerstags|Fr|Freitag|Freitags)\.?\s*(-|–|bis)\s*(Fr|Freitag|Freitags|Sa|Samstag|Samstags|Sonnabend|Sonnabends|So|Sonntag|Sonntags)\M'),
    (6, '\m(Sa|Samstag|Samstags|Sonnabend|Sonnabends)\M|\m(Mo|Montag|Montags|Di|Dienstag|Dienstags|Mi|Mittwoch|Mittwochs|Do|Donnerstag|Donnerstags|Fr|Freitag|Freitags|Sa|Samstag|Samstags|Sonnabend|Sonnabends)\.?\s*(-|–|bis)\s*(Sa|Samstag|Samstags|Sonnabend|Sonnabends|So|Sonntag|Sonntags)\M'),
    (0, '\m(So|Sonntag|Sonntags)\M|\m(Mo|Montag|Montags|Di|Dienstag|Dienstags|Mi|Mittwoch|Mittwochs|Do|Donnerstag|Donnerstags|Fr|Freitag|Freitags|Sa|Samstag|Samstags|Sonnabend|Sonnabends|So|Sonntag|Sonntags)\.?\s*(-|–|bis)\s*(So|Sonntag|Sonntags)\M')
  ) AS day(dow, pattern)
  WHERE schedule ~ day.pattern $$;
