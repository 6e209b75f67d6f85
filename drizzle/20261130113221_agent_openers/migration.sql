ALTER TABLE "agents" ADD COLUMN "opening_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "suggested_questions" jsonb DEFAULT '[]' NOT NULL;