-- The manual's full-text search: stemmed and accent-insensitive in English and French. unaccent is a
-- filtering dictionary: it strips accents, then the language's stemmer reads the word.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION public.portal_english (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.portal_english
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION public.portal_french (COPY = pg_catalog.french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.portal_french
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.french_stem;--> statement-breakpoint
-- A revision's search vector: the title weighs most, then the index keywords, then the text.
CREATE FUNCTION public.manual_search_vector(lang text, title text, keywords text[], body text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector(config, coalesce(title, '')), 'A')
    || setweight(to_tsvector(config, coalesce(pg_catalog.array_to_string(keywords, ' '), '')), 'B')
    || setweight(to_tsvector(config, coalesce(body, '')), 'C')
  FROM (SELECT CASE WHEN lang = 'fr' THEN 'public.portal_french'::regconfig
                    ELSE 'public.portal_english'::regconfig END AS config) AS chosen
$$;
