CREATE TABLE "agent_apps" (
	"workspace_id" uuid,
	"agent_id" uuid,
	"app_id" uuid,
	CONSTRAINT "agent_apps_pkey" PRIMARY KEY("workspace_id","agent_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "agent_roles" (
	"workspace_id" uuid,
	"agent_id" uuid,
	"role_id" uuid,
	CONSTRAINT "agent_roles_pkey" PRIMARY KEY("workspace_id","agent_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"workspace_id" uuid,
	"id" uuid DEFAULT gen_random_uuid(),
	"scope" text NOT NULL,
	"created_by" uuid NOT NULL,
	"builtin_key" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"system_prompt" text DEFAULT '' NOT NULL,
	"avatar" text NOT NULL,
	"visible_range" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"model" text,
	"scoped_to_apps" boolean DEFAULT false NOT NULL,
	"key_hash" text NOT NULL,
	"key_hint" text NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_pkey" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agents_key_hash_key" ON "agents" ("key_hash");--> statement-breakpoint
CREATE INDEX "agents_scope_idx" ON "agents" ("workspace_id","scope","created_by");--> statement-breakpoint
ALTER TABLE "agent_apps" ADD CONSTRAINT "agent_apps_workspace_id_agent_id_agents_workspace_id_id_fkey" FOREIGN KEY ("workspace_id","agent_id") REFERENCES "agents"("workspace_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "agent_apps" ADD CONSTRAINT "agent_apps_workspace_id_app_id_apps_workspace_id_id_fkey" FOREIGN KEY ("workspace_id","app_id") REFERENCES "apps"("workspace_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "agent_roles" ADD CONSTRAINT "agent_roles_workspace_id_agent_id_agents_workspace_id_id_fkey" FOREIGN KEY ("workspace_id","agent_id") REFERENCES "agents"("workspace_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "agent_roles" ADD CONSTRAINT "agent_roles_workspace_id_role_id_roles_workspace_id_id_fkey" FOREIGN KEY ("workspace_id","role_id") REFERENCES "roles"("workspace_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_created_by_users_id_fkey" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE CASCADE;