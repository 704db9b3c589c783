CREATE TABLE "fixture_package" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"version_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"progress" real,
	"error" text,
	"zip_sha256" text,
	"zip_size_bytes" integer,
	"file_name" text DEFAULT '' NOT NULL,
	"verdict" text,
	"failing_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"probes" integer,
	"requested_by_id" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fixture_package" ADD CONSTRAINT "fixture_package_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_package" ADD CONSTRAINT "fixture_package_version_id_test_config_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."test_config_version"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_package" ADD CONSTRAINT "fixture_package_requested_by_id_user_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fixture_package_version_uidx" ON "fixture_package" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "fixture_package_zip_sha256_idx" ON "fixture_package" USING btree ("zip_sha256");