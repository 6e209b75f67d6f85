CREATE TABLE "search_log" (
	"workspace_id" uuid,
	"id" uuid,
	"user_id" uuid,
	"query" text NOT NULL,
	"results" integer NOT NULL,
	"opened_document_id" uuid,
	"opened_at" timestamp(3) with time zone,
	"searched_at" timestamp(3) with time zone NOT NULL,
	CONSTRAINT "search_log_pkey" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "search_log_settings" (
	"workspace_id" uuid PRIMARY KEY,
	"retention_days" integer NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_log_time_idx" ON "search_log" ("workspace_id","searched_at");--> statement-breakpoint
ALTER TABLE "search_log" ADD CONSTRAINT "search_log_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "search_log" ADD CONSTRAINT "search_log_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "search_log_settings" ADD CONSTRAINT "search_log_settings_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;