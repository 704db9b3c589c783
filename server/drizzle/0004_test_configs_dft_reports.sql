CREATE TABLE "company_dft_thresholds" (
	"company_id" text PRIMARY KEY NOT NULL,
	"thresholds" jsonb NOT NULL,
	"updated_by_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dft_report" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"dut_id" text NOT NULL,
	"test_config_id" text,
	"version_id" text,
	"test_config_name" text NOT NULL,
	"version_number" integer NOT NULL,
	"title" text,
	"status" text NOT NULL,
	"engine_version" text NOT NULL,
	"thresholds" jsonb NOT NULL,
	"thresholds_source" text NOT NULL,
	"board_sha256" text NOT NULL,
	"config" jsonb NOT NULL,
	"analysis" jsonb NOT NULL,
	"coverage_percent" real NOT NULL,
	"counts" jsonb NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_config" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"dut_id" text NOT NULL,
	"name" text NOT NULL,
	"latest_version" integer DEFAULT 0 NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_config_version" (
	"id" text PRIMARY KEY NOT NULL,
	"test_config_id" text NOT NULL,
	"company_id" text NOT NULL,
	"dut_id" text NOT NULL,
	"number" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"config" jsonb NOT NULL,
	"board_sha256" text NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_dft_thresholds" ADD CONSTRAINT "company_dft_thresholds_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_dft_thresholds" ADD CONSTRAINT "company_dft_thresholds_updated_by_id_user_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dft_report" ADD CONSTRAINT "dft_report_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dft_report" ADD CONSTRAINT "dft_report_dut_id_dut_id_fk" FOREIGN KEY ("dut_id") REFERENCES "public"."dut"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dft_report" ADD CONSTRAINT "dft_report_test_config_id_test_config_id_fk" FOREIGN KEY ("test_config_id") REFERENCES "public"."test_config"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dft_report" ADD CONSTRAINT "dft_report_version_id_test_config_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."test_config_version"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dft_report" ADD CONSTRAINT "dft_report_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_config" ADD CONSTRAINT "test_config_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_config" ADD CONSTRAINT "test_config_dut_id_dut_id_fk" FOREIGN KEY ("dut_id") REFERENCES "public"."dut"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_config" ADD CONSTRAINT "test_config_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_config_version" ADD CONSTRAINT "test_config_version_test_config_id_test_config_id_fk" FOREIGN KEY ("test_config_id") REFERENCES "public"."test_config"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_config_version" ADD CONSTRAINT "test_config_version_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_config_version" ADD CONSTRAINT "test_config_version_dut_id_dut_id_fk" FOREIGN KEY ("dut_id") REFERENCES "public"."dut"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_config_version" ADD CONSTRAINT "test_config_version_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dft_report_company_created_idx" ON "dft_report" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "dft_report_dut_created_idx" ON "dft_report" USING btree ("dut_id","created_at");--> statement-breakpoint
CREATE INDEX "dft_report_version_created_idx" ON "dft_report" USING btree ("version_id","created_at");--> statement-breakpoint
CREATE INDEX "dft_report_board_sha256_idx" ON "dft_report" USING btree ("board_sha256");--> statement-breakpoint
CREATE INDEX "test_config_dut_updated_idx" ON "test_config" USING btree ("dut_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "test_config_version_number_uidx" ON "test_config_version" USING btree ("test_config_id","number");--> statement-breakpoint
CREATE INDEX "test_config_version_board_sha256_idx" ON "test_config_version" USING btree ("board_sha256");--> statement-breakpoint
-- Versions and reports are immutable (issue #5): no UPDATE of a version; a report may only lose its
-- references to a deleted test config / version (the foreign keys' ON DELETE SET NULL).
CREATE FUNCTION "studio_refuse_version_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'test_config_version rows are immutable' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "test_config_version_immutable" BEFORE UPDATE ON "test_config_version"
  FOR EACH ROW EXECUTE FUNCTION "studio_refuse_version_update"();
--> statement-breakpoint
CREATE FUNCTION "studio_refuse_report_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'test_config_id' - 'version_id') IS DISTINCT FROM (to_jsonb(OLD) - 'test_config_id' - 'version_id')
     OR (NEW.test_config_id IS NOT NULL AND NEW.test_config_id IS DISTINCT FROM OLD.test_config_id)
     OR (NEW.version_id IS NOT NULL AND NEW.version_id IS DISTINCT FROM OLD.version_id) THEN
    RAISE EXCEPTION 'dft_report rows are immutable' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "dft_report_immutable" BEFORE UPDATE ON "dft_report"
  FOR EACH ROW EXECUTE FUNCTION "studio_refuse_report_update"();
