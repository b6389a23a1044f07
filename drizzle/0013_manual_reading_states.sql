CREATE TABLE "manual_reading_counts" (
	"company_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"required" integer NOT NULL,
	"acknowledged" integer NOT NULL,
	CONSTRAINT "manual_reading_counts_node_id_group_id_due_date_pk" PRIMARY KEY("node_id","group_id","due_date")
);
--> statement-breakpoint
CREATE TABLE "manual_reading_states" (
	"user_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"required_revision" integer NOT NULL,
	"read_revision" integer,
	"read_at" timestamp with time zone,
	CONSTRAINT "manual_reading_states_user_id_node_id_pk" PRIMARY KEY("user_id","node_id")
);
--> statement-breakpoint
ALTER TABLE "manual_reading_counts" ADD CONSTRAINT "manual_reading_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_reading_counts" ADD CONSTRAINT "manual_reading_counts_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_reading_states" ADD CONSTRAINT "manual_reading_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_reading_states" ADD CONSTRAINT "manual_reading_states_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_reading_states" ADD CONSTRAINT "manual_reading_states_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_reading_counts_group" ON "manual_reading_counts" USING btree ("company_id","group_id");--> statement-breakpoint
CREATE INDEX "manual_reading_states_node" ON "manual_reading_states" USING btree ("node_id");--> statement-breakpoint
-- The reading states of the people in p_users (all when null) for the documents in p_nodes (all when
-- null), computed again from the assignments: who must read which document by when, the revision that
-- counts and the latest acknowledged. The rules are the reader's own: an assignment without a group is
-- for every staff account (ADMIN, EMPLOYEE, SALES: STAFF_TYPES in the code); a staff-only document is
-- never required of others; a significant revision published after the assignment gives 30 days from its
-- publication (MANUAL_LIMITS.readingDays).
-- The arrays are read as sets (IN (SELECT unnest(...))), which the planner hashes: `= ANY (array)` would
-- compare each row with every element.
-- Every change to the states and counts takes one lock until its transaction ends: two at once (the
-- English and French revisions published side by side, two server instances) would each delete the rows
-- they saw and insert the same ones again. Waiting, the second reads what the first committed.
CREATE FUNCTION public.manual_refresh_reading_states(p_users integer[], p_nodes integer[]) RETURNS void
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727002);
  DELETE FROM manual_reading_states s
    WHERE (p_users IS NULL OR s.user_id IN (SELECT unnest(p_users))) AND (p_nodes IS NULL OR s.node_id IN (SELECT unnest(p_nodes)));
  INSERT INTO manual_reading_states (user_id, node_id, company_id, due_date, required_revision, read_revision, read_at)
  WITH assigned AS (
    SELECT u.id AS user_id, a.node_id, a.company_id, min(a.due_date) AS due, min(a.created_at) AS assigned_at
    FROM manual_assignments a
    JOIN users u ON u.company_id = a.company_id AND (
      (a.group_id IS NULL AND u.mt_type IN ('ADMIN', 'EMPLOYEE', 'SALES'))
      OR EXISTS (SELECT 1 FROM memberships ms WHERE ms.group_id = a.group_id AND ms.user_id = u.id))
    JOIN manual_nodes n ON n.id = a.node_id
    WHERE n.kind = 'document' AND n.deleted_at IS NULL
      AND (n.audience = 'all' OR u.mt_type IN ('ADMIN', 'EMPLOYEE', 'SALES'))
      AND EXISTS (SELECT 1 FROM manual_revisions pr WHERE pr.node_id = a.node_id AND pr.status = 'published')
      AND (p_users IS NULL OR u.id IN (SELECT unnest(p_users))) AND (p_nodes IS NULL OR a.node_id IN (SELECT unnest(p_nodes)))
    GROUP BY u.id, a.node_id, a.company_id
  ), significant AS (
    SELECT DISTINCT ON (r.node_id) r.node_id, r.number, r.published_at
    FROM manual_revisions r WHERE r.node_id IN (SELECT DISTINCT node_id FROM assigned)
      AND r.significant AND r.status IN ('published', 'obsolete') AND r.published_at IS NOT NULL
    ORDER BY r.node_id, r.number DESC, r.published_at DESC
  ), acknowledged AS (
    SELECT DISTINCT ON (k.user_id, k.node_id) k.user_id, k.node_id, k.revision_number, k.read_at
    FROM manual_acknowledgements k
    WHERE k.node_id IN (SELECT DISTINCT node_id FROM assigned) AND k.user_id IN (SELECT DISTINCT user_id FROM assigned)
    ORDER BY k.user_id, k.node_id, k.revision_number DESC, k.read_at DESC
  )
  SELECT asg.user_id, asg.node_id, asg.company_id,
    greatest(asg.due, CASE WHEN s.published_at > asg.assigned_at THEN (s.published_at AT TIME ZONE 'UTC')::date + 30 END),
    coalesce(s.number, 0), k.revision_number, k.read_at
  FROM assigned asg
  LEFT JOIN significant s ON s.node_id = asg.node_id
  LEFT JOIN acknowledged k ON k.user_id = asg.user_id AND k.node_id = asg.node_id;
