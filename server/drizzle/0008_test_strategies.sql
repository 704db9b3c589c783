CREATE TABLE "test_strategy" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"dut_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"latest_version" integer DEFAULT 0 NOT NULL,
	"counts" jsonb,
	"source_test_config_name" text,
	"source_version_number" integer,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_strategy_version" (
	"id" text PRIMARY KEY NOT NULL,
	"test_strategy_id" text NOT NULL,
	"company_id" text NOT NULL,
	"dut_id" text NOT NULL,
	"number" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"document" jsonb NOT NULL,
	"board_sha256" text NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_strategy" ADD CONSTRAINT "test_strategy_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_strategy" ADD CONSTRAINT "test_strategy_dut_id_dut_id_fk" FOREIGN KEY ("dut_id") REFERENCES "public"."dut"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_strategy" ADD CONSTRAINT "test_strategy_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_strategy_version" ADD CONSTRAINT "test_strategy_version_test_strategy_id_test_strategy_id_fk" FOREIGN KEY ("test_strategy_id") REFERENCES "public"."test_strategy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_strategy_version" ADD CONSTRAINT "test_strategy_version_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_strategy_version" ADD CONSTRAINT "test_strategy_version_dut_id_dut_id_fk" FOREIGN KEY ("dut_id") REFERENCES "public"."dut"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_strategy_version" ADD CONSTRAINT "test_strategy_version_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_strategy_company_updated_idx" ON "test_strategy" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "test_strategy_dut_updated_idx" ON "test_strategy" USING btree ("dut_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "test_strategy_version_number_uidx" ON "test_strategy_version" USING btree ("test_strategy_id","number");--> statement-breakpoint
CREATE INDEX "test_strategy_version_board_sha256_idx" ON "test_strategy_version" USING btree ("board_sha256");--> statement-breakpoint
-- Strategy versions are immutable (issue #17): no UPDATE, except the foreign key's ON DELETE SET NULL
-- when the user who saved the version is deleted.
CREATE FUNCTION "studio_refuse_strategy_version_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'created_by_id') IS DISTINCT FROM (to_jsonb(OLD) - 'created_by_id')
     OR (NEW.created_by_id IS NOT NULL AND NEW.created_by_id IS DISTINCT FROM OLD.created_by_id) THEN
    RAISE EXCEPTION 'test_strategy_version rows are immutable' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "test_strategy_version_immutable" BEFORE UPDATE ON "test_strategy_version"
  FOR EACH ROW EXECUTE FUNCTION "studio_refuse_strategy_version_update"();
