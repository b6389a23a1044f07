CREATE TABLE "manual_acknowledgements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"revision_id" integer NOT NULL,
	"lang" text NOT NULL,
	"revision_number" integer NOT NULL,
	"content_hash" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"group_id" integer,
	"due_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_bookmarks" (
	"user_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manual_bookmarks_user_id_node_id_pk" PRIMARY KEY("user_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "manual_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"revision_id" integer,
	"user_id" integer,
	"lang" text NOT NULL,
	"comment" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"email_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_files" (
	"attachment_id" uuid PRIMARY KEY NOT NULL,
	"node_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_fr" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_node_tags" (
	"node_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "manual_node_tags_node_id_tag_id_pk" PRIMARY KEY("node_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "manual_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"number" text,
	"title" text NOT NULL,
	"title_fr" text,
	"position" integer DEFAULT 0 NOT NULL,
	"audience" text DEFAULT 'staff' NOT NULL,
	"owner_id" integer,
	"process_category_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "manual_process_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_fr" text,
	"description" text,
	"description_fr" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"node_id" integer NOT NULL,
	"lang" text NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"significant" boolean DEFAULT true NOT NULL,
	"effective_date" date,
	"title" text NOT NULL,
	"summary" text,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"content_hash" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (manual_search_vector(lang, title, keywords, body_text)) STORED,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" integer
);
--> statement-breakpoint
CREATE TABLE "manual_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"text_size" integer DEFAULT 16 NOT NULL,
	"lang" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_fr" text
);
--> statement-breakpoint
ALTER TABLE "manual_acknowledgements" ADD CONSTRAINT "manual_acknowledgements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_acknowledgements" ADD CONSTRAINT "manual_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_acknowledgements" ADD CONSTRAINT "manual_acknowledgements_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_acknowledgements" ADD CONSTRAINT "manual_acknowledgements_revision_id_manual_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."manual_revisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_assignments" ADD CONSTRAINT "manual_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_assignments" ADD CONSTRAINT "manual_assignments_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_assignments" ADD CONSTRAINT "manual_assignments_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_assignments" ADD CONSTRAINT "manual_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_bookmarks" ADD CONSTRAINT "manual_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_bookmarks" ADD CONSTRAINT "manual_bookmarks_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_change_requests" ADD CONSTRAINT "manual_change_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_change_requests" ADD CONSTRAINT "manual_change_requests_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_change_requests" ADD CONSTRAINT "manual_change_requests_revision_id_manual_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."manual_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_change_requests" ADD CONSTRAINT "manual_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_change_requests" ADD CONSTRAINT "manual_change_requests_email_id_email_history_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_files" ADD CONSTRAINT "manual_files_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_files" ADD CONSTRAINT "manual_files_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_node_tags" ADD CONSTRAINT "manual_node_tags_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_node_tags" ADD CONSTRAINT "manual_node_tags_tag_id_manual_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."manual_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_nodes" ADD CONSTRAINT "manual_nodes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_nodes" ADD CONSTRAINT "manual_nodes_parent_id_manual_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."manual_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_nodes" ADD CONSTRAINT "manual_nodes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_nodes" ADD CONSTRAINT "manual_nodes_process_category_id_manual_process_categories_id_fk" FOREIGN KEY ("process_category_id") REFERENCES "public"."manual_process_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_nodes" ADD CONSTRAINT "manual_nodes_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_process_categories" ADD CONSTRAINT "manual_process_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_revisions" ADD CONSTRAINT "manual_revisions_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_revisions" ADD CONSTRAINT "manual_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_revisions" ADD CONSTRAINT "manual_revisions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_settings" ADD CONSTRAINT "manual_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_tags" ADD CONSTRAINT "manual_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manual_acknowledgements_user_revision" ON "manual_acknowledgements" USING btree ("user_id","revision_id");--> statement-breakpoint
CREATE INDEX "manual_acknowledgements_user_node" ON "manual_acknowledgements" USING btree ("user_id","node_id","revision_number");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_assignments_node_group" ON "manual_assignments" USING btree ("node_id",coalesce("group_id", 0));--> statement-breakpoint
CREATE INDEX "manual_assignments_group" ON "manual_assignments" USING btree ("company_id","group_id");--> statement-breakpoint
CREATE INDEX "manual_change_requests_node" ON "manual_change_requests" USING btree ("node_id","created_at");--> statement-breakpoint
CREATE INDEX "manual_change_requests_user" ON "manual_change_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "manual_files_node" ON "manual_files" USING btree ("node_id","position");--> statement-breakpoint
CREATE INDEX "manual_node_tags_tag" ON "manual_node_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_nodes_company_code" ON "manual_nodes" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "manual_nodes_parent" ON "manual_nodes" USING btree ("company_id","parent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_process_categories_company_code" ON "manual_process_categories" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_revisions_node_lang_number" ON "manual_revisions" USING btree ("node_id","lang","number");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_revisions_published" ON "manual_revisions" USING btree ("node_id","lang") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "manual_revisions_status" ON "manual_revisions" USING btree ("status","lang","node_id");--> statement-breakpoint
CREATE INDEX "manual_revisions_search" ON "manual_revisions" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "manual_tags_company_code" ON "manual_tags" USING btree ("company_id","code");--> statement-breakpoint
-- Acknowledgements are a record: a row is inserted once and never changed or removed afterwards.
CREATE FUNCTION public.manual_acknowledgements_unchanged() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION 'manual_acknowledgements rows are never changed or removed' USING ERRCODE = '2F004';
END
$$;--> statement-breakpoint
CREATE TRIGGER manual_acknowledgements_no_change BEFORE UPDATE OR DELETE ON "manual_acknowledgements"
  FOR EACH ROW EXECUTE FUNCTION public.manual_acknowledgements_unchanged();--> statement-breakpoint
CREATE TRIGGER manual_acknowledgements_no_truncate BEFORE TRUNCATE ON "manual_acknowledgements"
  FOR EACH STATEMENT EXECUTE FUNCTION public.manual_acknowledgements_unchanged();
--> statement-breakpoint
-- A search reads every matching revision's vector: it stays in the row (moved out only past a page),
-- where reading it costs no lookup in the TOAST table, while the texts leave the row and keep it short.
ALTER TABLE "manual_revisions" ALTER COLUMN "search" SET STORAGE MAIN;
