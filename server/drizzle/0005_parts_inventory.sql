CREATE TABLE "inventory_location" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_movement" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"kind" text NOT NULL,
	"part_id" text NOT NULL,
	"location_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"on_hand_delta" integer NOT NULL,
	"reserved_delta" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"actor_id" text,
	"actor_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_movement_kind_check" CHECK (("inventory_movement"."kind" = 'receipt' and "inventory_movement"."quantity" > 0 and "inventory_movement"."on_hand_delta" = "inventory_movement"."quantity" and "inventory_movement"."reserved_delta" = 0)
       or ("inventory_movement"."kind" = 'reservation' and "inventory_movement"."quantity" > 0 and "inventory_movement"."on_hand_delta" = 0 and "inventory_movement"."reserved_delta" = "inventory_movement"."quantity")
       or ("inventory_movement"."kind" = 'release' and "inventory_movement"."quantity" > 0 and "inventory_movement"."on_hand_delta" = 0 and "inventory_movement"."reserved_delta" = -"inventory_movement"."quantity")
       or ("inventory_movement"."kind" = 'consumption' and "inventory_movement"."quantity" > 0 and "inventory_movement"."on_hand_delta" = -"inventory_movement"."quantity" and "inventory_movement"."reserved_delta" in (0, -"inventory_movement"."quantity"))
       or ("inventory_movement"."kind" = 'adjustment' and "inventory_movement"."quantity" <> 0 and "inventory_movement"."on_hand_delta" = "inventory_movement"."quantity" and "inventory_movement"."reserved_delta" = 0 and "inventory_movement"."reason" <> ''))
);
--> statement-breakpoint
CREATE TABLE "inventory_stock_point" (
	"part_id" text NOT NULL,
	"location_id" text NOT NULL,
	"reorder_point" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_stock_point_part_id_location_id_pk" PRIMARY KEY("part_id","location_id"),
	CONSTRAINT "inventory_reorder_point_check" CHECK ("inventory_stock_point"."reorder_point" is null or "inventory_stock_point"."reorder_point" >= 0)
);
--> statement-breakpoint
CREATE TABLE "part" (
	"id" text PRIMARY KEY NOT NULL,
	"part_number" text NOT NULL,
	"name" text NOT NULL,
	"manufacturer" text DEFAULT '' NOT NULL,
	"mpn" text DEFAULT '' NOT NULL,
	"class_id" text NOT NULL,
	"kind" text NOT NULL,
	"specs" jsonb NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"currency" text NOT NULL,
	"lead_time_days" integer NOT NULL,
	"datasheet_url" text,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" text,
	CONSTRAINT "part_kind_check" CHECK ("part"."kind" in ('probe','receptacle','guide-pin','pressure-pin','cartridge','fixture-kit','option','other')),
	CONSTRAINT "part_price_check" CHECK ("part"."unit_price" >= 0),
	CONSTRAINT "part_lead_time_check" CHECK ("part"."lead_time_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "part_class" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_compatibility" (
	"part_a_id" text NOT NULL,
	"part_b_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_compatibility_part_a_id_part_b_id_pk" PRIMARY KEY("part_a_id","part_b_id"),
	CONSTRAINT "part_compatibility_order_check" CHECK ("part_compatibility"."part_a_id" < "part_compatibility"."part_b_id")
);
--> statement-breakpoint
ALTER TABLE "inventory_movement" ADD CONSTRAINT "inventory_movement_stock_point_fk" FOREIGN KEY ("part_id","location_id") REFERENCES "public"."inventory_stock_point"("part_id","location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stock_point" ADD CONSTRAINT "inventory_stock_point_part_id_part_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."part"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stock_point" ADD CONSTRAINT "inventory_stock_point_location_id_inventory_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."inventory_location"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part" ADD CONSTRAINT "part_class_id_part_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."part_class"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part" ADD CONSTRAINT "part_updated_by_id_user_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_class" ADD CONSTRAINT "part_class_parent_id_part_class_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."part_class"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_compatibility" ADD CONSTRAINT "part_compatibility_part_a_id_part_id_fk" FOREIGN KEY ("part_a_id") REFERENCES "public"."part"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_compatibility" ADD CONSTRAINT "part_compatibility_part_b_id_part_id_fk" FOREIGN KEY ("part_b_id") REFERENCES "public"."part"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_location_code_uidx" ON "inventory_location" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "inventory_movement_part_location_idx" ON "inventory_movement" USING btree ("part_id","location_id","seq");--> statement-breakpoint
CREATE INDEX "inventory_movement_seq_idx" ON "inventory_movement" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "inventory_movement_reference_idx" ON "inventory_movement" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "inventory_stock_point_location_idx" ON "inventory_stock_point" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "part_number_uidx" ON "part" USING btree (lower("part_number"));--> statement-breakpoint
CREATE INDEX "part_kind_idx" ON "part" USING btree ("kind","active");--> statement-breakpoint
CREATE INDEX "part_class_idx" ON "part" USING btree ("class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "part_class_sibling_name_uidx" ON "part_class" USING btree (coalesce("parent_id", ''),lower("name"));--> statement-breakpoint
CREATE INDEX "part_class_parent_idx" ON "part_class" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "part_compatibility_b_idx" ON "part_compatibility" USING btree ("part_b_id");--> statement-breakpoint
CREATE VIEW "public"."inventory_balance" AS (select part_id, location_id, coalesce(sum(on_hand_delta), 0)::integer as on_hand, coalesce(sum(reserved_delta), 0)::integer as reserved from inventory_movement group by part_id, location_id);--> statement-breakpoint
-- The inventory ledger is append-only (issue #6): a correction is a new movement, never an edit.
CREATE FUNCTION "studio_refuse_ledger_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'inventory_movement is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "inventory_movement_append_only" BEFORE UPDATE OR DELETE ON "inventory_movement"
  FOR EACH ROW EXECUTE FUNCTION "studio_refuse_ledger_change"();
--> statement-breakpoint
CREATE TRIGGER "inventory_movement_no_truncate" BEFORE TRUNCATE ON "inventory_movement"
  FOR EACH STATEMENT EXECUTE FUNCTION "studio_refuse_ledger_change"();
