ALTER TABLE "email_history" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_history" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_history" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
-- Messages sent or refused before the queue had one attempt each, made when they were written.
UPDATE "email_history" SET "attempts" = 1, "last_attempt_at" = "sent_at" WHERE "delivery" IN ('sent', 'failed');