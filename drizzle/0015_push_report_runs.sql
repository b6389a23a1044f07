CREATE TABLE "push_report_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"trigger" text DEFAULT 'schedule' NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"output_type" text NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"rows" integer,
	"attachment_id" uuid,
	"file_name" text,
	"file_size" integer,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email_id" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_reports" ADD COLUMN "name" text;--> statement-breakpoint
UPDATE "push_reports" SET "name" = "title" || CASE WHEN "id" = (SELECT min("r"."id") FROM "push_reports" "r" WHERE "r"."user_id" = "push_reports"."user_id" AND lower("r"."title") = lower("push_reports"."title")) THEN '' ELSE ' (' || "id" || ')' END;--> statement-breakpoint
ALTER TABLE "push_reports" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "push_reports" ADD COLUMN "columns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "push_reports" ADD COLUMN "frequency" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "push_reports" ADD COLUMN "weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "push_reports" ADD COLUMN "month_day" integer;--> statement-breakpoint
ALTER TABLE "push_reports" ADD COLUMN "delivery_time" text DEFAULT '07:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "push_reports" ADD COLUMN "recipients" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "push_reports" ADD COLUMN "access" text DEFAULT 'personal' NOT NULL;--> statement-breakpoint
ALTER TABLE "push_reports" ADD COLUMN "only_with_rows" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "push_reports" ADD COLUMN "state" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "push_reports" ADD COLUMN "next_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_reports" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "push_report_runs" ADD CONSTRAINT "push_report_runs_report_id_push_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."push_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_report_runs" ADD CONSTRAINT "push_report_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_report_runs" ADD CONSTRAINT "push_report_runs_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_report_runs" ADD CONSTRAINT "push_report_runs_email_id_email_history_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_report_runs_report" ON "push_report_runs" USING btree ("report_id","scheduled_for");--> statement-breakpoint
CREATE UNIQUE INDEX "push_report_runs_once" ON "push_report_runs" USING btree ("report_id","scheduled_for") WHERE "push_report_runs"."trigger" = 'schedule';--> statement-breakpoint
CREATE INDEX "push_report_runs_retention" ON "push_report_runs" USING btree ("finished_at") WHERE "push_report_runs"."attachment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "push_reports_user_name" ON "push_reports" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "push_reports_due" ON "push_reports" USING btree ("next_run_at") WHERE "push_reports"."state" = 'active';--> statement-breakpoint
CREATE INDEX "push_reports_company" ON "push_reports" USING btree ("company_id");