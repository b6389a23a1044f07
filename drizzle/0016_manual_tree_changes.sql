CREATE TABLE "manual_tree_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"weight" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- Each statement that changes the manual's nodes, revisions or stagings adds a row in its own transaction.
-- Statement triggers, so a bulk change adds one row, and inserts only: writers never wait on each other.
CREATE FUNCTION public.manual_tree_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO manual_tree_changes DEFAULT VALUES;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER manual_nodes_tree_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "manual_nodes"
  FOR EACH STATEMENT EXECUTE FUNCTION public.manual_tree_changed();--> statement-breakpoint
CREATE TRIGGER manual_revisions_tree_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "manual_revisions"
  FOR EACH STATEMENT EXECUTE FUNCTION public.manual_tree_changed();--> statement-breakpoint
CREATE TRIGGER manual_stagings_tree_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "manual_stagings"
  FOR EACH STATEMENT EXECUTE FUNCTION public.manual_tree_changed();
