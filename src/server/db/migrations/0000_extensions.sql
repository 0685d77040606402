-- Extensions first: the trigram index on places.name needs pg_trgm; unaccent, cube and earthdistance
-- serve text and distance search. All four are trusted extensions on PostgreSQL >= 13 and load in PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
