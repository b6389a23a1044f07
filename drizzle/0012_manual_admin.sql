CREATE TABLE "manual_audit_trail" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"username" text,
	"impersonator_id" integer,
	"impersonator" text,
	"call" text NOT NULL,
	"method" text NOT NULL,
	"resource" text NOT NULL,
	"record_id" text,
	"action" text NOT NULL,
	"old_values" jsonb,
	"new_values" jsonb,
	"ip" text,
	"user_agent" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_category_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_fr" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_group_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"node_id" integer,
	"category_id" integer,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_tag_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_fr" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_groups" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "manual_assignments" ADD COLUMN "rule_id" integer;--> statement-breakpoint
ALTER TABLE "manual_category_exceptions" ADD CONSTRAINT "manual_category_exceptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_category_exceptions" ADD CONSTRAINT "manual_category_exceptions_category_id_manual_process_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."manual_process_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_category_exceptions" ADD CONSTRAINT "manual_category_exceptions_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_group_readings" ADD CONSTRAINT "manual_group_readings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_group_readings" ADD CONSTRAINT "manual_group_readings_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_group_readings" ADD CONSTRAINT "manual_group_readings_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_group_readings" ADD CONSTRAINT "manual_group_readings_category_id_manual_process_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."manual_process_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_properties" ADD CONSTRAINT "manual_properties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_tag_exceptions" ADD CONSTRAINT "manual_tag_exceptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_tag_exceptions" ADD CONSTRAINT "manual_tag_exceptions_tag_id_manual_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."manual_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_tag_exceptions" ADD CONSTRAINT "manual_tag_exceptions_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_audit_trail_company_at" ON "manual_audit_trail" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "manual_audit_trail_record" ON "manual_audit_trail" USING btree ("company_id","resource","record_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_category_exceptions_pair" ON "manual_category_exceptions" USING btree ("category_id","node_id");--> statement-breakpoint
CREATE INDEX "manual_group_readings_group" ON "manual_group_readings" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_properties_company_name" ON "manual_properties" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "manual_tag_exceptions_pair" ON "manual_tag_exceptions" USING btree ("tag_id","node_id");--> statement-breakpoint
ALTER TABLE "manual_assignments" ADD CONSTRAINT "manual_assignments_rule_id_manual_group_readings_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."manual_group_readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The audit trail is a record: a row is inserted once and never changed or removed afterwards.
CREATE FUNCTION public.manual_audit_trail_unchanged() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION 'manual_audit_trail rows are never changed or removed' USING ERRCODE = '2F004';
END
$$;--> statement-breakpoint
CREATE TRIGGER manual_audit_trail_no_change BEFORE UPDATE OR DELETE ON "manual_audit_trail"
  FOR EACH ROW EXECUTE FUNCTION public.manual_audit_trail_unchanged();--> statement-breakpoint
CREATE TRIGGER manual_audit_trail_no_truncate BEFORE TRUNCATE ON "manual_audit_trail"
  FOR EACH STATEMENT EXECUTE FUNCTION public.manual_audit_trail_unchanged();
