ALTER TABLE "agents" ADD COLUMN "share_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "share_nonce" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "share_key_hash" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "visitor" text;--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "agents_share_key_hash_key" ON "agents" ("share_key_hash");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_one_owner" CHECK (("user_id" is null) <> ("visitor" is null));