END
$$;
--> statement-breakpoint
-- Reading states come into (or go out of) the counts: every reader's (group 0) and those of each group
-- the person belongs to. Rows left at zero go. (A document deleted for good takes its counts with it.)
CREATE FUNCTION public.manual_reading_states_counted() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO manual_reading_counts AS c (company_id, node_id, group_id, due_date, required, acknowledged)
    SELECT st.company_id, st.node_id, g.group_id, st.due_date, -count(*),
      -count(*) FILTER (WHERE st.read_revision >= st.required_revision)
    FROM old_states st
    JOIN manual_nodes n ON n.id = st.node_id
    CROSS JOIN LATERAL (SELECT 0 AS group_id UNION ALL SELECT ms.group_id FROM memberships ms WHERE ms.user_id = st.user_id) g
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (node_id, group_id, due_date) DO UPDATE
      SET required = c.required + excluded.required, acknowledged = c.acknowledged + excluded.acknowledged;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO manual_reading_counts AS c (company_id, node_id, group_id, due_date, required, acknowledged)
    SELECT st.company_id, st.node_id, g.group_id, st.due_date, count(*),
      count(*) FILTER (WHERE st.read_revision >= st.required_revision)
    FROM new_states st
    JOIN manual_nodes n ON n.id = st.node_id
    CROSS JOIN LATERAL (SELECT 0 AS group_id UNION ALL SELECT ms.group_id FROM memberships ms WHERE ms.user_id = st.user_id) g
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (node_id, group_id, due_date) DO UPDATE
      SET required = c.required + excluded.required, acknowledged = c.acknowledged + excluded.acknowledged;
  END IF;
  DELETE FROM manual_reading_counts WHERE required = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER manual_reading_states_inserted AFTER INSERT ON "manual_reading_states"
  REFERENCING NEW TABLE AS new_states FOR EACH STATEMENT EXECUTE FUNCTION public.manual_reading_states_counted();--> statement-breakpoint
CREATE TRIGGER manual_reading_states_updated AFTER UPDATE ON "manual_reading_states"
  REFERENCING OLD TABLE AS old_states NEW TABLE AS new_states FOR EACH STATEMENT EXECUTE FUNCTION public.manual_reading_states_counted();--> statement-breakpoint
CREATE TRIGGER manual_reading_states_deleted AFTER DELETE ON "manual_reading_states"
  REFERENCING OLD TABLE AS old_states FOR EACH STATEMENT EXECUTE FUNCTION public.manual_reading_states_counted();--> statement-breakpoint
-- A membership moves the person's states into or out of the group's counts, then the person's states
-- are computed again (the group may assign readings).
CREATE FUNCTION public.manual_memberships_counted() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727002);
  IF TG_OP = 'INSERT' THEN
    INSERT INTO manual_reading_counts AS c (company_id, node_id, group_id, due_date, required, acknowledged)
    SELECT st.company_id, st.node_id, m.group_id, st.due_date, count(*),
      count(*) FILTER (WHERE st.read_revision >= st.required_revision)
    FROM new_memberships m JOIN manual_reading_states st ON st.user_id = m.user_id
    JOIN manual_nodes n ON n.id = st.node_id
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (node_id, group_id, due_date) DO UPDATE
      SET required = c.required + excluded.required, acknowledged = c.acknowledged + excluded.acknowledged;
    PERFORM manual_refresh_reading_states(ARRAY(SELECT DISTINCT user_id FROM new_memberships), NULL);
  ELSE
    INSERT INTO manual_reading_counts AS c (company_id, node_id, group_id, due_date, required, acknowledged)
    SELECT st.company_id, st.node_id, m.group_id, st.due_date, -count(*),
      -count(*) FILTER (WHERE st.read_revision >= st.required_revision)
    FROM old_memberships m JOIN manual_reading_states st ON st.user_id = m.user_id
    JOIN manual_nodes n ON n.id = st.node_id
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (node_id, group_id, due_date) DO UPDATE
      SET required = c.required + excluded.required, acknowledged = c.acknowledged + excluded.acknowledged;
    DELETE FROM manual_reading_counts WHERE required = 0;
    PERFORM manual_refresh_reading_states(ARRAY(SELECT DISTINCT user_id FROM old_memberships), NULL);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER memberships_reading_inserted AFTER INSERT ON "memberships"
  REFERENCING NEW TABLE AS new_memberships FOR EACH STATEMENT EXECUTE FUNCTION public.manual_memberships_counted();--> statement-breakpoint
