CREATE TABLE "audit_entries" (
	"workspace_id" uuid,
	"seq" bigint,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp(3) with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" uuid,
	"actor_token_id" uuid,
	"actor_name" text,
	"ip" text,
	"user_agent" text,
	"action" text NOT NULL,
	"object_type" text,
	"object_id" text,
	"object_label" text,
	"detail" jsonb DEFAULT '{}' NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_entries_pkey" PRIMARY KEY("workspace_id","seq")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_entries_id_key" ON "audit_entries" ("id");--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" ("workspace_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_action_idx" ON "audit_entries" ("workspace_id","action","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" ("workspace_id","actor_user_id","seq");--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;