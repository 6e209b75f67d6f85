CREATE TABLE "chat_analytics_settings" (
	"workspace_id" uuid PRIMARY KEY,
	"askers" text DEFAULT 'anonymous' NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_analytics_settings" ADD CONSTRAINT "chat_analytics_settings_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;