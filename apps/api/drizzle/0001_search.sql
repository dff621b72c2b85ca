-- Spanish full-text search that ignores accents: "cancion" finds "Canción",
-- "perros" finds "perro". pg_trgm backs fuzzy name matching.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION huella_es (COPY = spanish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION huella_es ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;
