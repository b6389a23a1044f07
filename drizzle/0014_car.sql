CREATE TABLE "car_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"action" text,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_fr" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_effectiveness_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"checker_id" integer NOT NULL,
	"days" integer NOT NULL,
	"due_date" date NOT NULL,
	"rating" text,
	"notes" text,
	"checked_at" timestamp with time zone,
	"reminder_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"category" text NOT NULL,
	"attachment_id" uuid NOT NULL,
	CONSTRAINT "car_files_attachment_id_unique" UNIQUE("attachment_id")
);
--> statement-breakpoint
CREATE TABLE "car_number_sequences" (
	"company_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "car_number_sequences_company_id_year_pk" PRIMARY KEY("company_id","year")
);
--> statement-breakpoint
CREATE TABLE "car_problem_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_fr" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_root_causes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_fr" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer NOT NULL,
	"comment" text,
	"email_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_terminals" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_fr" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"car_number" text NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"problem_type_id" integer,
	"root_cause_id" integer,
	"source_id" integer,
	"department_id" integer,
	"terminal_id" integer,
	"requested_date" date NOT NULL,
	"due_date" date NOT NULL,
	"requester_id" integer NOT NULL,
	"assignee_id" integer,
	"approver_1_id" integer,
	"approver_1_department_id" integer,
	"approver_1_title" text,
	"approver_1_date" timestamp with time zone,
	"approver_2_id" integer,
	"approver_2_department_id" integer,
	"approver_2_title" text,
	"approver_2_date" timestamp with time zone,
	"whys" text[] DEFAULT '{}'::text[] NOT NULL,
	"root_cause_text" text,
	"containment_action" text,
	"corrective_action" text,
	"preventive_action" text,
	"probill" text,
	"document_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"due_reminder_at" timestamp with time zone,
	"overdue_reminder_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "car_comments" ADD CONSTRAINT "car_comments_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_comments" ADD CONSTRAINT "car_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_departments" ADD CONSTRAINT "car_departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_effectiveness_checks" ADD CONSTRAINT "car_effectiveness_checks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_effectiveness_checks" ADD CONSTRAINT "car_effectiveness_checks_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_effectiveness_checks" ADD CONSTRAINT "car_effectiveness_checks_checker_id_users_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_files" ADD CONSTRAINT "car_files_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_files" ADD CONSTRAINT "car_files_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_number_sequences" ADD CONSTRAINT "car_number_sequences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_problem_types" ADD CONSTRAINT "car_problem_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_root_causes" ADD CONSTRAINT "car_root_causes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_status_history" ADD CONSTRAINT "car_status_history_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_status_history" ADD CONSTRAINT "car_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_status_history" ADD CONSTRAINT "car_status_history_email_id_email_history_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_terminals" ADD CONSTRAINT "car_terminals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_problem_type_id_car_problem_types_id_fk" FOREIGN KEY ("problem_type_id") REFERENCES "public"."car_problem_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_root_cause_id_car_root_causes_id_fk" FOREIGN KEY ("root_cause_id") REFERENCES "public"."car_root_causes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_source_id_car_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."car_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_department_id_car_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."car_departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_terminal_id_car_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."car_terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_approver_1_id_users_id_fk" FOREIGN KEY ("approver_1_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_approver_1_department_id_car_departments_id_fk" FOREIGN KEY ("approver_1_department_id") REFERENCES "public"."car_departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_approver_2_id_users_id_fk" FOREIGN KEY ("approver_2_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_approver_2_department_id_car_departments_id_fk" FOREIGN KEY ("approver_2_department_id") REFERENCES "public"."car_departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_document_id_manual_nodes_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."manual_nodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_comments_car" ON "car_comments" USING btree ("car_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "car_departments_company_name" ON "car_departments" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "car_departments_company_name_fr" ON "car_departments" USING btree ("company_id",lower("name_fr"));--> statement-breakpoint
CREATE INDEX "car_effectiveness_company_due" ON "car_effectiveness_checks" USING btree ("company_id","due_date","id");--> statement-breakpoint
CREATE INDEX "car_effectiveness_car" ON "car_effectiveness_checks" USING btree ("car_id","id");--> statement-breakpoint
CREATE INDEX "car_effectiveness_checker" ON "car_effectiveness_checks" USING btree ("checker_id");--> statement-breakpoint
CREATE INDEX "car_files_car" ON "car_files" USING btree ("car_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "car_problem_types_company_name" ON "car_problem_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "car_problem_types_company_name_fr" ON "car_problem_types" USING btree ("company_id",lower("name_fr"));--> statement-breakpoint
CREATE UNIQUE INDEX "car_root_causes_company_name" ON "car_root_causes" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "car_root_causes_company_name_fr" ON "car_root_causes" USING btree ("company_id",lower("name_fr"));--> statement-breakpoint
CREATE INDEX "car_status_history_car" ON "car_status_history" USING btree ("car_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "car_terminals_company_name" ON "car_terminals" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "car_terminals_company_name_fr" ON "car_terminals" USING btree ("company_id",lower("name_fr"));--> statement-breakpoint
CREATE UNIQUE INDEX "cars_company_number" ON "cars" USING btree ("company_id","car_number");--> statement-breakpoint
CREATE INDEX "cars_company_status_due" ON "cars" USING btree ("company_id","status","due_date","id");--> statement-breakpoint
CREATE INDEX "cars_company_terminal_status_due" ON "cars" USING btree ("company_id","terminal_id","status","due_date","id");--> statement-breakpoint
CREATE INDEX "cars_company_due" ON "cars" USING btree ("company_id","due_date","id");--> statement-breakpoint
CREATE INDEX "cars_company_requested" ON "cars" USING btree ("company_id","requested_date");--> statement-breakpoint
CREATE INDEX "cars_title_lower_trgm" ON "cars" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cars_number_lower_trgm" ON "cars" USING gin (lower("car_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cars_requester" ON "cars" USING btree ("requester_id");--> statement-breakpoint
CREATE INDEX "cars_assignee" ON "cars" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "cars_approver_1" ON "cars" USING btree ("approver_1_id");--> statement-breakpoint
CREATE INDEX "cars_approver_2" ON "cars" USING btree ("approver_2_id");