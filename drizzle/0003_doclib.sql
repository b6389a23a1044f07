CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"pages" integer,
	"status" text DEFAULT 'ready' NOT NULL,
	"uploaded_by" integer,
	"uploaded_by_name" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doclib_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"library_id" integer NOT NULL,
	"cust" text,
	"title" text NOT NULL,
	"reference" text,
	"description" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doclib_libraries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"cmid" text NOT NULL,
	"conn" text DEFAULT 'portal' NOT NULL,
	"doctype" text NOT NULL,
	"title" text NOT NULL,
	"title_fr" text,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doclib_metadata" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"tag" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"sender" text NOT NULL,
	"to" text[] NOT NULL,
	"cc" text[] DEFAULT '{}'::text[] NOT NULL,
	"bcc" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery" text NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_authorizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" uuid,
	"temp_session_id" uuid,
	"source" text NOT NULL,
	"authorized" boolean DEFAULT false NOT NULL,
	"authorized_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temp_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"secret_hash" text NOT NULL,
	"username" text NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doclib_entries" ADD CONSTRAINT "doclib_entries_library_id_doclib_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."doclib_libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doclib_libraries" ADD CONSTRAINT "doclib_libraries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doclib_metadata" ADD CONSTRAINT "doclib_metadata_entry_id_doclib_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."doclib_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_history" ADD CONSTRAINT "email_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_history" ADD CONSTRAINT "email_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_authorizations" ADD CONSTRAINT "sso_authorizations_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_authorizations" ADD CONSTRAINT "sso_authorizations_temp_session_id_temp_sessions_id_fk" FOREIGN KEY ("temp_session_id") REFERENCES "public"."temp_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_sessions" ADD CONSTRAINT "temp_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_owner" ON "attachments" USING btree ("owner_type","owner_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "doclib_entries_library" ON "doclib_entries" USING btree ("library_id","created_at","id");--> statement-breakpoint
CREATE INDEX "doclib_entries_cust" ON "doclib_entries" USING btree ("library_id","cust");--> statement-breakpoint
CREATE INDEX "doclib_entries_title_trgm" ON "doclib_entries" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "doclib_libraries_company_cmid" ON "doclib_libraries" USING btree ("company_id","cmid");--> statement-breakpoint
CREATE UNIQUE INDEX "doclib_metadata_entry_tag" ON "doclib_metadata" USING btree ("entry_id","tag");--> statement-breakpoint
CREATE INDEX "email_history_company" ON "email_history" USING btree ("company_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_authorizations_session" ON "sso_authorizations" USING btree ("session_id","source");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_authorizations_temp" ON "sso_authorizations" USING btree ("temp_session_id","source");