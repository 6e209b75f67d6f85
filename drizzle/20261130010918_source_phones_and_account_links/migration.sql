ALTER TABLE "app_oauth_states" ADD COLUMN "purpose" text DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "source_identities" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "app_oauth_states" ALTER COLUMN "app_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "source_identities_phone_idx" ON "source_identities" ("workspace_id","phone");