-- Decision 0077: a report's analysis is kept in file storage as gzip of its JSON text, written by the
-- DFT worker, and the row names it (analysis_sha256); the rows written before keep their jsonb
-- analysis, which the readers still take. The two small parts that SQL read out of the analysis (the
-- rule list, the probe classes of fixture wear) get their own columns, filled here for the existing
-- rows (the immutability trigger is switched off for that one update only).
ALTER TABLE "dft_report" ALTER COLUMN "analysis" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dft_report" ADD COLUMN "analysis_sha256" text;--> statement-breakpoint
ALTER TABLE "dft_report" ADD COLUMN "rules" jsonb;--> statement-breakpoint
ALTER TABLE "dft_report" ADD COLUMN "probe_classes" jsonb;--> statement-breakpoint
ALTER TABLE "dft_report" DISABLE TRIGGER "dft_report_immutable";--> statement-breakpoint
UPDATE "dft_report" SET
  "rules" = coalesce((
    SELECT jsonb_agg(jsonb_build_object('id', r->'id', 'title', r->'title', 'status', r->'status') ORDER BY n)
    FROM jsonb_array_elements("analysis"->'rules') WITH ORDINALITY AS x(r, n)
  ), '[]'::jsonb),
  "probe_classes" = coalesce((
    SELECT jsonb_agg(DISTINCT tp->>'probeClass' ORDER BY tp->>'probeClass')
    FROM jsonb_array_elements("analysis"->'testPoints') AS tp
    WHERE tp->>'probeClass' IS NOT NULL AND coalesce((tp->>'drillOnly')::boolean, false) = false
  ), '[]'::jsonb)
WHERE "analysis" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "dft_report" ENABLE TRIGGER "dft_report_immutable";--> statement-breakpoint
ALTER TABLE "dft_report" ALTER COLUMN "rules" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "dft_report" ALTER COLUMN "probe_classes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "dft_report" ADD CONSTRAINT "dft_report_analysis_kept" CHECK ("dft_report"."analysis" is not null or "dft_report"."analysis_sha256" is not null);
