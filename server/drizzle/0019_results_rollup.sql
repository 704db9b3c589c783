DROP INDEX "test_run_serial_idx";--> statement-breakpoint
-- Runs stored before this migration are already in test_measurement_daily (the upload added them):
-- they start rolled (a constant default: no table rewrite), new runs start not rolled (decision 0065).
ALTER TABLE "test_run" ADD COLUMN "rolled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "test_run" ALTER COLUMN "rolled" SET DEFAULT false;--> statement-breakpoint
CREATE INDEX "test_measurement_failed_idx" ON "test_measurement" USING btree ("run_id") WHERE not "test_measurement"."passed";--> statement-breakpoint
CREATE INDEX "test_run_failed_idx" ON "test_run" USING btree ("strategy_version_id","started_at") WHERE not "test_run"."passed";--> statement-breakpoint
CREATE INDEX "test_run_unrolled_idx" ON "test_run" USING btree ("strategy_version_id","started_at") WHERE not "test_run"."rolled";--> statement-breakpoint
CREATE INDEX "test_run_serial_idx" ON "test_run" USING btree ("company_id","serial","started_at","id");
