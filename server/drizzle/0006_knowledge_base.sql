-- Written by hand (drizzle-kit does not emit extensions): trigram matching for the knowledge base's
-- search (decision 0022). pg_trgm is a trusted extension (PostgreSQL 13+); PGlite loads it from its
-- contrib build (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "knowledge_document" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" real,
	"error" text,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"page_count" integer,
	"passage_count" integer DEFAULT 0 NOT NULL,
	"char_count" integer DEFAULT 0 NOT NULL,
	"embedding_model" text,
	"uploaded_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"indexed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "knowledge_passage" (
	"id" text PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"company_id" text NOT NULL,
	"seq" integer NOT NULL,
	"page" integer,
	"heading" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "heading"), 'A') || setweight(to_tsvector('english'::regconfig, "text"), 'B')) STORED NOT NULL,
	"embedding" real[]
);
--> statement-breakpoint
ALTER TABLE "knowledge_document" ADD CONSTRAINT "knowledge_document_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_document" ADD CONSTRAINT "knowledge_document_uploaded_by_id_user_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_passage" ADD CONSTRAINT "knowledge_passage_document_id_knowledge_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."knowledge_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_passage" ADD CONSTRAINT "knowledge_passage_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_document_company_created_idx" ON "knowledge_document" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "knowledge_document_company_name_idx" ON "knowledge_document" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "knowledge_document_sha256_idx" ON "knowledge_document" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "knowledge_passage_document_seq_idx" ON "knowledge_passage" USING btree ("document_id","seq");--> statement-breakpoint
CREATE INDEX "knowledge_passage_company_idx" ON "knowledge_passage" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "knowledge_passage_tsv_idx" ON "knowledge_passage" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "knowledge_passage_text_trgm_idx" ON "knowledge_passage" USING gin ("text" gin_trgm_ops);