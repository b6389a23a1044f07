-- A search reads only manual_revisions: each revision carries its document's company and who may find it,
-- and the search vector of each block of its text, so that neither the nodes nor the whole text are read
-- for every match.
ALTER TABLE "manual_revisions" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "manual_revisions" ADD COLUMN "readable_by" text;--> statement-breakpoint
-- Who finds a node's revisions: its audience while it is a document that is not deleted, else nobody.
CREATE FUNCTION public.manual_readable_by(kind text, deleted_at timestamptz, audience text)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN kind = 'document' AND deleted_at IS NULL THEN audience END
$$;--> statement-breakpoint
CREATE FUNCTION public.manual_revision_scope() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  SELECT n.company_id, public.manual_readable_by(n.kind, n.deleted_at, n.audience)
    INTO NEW.company_id, NEW.readable_by
    FROM public.manual_nodes n WHERE n.id = NEW.node_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER manual_revisions_scope BEFORE INSERT OR UPDATE OF node_id ON "manual_revisions"
  FOR EACH ROW EXECUTE FUNCTION public.manual_revision_scope();--> statement-breakpoint
CREATE FUNCTION public.manual_node_scope() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE public.manual_revisions
    SET company_id = NEW.company_id, readable_by = public.manual_readable_by(NEW.kind, NEW.deleted_at, NEW.audience)
    WHERE node_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER manual_nodes_scope AFTER UPDATE OF company_id, kind, deleted_at, audience ON "manual_nodes"
  FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.kind IS DISTINCT FROM NEW.kind
    OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL) OR OLD.audience IS DISTINCT FROM NEW.audience)
  EXECUTE FUNCTION public.manual_node_scope();--> statement-breakpoint
UPDATE "manual_revisions" r
  SET company_id = n.company_id, readable_by = public.manual_readable_by(n.kind, n.deleted_at, n.audience)
  FROM "manual_nodes" n WHERE n.id = r.node_id;--> statement-breakpoint
-- Each block of a revision's text (a line of body_text) has its own search vector, in the order of the
-- lines: a search result's snippet is highlighted in the blocks that match, not in the whole text.
CREATE FUNCTION public.manual_block_vectors(lang text, body text)
RETURNS tsvector[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT pg_catalog.array_agg(pg_catalog.to_tsvector(chosen.config, block.text) ORDER BY block.n)
  FROM (SELECT CASE WHEN lang = 'fr' THEN 'public.portal_french'::regconfig
                    ELSE 'public.portal_english'::regconfig END AS config) AS chosen,
    pg_catalog.unnest(pg_catalog.string_to_array(body, E'\n')) WITH ORDINALITY AS block(text, n)
$$;--> statement-breakpoint
ALTER TABLE "manual_revisions" ADD COLUMN "block_search" "tsvector"[] GENERATED ALWAYS AS (manual_block_vectors(lang, body_text)) STORED;
