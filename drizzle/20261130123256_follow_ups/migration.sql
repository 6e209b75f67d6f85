ALTER TABLE "agents" ADD COLUMN "follow_ups" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "follow_ups" jsonb DEFAULT '[]' NOT NULL;