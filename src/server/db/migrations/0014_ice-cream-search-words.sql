-- Ice-cream parlours are their own place type (data/hamburg/SOURCE.md "Catalogue rules"): their search words,
-- so "Eisdiele" or "Eis" finds every one of them, not only those whose description says so.
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
    WHEN 'library' THEN 'Bücherhalle Bibliothek Library'
    WHEN 'museum' THEN 'Museum'
    WHEN 'shopping_center' THEN 'Einkaufszentrum Shopping Center'
    WHEN 'sports_facility' THEN 'Sport Schwimmbad Sports'
    ELSE '' END $$;
--> statement-breakpoint
-- Stored search columns are computed on write: recompute those of places typed before this function knew the type.
UPDATE places SET type = type WHERE type = 'ice_cream';
