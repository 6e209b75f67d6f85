ALTER TABLE "workspaces" ADD COLUMN "embedding_base_url" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "embedding_model" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "embedding_api_key" text;