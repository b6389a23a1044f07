CREATE TABLE "manual_delegations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"approver_id" integer NOT NULL,
	"delegate_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_review_reminders" (
	"node_id" integer NOT NULL,
	"review_date" date NOT NULL,
	"kind" text NOT NULL,
	"email_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manual_review_reminders_node_id_review_date_kind_pk" PRIMARY KEY("node_id","review_date","kind")
);
--> statement-breakpoint
CREATE TABLE "manual_staging_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"staging_id" integer,
	"lang" text,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"step" integer,
	"user_id" integer,
	"on_behalf_of" integer,
	"comment" text,
	"revision_number" integer,
	"revision_id" integer,
	"email_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_stagings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"lang" text NOT NULL,
	"kind" text DEFAULT 'revision' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"summary" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"base_revision_id" integer,
	"chain_id" integer,
	"step" integer,
	"revision_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_workflow_chain_users" (
	"chain_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "manual_workflow_chain_users_chain_id_position_pk" PRIMARY KEY("chain_id","position")
);
--> statement-breakpoint
CREATE TABLE "manual_workflow_chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_fr" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manual_nodes" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "manual_nodes" ADD COLUMN "review_interval_months" integer;--> statement-breakpoint
ALTER TABLE "manual_nodes" ADD COLUMN "workflow_chain_id" integer;--> statement-breakpoint
ALTER TABLE "manual_process_categories" ADD COLUMN "workflow_chain_id" integer;--> statement-breakpoint
ALTER TABLE "manual_delegations" ADD CONSTRAINT "manual_delegations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_delegations" ADD CONSTRAINT "manual_delegations_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_delegations" ADD CONSTRAINT "manual_delegations_delegate_id_users_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_delegations" ADD CONSTRAINT "manual_delegations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_review_reminders" ADD CONSTRAINT "manual_review_reminders_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_review_reminders" ADD CONSTRAINT "manual_review_reminders_email_id_email_history_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_staging_history" ADD CONSTRAINT "manual_staging_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_staging_history" ADD CONSTRAINT "manual_staging_history_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_staging_history" ADD CONSTRAINT "manual_staging_history_staging_id_manual_stagings_id_fk" FOREIGN KEY ("staging_id") REFERENCES "public"."manual_stagings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_staging_history" ADD CONSTRAINT "manual_staging_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_staging_history" ADD CONSTRAINT "manual_staging_history_on_behalf_of_users_id_fk" FOREIGN KEY ("on_behalf_of") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_staging_history" ADD CONSTRAINT "manual_staging_history_revision_id_manual_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."manual_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_staging_history" ADD CONSTRAINT "manual_staging_history_email_id_email_history_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_stagings" ADD CONSTRAINT "manual_stagings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_stagings" ADD CONSTRAINT "manual_stagings_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_stagings" ADD CONSTRAINT "manual_stagings_base_revision_id_manual_revisions_id_fk" FOREIGN KEY ("base_revision_id") REFERENCES "public"."manual_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_stagings" ADD CONSTRAINT "manual_stagings_chain_id_manual_workflow_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."manual_workflow_chains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_stagings" ADD CONSTRAINT "manual_stagings_revision_id_manual_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."manual_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_stagings" ADD CONSTRAINT "manual_stagings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_stagings" ADD CONSTRAINT "manual_stagings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_workflow_chain_users" ADD CONSTRAINT "manual_workflow_chain_users_chain_id_manual_workflow_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."manual_workflow_chains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_workflow_chain_users" ADD CONSTRAINT "manual_workflow_chain_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_workflow_chains" ADD CONSTRAINT "manual_workflow_chains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_delegations_approver" ON "manual_delegations" USING btree ("approver_id","starts_on");--> statement-breakpoint
CREATE INDEX "manual_delegations_delegate" ON "manual_delegations" USING btree ("delegate_id","starts_on");--> statement-breakpoint
CREATE INDEX "manual_staging_history_node" ON "manual_staging_history" USING btree ("node_id","created_at");--> statement-breakpoint
CREATE INDEX "manual_staging_history_staging" ON "manual_staging_history" USING btree ("staging_id","step");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_stagings_open" ON "manual_stagings" USING btree ("node_id","lang","kind") WHERE status in ('draft', 'review', 'rejected', 'publish_ready');--> statement-breakpoint
CREATE INDEX "manual_stagings_status" ON "manual_stagings" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_workflow_chain_users_user" ON "manual_workflow_chain_users" USING btree ("chain_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_workflow_chains_company_name" ON "manual_workflow_chains" USING btree ("company_id","name");--> statement-breakpoint
ALTER TABLE "manual_nodes" ADD CONSTRAINT "manual_nodes_workflow_chain_id_manual_workflow_chains_id_fk" FOREIGN KEY ("workflow_chain_id") REFERENCES "public"."manual_workflow_chains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_process_categories" ADD CONSTRAINT "manual_process_categories_workflow_chain_id_manual_workflow_chains_id_fk" FOREIGN KEY ("workflow_chain_id") REFERENCES "public"."manual_workflow_chains"("id") ON DELETE set null ON UPDATE no action;