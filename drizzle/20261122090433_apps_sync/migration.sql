CREATE TABLE "app_files" (
	"workspace_id" uuid,
	"id" uuid DEFAULT gen_random_uuid(),
	"app_id" uuid NOT NULL,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_files_pkey" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "app_roles" (
	"workspace_id" uuid,
	"app_id" uuid,
	"role_id" uuid,
	CONSTRAINT "app_roles_pkey" PRIMARY KEY("workspace_id","app_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"workspace_id" uuid,
	"id" uuid DEFAULT gen_random_uuid(),
	"connector_key" text NOT NULL,
	"scope" text NOT NULL,
	"created_by" uuid NOT NULL,
	"title" text NOT NULL,
	"auth_type" text NOT NULL,
	"data_permission" text NOT NULL,
	"role_scope" smallint,
	"protected_permission" text NOT NULL,
	"auto_sync" boolean NOT NULL,
	"config" jsonb DEFAULT '{}' NOT NULL,
	"credentials" text,
	"doc_count" integer DEFAULT 0 NOT NULL,
	"sync_status" text DEFAULT 'pending' NOT NULL,
	"sync_error_key" text,
	"sync_error_detail" text,
	"last_synced_at" timestamp(3) with time zone,
	"cursor" jsonb,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apps_pkey" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"workspace_id" uuid,
	"id" uuid DEFAULT gen_random_uuid(),
	"app_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"author" text,
	"source_type" text NOT NULL,
	"media_type" text,
	"restricted" boolean DEFAULT false NOT NULL,
	"text" text NOT NULL,
	"content_hash" text NOT NULL,
	"source_version" text,
	"file_sha256" text,
	"size" integer,
	"source_created_at" timestamp(3) with time zone,
	"source_updated_at" timestamp(3) with time zone,
	"last_seen_run_id" uuid,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_pkey" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "sync_item_errors" (
	"workspace_id" uuid,
	"id" uuid DEFAULT gen_random_uuid(),
	"run_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"title" text,
	"error_key" text NOT NULL,
	"error_detail" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_item_errors_pkey" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"workspace_id" uuid,
	"id" uuid DEFAULT gen_random_uuid(),
	"app_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"requested_by" uuid,
	"started_at" timestamp(3) with time zone,
	"finished_at" timestamp(3) with time zone,
	"heartbeat_at" timestamp(3) with time zone,
	"worker_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"checkpoint" jsonb,
	"error_key" text,
	"error_detail" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_runs_pkey" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL;--> statement-breakpoint
CREATE INDEX "app_files_app_idx" ON "app_files" ("workspace_id","app_id");--> statement-breakpoint
CREATE INDEX "apps_scope_idx" ON "apps" ("workspace_id","scope","created_by");--> statement-breakpoint
CREATE INDEX "apps_auto_sync_idx" ON "apps" ("auto_sync") WHERE "auto_sync";--> statement-breakpoint
CREATE UNIQUE INDEX "documents_external_key" ON "documents" ("workspace_id","app_id","external_id");--> statement-breakpoint
CREATE INDEX "documents_updated_idx" ON "documents" ("workspace_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_item_errors_item_key" ON "sync_item_errors" ("workspace_id","run_id","external_id");--> statement-breakpoint
CREATE INDEX "sync_runs_app_idx" ON "sync_runs" ("workspace_id","app_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_runs_one_active_key" ON "sync_runs" ("workspace_id","app_id") WHERE "status" in ('queued', 'running');--> statement-breakpoint
ALTER TABLE "app_files" ADD CONSTRAINT "app_files_uploaded_by_users_id_fkey" FOREIGN KEY ("uploaded_by") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "app_files" ADD CONSTRAINT "app_files_workspace_id_app_id_apps_workspace_id_id_fkey" FOREIGN KEY ("workspace_id","app_id") REFERENCES "apps"("workspace_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "app_roles" ADD CONSTRAINT "app_roles_workspace_id_app_id_apps_workspace_id_id_fkey" FOREIGN KEY ("workspace_id","app_id") REFERENCES "apps"("workspace_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "app_roles" ADD CONSTRAINT "app_roles_workspace_id_role_id_roles_workspace_id_id_fkey" FOREIGN KEY ("workspace_id","role_id") REFERENCES "roles"("workspace_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_created_by_users_id_fkey" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_workspace_id_app_id_apps_workspace_id_id_fkey" FOREIGN KEY ("workspace_id","app_id") REFERENCES "apps"("workspace_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "sync_item_errors" ADD CONSTRAINT "sync_item_errors_MjhJY7BPszbG_fkey" FOREIGN KEY ("workspace_id","run_id") REFERENCES "sync_runs"("workspace_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_requested_by_users_id_fkey" FOREIGN KEY ("requested_by") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_workspace_id_app_id_apps_workspace_id_id_fkey" FOREIGN KEY ("workspace_id","app_id") REFERENCES "apps"("workspace_id","id") ON DELETE CASCADE;