CREATE TABLE "delivery_order_shipment" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"number" integer NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"lines" jsonb NOT NULL,
	"complete" boolean NOT NULL,
	"actor_id" text,
	"actor_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counter" (
	"series" text PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"solution_id" text,
	"number" integer NOT NULL,
	"revision" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"document" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_by_id" text
);
--> statement-breakpoint
ALTER TABLE "delivery_order" ADD COLUMN "po_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_order" ADD COLUMN "buyer_reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_order" ADD COLUMN "promised_ship_date" text;--> statement-breakpoint
ALTER TABLE "delivery_order_shipment" ADD CONSTRAINT "delivery_order_shipment_order_id_delivery_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."delivery_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_solution_id_test_solution_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."test_solution"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_order_shipment_number_uidx" ON "delivery_order_shipment" USING btree ("order_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_number_revision_uidx" ON "quote" USING btree ("number","revision");--> statement-breakpoint
CREATE INDEX "quote_company_idx" ON "quote" USING btree ("company_id","issued_at");--> statement-breakpoint
CREATE INDEX "quote_solution_idx" ON "quote" USING btree ("solution_id","revision");--> statement-breakpoint
CREATE FUNCTION "studio_refuse_quote_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.document IS DISTINCT FROM OLD.document OR NEW.number <> OLD.number OR NEW.revision <> OLD.revision
     OR NEW.fingerprint <> OLD.fingerprint OR NEW.issued_at <> OLD.issued_at
     OR (OLD.sent_at IS NOT NULL AND NEW.sent_at IS DISTINCT FROM OLD.sent_at) THEN
    RAISE EXCEPTION 'an issued quote is immutable' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "quote_immutable" BEFORE UPDATE ON "quote"
  FOR EACH ROW EXECUTE FUNCTION "studio_refuse_quote_change"();
--> statement-breakpoint
CREATE FUNCTION "studio_refuse_shipment_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'delivery_order_shipment rows are immutable' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "delivery_order_shipment_immutable" BEFORE UPDATE ON "delivery_order_shipment"
  FOR EACH ROW EXECUTE FUNCTION "studio_refuse_shipment_update"();