CREATE TRIGGER memberships_reading_deleted AFTER DELETE ON "memberships"
  REFERENCING OLD TABLE AS old_memberships FOR EACH STATEMENT EXECUTE FUNCTION public.manual_memberships_counted();--> statement-breakpoint
-- Assignments: the documents they name are computed again.
CREATE FUNCTION public.manual_assignments_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM manual_refresh_reading_states(NULL, ARRAY(SELECT DISTINCT node_id FROM new_assignments));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM manual_refresh_reading_states(NULL,
      ARRAY(SELECT node_id FROM new_assignments UNION SELECT node_id FROM old_assignments));
  ELSE
    PERFORM manual_refresh_reading_states(NULL, ARRAY(SELECT DISTINCT node_id FROM old_assignments));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER manual_assignments_inserted AFTER INSERT ON "manual_assignments"
  REFERENCING NEW TABLE AS new_assignments FOR EACH STATEMENT EXECUTE FUNCTION public.manual_assignments_changed();--> statement-breakpoint
CREATE TRIGGER manual_assignments_updated AFTER UPDATE ON "manual_assignments"
  REFERENCING OLD TABLE AS old_assignments NEW TABLE AS new_assignments FOR EACH STATEMENT EXECUTE FUNCTION public.manual_assignments_changed();--> statement-breakpoint
CREATE TRIGGER manual_assignments_deleted AFTER DELETE ON "manual_assignments"
  REFERENCING OLD TABLE AS old_assignments FOR EACH STATEMENT EXECUTE FUNCTION public.manual_assignments_changed();--> statement-breakpoint
-- Acknowledgements (only ever inserted): the pairs they touch are computed again.
CREATE FUNCTION public.manual_acknowledgements_counted() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM manual_refresh_reading_states(ARRAY(SELECT DISTINCT user_id FROM new_acknowledgements),
    ARRAY(SELECT DISTINCT node_id FROM new_acknowledgements));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER manual_acknowledgements_inserted AFTER INSERT ON "manual_acknowledgements"
  REFERENCING NEW TABLE AS new_acknowledgements FOR EACH STATEMENT EXECUTE FUNCTION public.manual_acknowledgements_counted();--> statement-breakpoint
-- Accounts: a new one, or one whose type or company changes, has its readings computed again.
CREATE FUNCTION public.manual_users_inserted() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM manual_refresh_reading_states(ARRAY(SELECT id FROM new_users), NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_reading_inserted AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION public.manual_users_inserted();--> statement-breakpoint
CREATE FUNCTION public.manual_row_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM manual_refresh_reading_states(ARRAY[NEW.id], NULL);
  ELSIF TG_TABLE_NAME = 'manual_nodes' THEN
    PERFORM manual_refresh_reading_states(NULL, ARRAY[NEW.id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM manual_refresh_reading_states(NULL, ARRAY[OLD.node_id]);
  ELSE
    PERFORM manual_refresh_reading_states(NULL, ARRAY[NEW.node_id]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_reading_changed AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.mt_type IS DISTINCT FROM NEW.mt_type OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION public.manual_row_changed();--> statement-breakpoint
CREATE TRIGGER manual_nodes_reading_changed AFTER UPDATE ON "manual_nodes" FOR EACH ROW
  WHEN (OLD.kind IS DISTINCT FROM NEW.kind OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.audience IS DISTINCT FROM NEW.audience)
  EXECUTE FUNCTION public.manual_row_changed();--> statement-breakpoint
-- Revisions count once published (or made obsolete): a draft's saves change nothing here.
CREATE TRIGGER manual_revisions_reading_inserted AFTER INSERT ON "manual_revisions" FOR EACH ROW
  WHEN (NEW.status IN ('published', 'obsolete'))
  EXECUTE FUNCTION public.manual_row_changed();--> statement-breakpoint
CREATE TRIGGER manual_revisions_reading_changed AFTER UPDATE ON "manual_revisions" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.significant IS DISTINCT FROM NEW.significant
    OR OLD.published_at IS DISTINCT FROM NEW.published_at OR OLD.number IS DISTINCT FROM NEW.number
    OR OLD.node_id IS DISTINCT FROM NEW.node_id)
  EXECUTE FUNCTION public.manual_row_changed();--> statement-breakpoint
CREATE TRIGGER manual_revisions_reading_deleted AFTER DELETE ON "manual_revisions" FOR EACH ROW
  WHEN (OLD.status IN ('published', 'obsolete'))
  EXECUTE FUNCTION public.manual_row_changed();--> statement-breakpoint
SELECT public.manual_refresh_reading_states(NULL, NULL);
