CREATE TABLE "push_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"api_url" text NOT NULL,
	"cmid" text,
	"group_code" text,
	"title" text NOT NULL,
	"output_type" text DEFAULT 'PDF' NOT NULL,
	"query_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"probill" text NOT NULL,
	"cust" text NOT NULL,
	"shipper" text NOT NULL,
	"consignee" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"origin_postal" text NOT NULL,
	"dest_postal" text NOT NULL,
	"pickup_date" date NOT NULL,
	"delivery_date" date,
	"pieces" integer NOT NULL,
	"weight" numeric(9, 1) NOT NULL,
	"status" text NOT NULL,
	"ref1" text,
	"ref2" text,
	"ref3" text,
	"ref4" text,
	"trace_link" text NOT NULL,
	"appointment" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_probill_unique" UNIQUE("probill")
);
--> statement-breakpoint
ALTER TABLE "submenus" ADD COLUMN "cmtitle_fr" text;--> statement-breakpoint
ALTER TABLE "push_reports" ADD CONSTRAINT "push_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_reports" ADD CONSTRAINT "push_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_reports_user_api" ON "push_reports" USING btree ("user_id","api_url");--> statement-breakpoint
CREATE INDEX "shipments_probill_trgm" ON "shipments" USING gin ("probill" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_shipper_trgm" ON "shipments" USING gin ("shipper" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_consignee_trgm" ON "shipments" USING gin ("consignee" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_ref1_trgm" ON "shipments" USING gin ("ref1" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_ref2_trgm" ON "shipments" USING gin ("ref2" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_ref3_trgm" ON "shipments" USING gin ("ref3" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_ref4_trgm" ON "shipments" USING gin ("ref4" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_company_pickup" ON "shipments" USING btree ("company_id","pickup_date","id");--> statement-breakpoint
CREATE INDEX "shipments_company_cust_pickup" ON "shipments" USING btree ("company_id","cust","pickup_date","id");--> statement-breakpoint
CREATE INDEX "shipments_delivery" ON "shipments" USING btree ("company_id","delivery_date");--> statement-breakpoint
CREATE INDEX "shipments_status" ON "shipments" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "shipments_weight" ON "shipments" USING btree ("company_id","weight");