CREATE TABLE "fixture_cycles" (
	"company_id" text NOT NULL,
	"fixture_serial" text NOT NULL,
	"test_strategy_id" text NOT NULL,
	"cycles" integer NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fixture_cycles_company_id_fixture_serial_test_strategy_id_pk" PRIMARY KEY("company_id","fixture_serial","test_strategy_id")
);
--> statement-breakpoint
CREATE TABLE "fixture_wear_notice" (
	"company_id" text NOT NULL,
	"fixture_serial" text NOT NULL,
	"threshold_percent" integer NOT NULL,
	"cycles" integer NOT NULL,
	"rated_cycles" integer NOT NULL,
	"limited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixture_wear_notice_company_id_fixture_serial_threshold_percent_pk" PRIMARY KEY("company_id","fixture_serial","threshold_percent")
);
--> statement-breakpoint
ALTER TABLE "fixture_cycles" ADD CONSTRAINT "fixture_cycles_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_wear_notice" ADD CONSTRAINT "fixture_wear_notice_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Runs stored before the counter: each fixture's cycles per strategy so far.
INSERT INTO "fixture_cycles" ("company_id", "fixture_serial", "test_strategy_id", "cycles", "last_run_at")
SELECT "company_id", "fixture_serial", "test_strategy_id", count(*)::int, max("started_at")
FROM "test_run" GROUP BY "company_id", "fixture_serial", "test_strategy_id";--> statement-breakpoint
-- Seeded generic probes get their class's rated cycles (seed-catalog-data.ts PROBE_RATED_CYCLES) unless
-- staff already gave them one; other probes stay unrated until staff enter the maker's figure.
UPDATE "part" SET "specs" = "specs" || jsonb_build_object('ratedCycles',
  CASE "specs"->>'pitchClass' WHEN 'P100' THEN 1000000 WHEN 'P75' THEN 1000000 WHEN 'P50' THEN 500000 ELSE 250000 END)
WHERE "kind" = 'probe' AND "manufacturer" = 'Generic (typical values)' AND "part_number" LIKE 'SP-%'
  AND "specs"->>'pitchClass' IN ('P100', 'P75', 'P50', 'P39')
  AND ("specs"->'ratedCycles' IS NULL OR "specs"->'ratedCycles' = 'null'::jsonb);
