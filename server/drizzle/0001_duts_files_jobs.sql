CREATE TABLE "dut" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"part_number" text DEFAULT '' NOT NULL,
	"revision" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'empty' NOT NULL,
	"board" jsonb,
	"board_sha256" text,
	"board_size_bytes" bigint,
	"import_generation" integer DEFAULT 0 NOT NULL,
	"imported_at" timestamp with time zone,
	"previous_revision_id" text,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dut_file" (
	"id" text PRIMARY KEY NOT NULL,
	"dut_id" text NOT NULL,
	"name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'stored' NOT NULL,
	"progress" real,
	"diagnostics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploaded_by_id" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text,
	"company_id" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"progress" real DEFAULT 0 NOT NULL,
	"error" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dut" ADD CONSTRAINT "dut_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dut" ADD CONSTRAINT "dut_previous_revision_id_dut_id_fk" FOREIGN KEY ("previous_revision_id") REFERENCES "public"."dut"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dut" ADD CONSTRAINT "dut_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dut_file" ADD CONSTRAINT "dut_file_dut_id_dut_id_fk" FOREIGN KEY ("dut_id") REFERENCES "public"."dut"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dut_file" ADD CONSTRAINT "dut_file_uploaded_by_id_user_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dut_company_updated_idx" ON "dut" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "dut_company_name_idx" ON "dut" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "dut_board_sha256_idx" ON "dut" USING btree ("board_sha256");--> statement-breakpoint
CREATE INDEX "dut_file_dut_name_idx" ON "dut_file" USING btree ("dut_id","name");--> statement-breakpoint
CREATE INDEX "dut_file_sha256_idx" ON "dut_file" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "job_claim_idx" ON "job" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "job_subject_idx" ON "job" USING btree ("subject_id","created_at");