CREATE TABLE "delivery_order" (
	"id" text PRIMARY KEY NOT NULL,
	"number" serial NOT NULL,
	"company_id" text NOT NULL,
	"solution_id" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"on_hold" boolean DEFAULT false NOT NULL,
	"hold_reason" text DEFAULT '' NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_number" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_order_status_check" CHECK ("delivery_order"."status" in ('submitted','confirmed','in_production','shipped','delivered','cancelled'))
);
--> statement-breakpoint
CREATE TABLE "delivery_order_event" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"seq" serial NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"on_hold" boolean NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_number" text DEFAULT '' NOT NULL,
	"actor_id" text,
	"actor_name" text DEFAULT '' NOT NULL,
	"actor_staff" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_solution" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"dut_id" text NOT NULL,
	"test_config_id" text NOT NULL,
	"version_number" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"selection" jsonb NOT NULL,
	"shipping_address_id" text,
	"billing_address_id" text,
	"design" jsonb NOT NULL,
	"snapshot" jsonb,
	"submitted_at" timestamp with time zone,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_solution_status_check" CHECK ("test_solution"."status" in ('draft','submitted')),
	CONSTRAINT "test_solution_snapshot_check" CHECK (("test_solution"."status" = 'draft') = ("test_solution"."snapshot" is null and "test_solution"."submitted_at" is null))
);
--> statement-breakpoint
ALTER TABLE "delivery_order" ADD CONSTRAINT "delivery_order_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_order" ADD CONSTRAINT "delivery_order_solution_id_test_solution_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."test_solution"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_order_event" ADD CONSTRAINT "delivery_order_event_order_id_delivery_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."delivery_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_solution" ADD CONSTRAINT "test_solution_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_solution" ADD CONSTRAINT "test_solution_dut_id_dut_id_fk" FOREIGN KEY ("dut_id") REFERENCES "public"."dut"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_solution" ADD CONSTRAINT "test_solution_test_config_id_test_config_id_fk" FOREIGN KEY ("test_config_id") REFERENCES "public"."test_config"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_solution" ADD CONSTRAINT "test_solution_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_order_solution_uidx" ON "delivery_order" USING btree ("solution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_order_number_uidx" ON "delivery_order" USING btree ("number");--> statement-breakpoint
CREATE INDEX "delivery_order_company_updated_idx" ON "delivery_order" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "delivery_order_status_idx" ON "delivery_order" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "delivery_order_event_order_idx" ON "delivery_order_event" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "test_solution_company_updated_idx" ON "test_solution" USING btree ("company_id","updated_at");--> statement-breakpoint
-- A submitted solution is the order's immutable snapshot (issue 16): once its status is 'submitted'
-- no UPDATE passes (a draft may change, and become submitted once). The timeline is append-only.
CREATE FUNCTION "studio_refuse_submitted_solution_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'submitted' THEN
    RAISE EXCEPTION 'a submitted test_solution is immutable' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "test_solution_submitted_immutable" BEFORE UPDATE ON "test_solution"
  FOR EACH ROW EXECUTE FUNCTION "studio_refuse_submitted_solution_update"();
--> statement-breakpoint
CREATE FUNCTION "studio_refuse_order_event_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'delivery_order_event rows are immutable' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "delivery_order_event_immutable" BEFORE UPDATE ON "delivery_order_event"
  FOR EACH ROW EXECUTE FUNCTION "studio_refuse_order_event_update"();
