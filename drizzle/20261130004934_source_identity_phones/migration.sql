ALTER TABLE "source_identities" ADD COLUMN "phone" text;--> statement-breakpoint
CREATE INDEX "source_identities_phone_idx" ON "source_identities" ("workspace_id","phone");