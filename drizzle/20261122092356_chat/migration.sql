CREATE TABLE "chat_files" (
	"workspace_id" uuid,
	"id" uuid DEFAULT gen_random_uuid(),
	"conversation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_files_pkey" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"workspace_id" uuid,
	"id" uuid DEFAULT gen_random_uuid(),
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"agent_id" uuid,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_pkey" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"workspace_id" uuid,
	"id" uuid DEFAULT gen_random_uuid(),
	"conversation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"error_key" text,
	"error_detail" text,
	"citations" jsonb DEFAULT '[]' NOT NULL,
	"model" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_pkey" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "chat_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "llm_base_url" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "llm_model" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "llm_api_key" text;--> statement-breakpoint
CREATE INDEX "conversations_user_idx" ON "conversations" ("workspace_id","user_id","updated_at");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" ("workspace_id","conversation_id","created_at");--> statement-breakpoint
ALTER TABLE "chat_files" ADD CONSTRAINT "chat_files_vX6zMkaZjnOz_fkey" FOREIGN KEY ("workspace_id","conversation_id") REFERENCES "conversations"("workspace_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_OYtvM03zlj7f_fkey" FOREIGN KEY ("workspace_id","conversation_id") REFERENCES "conversations"("workspace_id","id") ON DELETE CASCADE;