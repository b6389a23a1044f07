-- Trigram indexes back the lists' text search (ILIKE '%text%').
CREATE EXTENSION IF NOT EXISTS pg_trgm;
