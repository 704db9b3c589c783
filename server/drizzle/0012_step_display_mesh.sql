ALTER TABLE "step_model" ADD COLUMN "mesh_sha256" text;--> statement-breakpoint
CREATE INDEX "step_model_mesh_sha256_idx" ON "step_model" USING btree ("mesh_sha256");