CREATE TABLE "answer_feedback" (
	"workspace_id" uuid,
	"message_id" uuid,
	"vote" text NOT NULL,
	"reasons" jsonb DEFAULT '[]' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_feedback_pkey" PRIMARY KEY("workspace_id","message_id")
);
--> statement-breakpoint
CREATE INDEX "answer_feedback_period_idx" ON "answer_feedback" ("workspace_id","updated_at");--> statement-breakpoint
ALTER TABLE "answer_feedback" ADD CONSTRAINT "answer_feedback_jWv4Z8MYJnbL_fkey" FOREIGN KEY ("workspace_id","message_id") REFERENCES "messages"("workspace_id","id") ON DELETE CASCADE;