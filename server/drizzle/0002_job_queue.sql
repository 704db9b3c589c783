DROP INDEX "job_claim_idx";--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "queue" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
CREATE INDEX "job_queue_claim_idx" ON "job" USING btree ("queue","status","run_at");