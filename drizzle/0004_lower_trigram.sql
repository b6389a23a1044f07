DROP INDEX "shipments_probill_trgm";--> statement-breakpoint
DROP INDEX "shipments_shipper_trgm";--> statement-breakpoint
DROP INDEX "shipments_consignee_trgm";--> statement-breakpoint
DROP INDEX "shipments_ref1_trgm";--> statement-breakpoint
DROP INDEX "shipments_ref2_trgm";--> statement-breakpoint
DROP INDEX "shipments_ref3_trgm";--> statement-breakpoint
DROP INDEX "shipments_ref4_trgm";--> statement-breakpoint
DROP INDEX "shipments_status";--> statement-breakpoint
CREATE INDEX "shipments_probill_lower_trgm" ON "shipments" USING gin (lower("probill") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_cust_lower_trgm" ON "shipments" USING gin (lower("cust") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_shipper_lower_trgm" ON "shipments" USING gin (lower("shipper") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_consignee_lower_trgm" ON "shipments" USING gin (lower("consignee") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_origin_lower_trgm" ON "shipments" USING gin (lower("origin") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_destination_lower_trgm" ON "shipments" USING gin (lower("destination") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_ref1_lower_trgm" ON "shipments" USING gin (lower("ref1") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_ref2_lower_trgm" ON "shipments" USING gin (lower("ref2") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_ref3_lower_trgm" ON "shipments" USING gin (lower("ref3") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_ref4_lower_trgm" ON "shipments" USING gin (lower("ref4") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_status_pickup" ON "shipments" USING btree ("company_id","status","pickup_date","weight");