CREATE TABLE "step_model" (
	"file_id" text PRIMARY KEY NOT NULL,
	"dut_id" text NOT NULL,
	"company_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" real,
	"error" text,
	"entry" text,
	"solids_sha256" text,
	"solid_count" integer,
	"read_ms" integer,
	"matched" integer,
	"components" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "step_model" ADD CONSTRAINT "step_model_file_id_dut_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."dut_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_model" ADD CONSTRAINT "step_model_dut_id_dut_id_fk" FOREIGN KEY ("dut_id") REFERENCES "public"."dut"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_model" ADD CONSTRAINT "step_model_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "step_model_dut_idx" ON "step_model" USING btree ("dut_id");--> statement-breakpoint
CREATE INDEX "step_model_solids_sha256_idx" ON "step_model" USING btree ("solids_sha256");