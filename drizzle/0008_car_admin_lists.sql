CREATE TABLE "car_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_fr" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "car_sources" ADD CONSTRAINT "car_sources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "car_sources_company_name" ON "car_sources" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "car_sources_company_name_fr" ON "car_sources" USING btree ("company_id",lower("name_fr"));