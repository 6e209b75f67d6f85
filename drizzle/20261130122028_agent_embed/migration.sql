ALTER TABLE "agents" ADD COLUMN "embed_origins" jsonb DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "embed_color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "embed_position" text DEFAULT 'right' NOT NULL;