CREATE TABLE "test_measurement" (
	"run_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"company_id" text NOT NULL,
	"strategy_version_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"step_id" text NOT NULL,
	"step_title" text NOT NULL,
	"measurement_id" text NOT NULL,
	"label" text NOT NULL,
	"value" double precision,
	"observed" text,
	"unit" text DEFAULT '' NOT NULL,
	"low" double precision,
	"high" double precision,
	"passed" boolean NOT NULL,
	"contact" boolean DEFAULT false NOT NULL,
	"probes" jsonb NOT NULL,
	CONSTRAINT "test_measurement_run_id_ordinal_pk" PRIMARY KEY("run_id","ordinal")
);
--> statement-breakpoint
CREATE TABLE "test_measurement_daily" (
	"company_id" text NOT NULL,
	"strategy_version_id" text NOT NULL,
	"day" date NOT NULL,
	"step_id" text NOT NULL,
	"measurement_id" text NOT NULL,
	"step_title" text NOT NULL,
	"label" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"low" double precision,
	"high" double precision,
	"count" integer NOT NULL,
	"failures" integer NOT NULL,
	"value_count" integer NOT NULL,
	"value_sum" double precision NOT NULL,
	"value_sum_squares" double precision NOT NULL,
	"value_min" double precision,
	"value_max" double precision,
	"probes" jsonb NOT NULL,
	CONSTRAINT "test_measurement_daily_strategy_version_id_day_step_id_measurement_id_pk" PRIMARY KEY("strategy_version_id","day","step_id","measurement_id")
);
--> statement-breakpoint
CREATE TABLE "test_run" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"station_id" text,
	"station_name" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"dut_id" text NOT NULL,
	"test_strategy_id" text NOT NULL,
	"strategy_version_id" text NOT NULL,
	"strategy_version_number" integer NOT NULL,
	"serial" text NOT NULL,
	"fixture_serial" text NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"passed" boolean NOT NULL,
	"step_count" integer NOT NULL,
	"measurement_count" integer NOT NULL,
	"failed_count" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_station" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"fixture_serial" text NOT NULL,
	"station_profile_id" text,
	"fixture_kit_part_id" text,
	"token_hash" text NOT NULL,
	"token_hint" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_measurement" ADD CONSTRAINT "test_measurement_run_id_test_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."test_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_measurement_daily" ADD CONSTRAINT "test_measurement_daily_strategy_version_id_test_strategy_version_id_fk" FOREIGN KEY ("strategy_version_id") REFERENCES "public"."test_strategy_version"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_run" ADD CONSTRAINT "test_run_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_run" ADD CONSTRAINT "test_run_station_id_test_station_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."test_station"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_run" ADD CONSTRAINT "test_run_dut_id_dut_id_fk" FOREIGN KEY ("dut_id") REFERENCES "public"."dut"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_run" ADD CONSTRAINT "test_run_test_strategy_id_test_strategy_id_fk" FOREIGN KEY ("test_strategy_id") REFERENCES "public"."test_strategy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_run" ADD CONSTRAINT "test_run_strategy_version_id_test_strategy_version_id_fk" FOREIGN KEY ("strategy_version_id") REFERENCES "public"."test_strategy_version"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_station" ADD CONSTRAINT "test_station_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_station" ADD CONSTRAINT "test_station_fixture_kit_part_id_part_id_fk" FOREIGN KEY ("fixture_kit_part_id") REFERENCES "public"."part"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_measurement_version_key_idx" ON "test_measurement" USING btree ("strategy_version_id","step_id","measurement_id");--> statement-breakpoint
CREATE INDEX "test_measurement_company_started_idx" ON "test_measurement" USING btree ("company_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "test_run_idempotency_uidx" ON "test_run" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "test_run_version_started_idx" ON "test_run" USING btree ("strategy_version_id","started_at");--> statement-breakpoint
CREATE INDEX "test_run_dut_started_idx" ON "test_run" USING btree ("dut_id","started_at");--> statement-breakpoint
CREATE INDEX "test_run_serial_idx" ON "test_run" USING btree ("company_id","serial","started_at");--> statement-breakpoint
CREATE INDEX "test_run_fixture_idx" ON "test_run" USING btree ("company_id","fixture_serial");--> statement-breakpoint
CREATE INDEX "test_run_company_started_idx" ON "test_run" USING btree ("company_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "test_station_token_hash_uidx" ON "test_station" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "test_station_company_name_uidx" ON "test_station" USING btree ("company_id",lower("name"));