CREATE TABLE "station_profile" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"connectors" jsonb NOT NULL,
	"channels" jsonb NOT NULL,
	"growth" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "station_profile" ADD CONSTRAINT "station_profile_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_profile_company_id_idx" ON "station_profile" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "station_profile_company_name_uidx" ON "station_profile" USING btree ("company_id","name");