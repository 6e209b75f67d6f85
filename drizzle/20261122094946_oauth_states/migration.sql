CREATE TABLE "app_oauth_states" (
	"state_hash" text PRIMARY KEY,
	"workspace_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"connector_key" text NOT NULL,
	"verifier" text NOT NULL,
	"expires_at" timestamp(3) with time zone NOT NULL,
	"used_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_oauth_states" ADD CONSTRAINT "app_oauth_states_workspace_id_app_id_apps_workspace_id_id_fkey" FOREIGN KEY ("workspace_id","app_id") REFERENCES "apps"("workspace_id","id") ON DELETE CASCADE;