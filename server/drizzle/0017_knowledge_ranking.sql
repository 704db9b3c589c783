CREATE TABLE "knowledge_term" (
	"document_id" text NOT NULL,
	"company_id" text NOT NULL,
	"term" text NOT NULL,
	"passages" integer NOT NULL,
	CONSTRAINT "knowledge_term_document_id_term_pk" PRIMARY KEY("document_id","term")
);
--> statement-breakpoint
DROP INDEX "knowledge_passage_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "knowledge_passage" ALTER COLUMN "tsv" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "knowledge_passage" ALTER COLUMN "tsv" SET DEFAULT ''::tsvector;--> statement-breakpoint
UPDATE "knowledge_passage" SET "tsv" = ''::tsvector;--> statement-breakpoint
ALTER TABLE "knowledge_document" ADD COLUMN "term_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_document" ADD COLUMN "index_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_document" ADD COLUMN "live_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_passage" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_term" ADD CONSTRAINT "knowledge_term_document_id_knowledge_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."knowledge_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_term" ADD CONSTRAINT "knowledge_term_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_term_company_term_idx" ON "knowledge_term" USING btree ("company_id","term");