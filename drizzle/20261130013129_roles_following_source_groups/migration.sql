CREATE TABLE "role_source_groups" (
	"workspace_id" uuid,
	"role_id" uuid,
	"group_principal" text NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_source_groups_pkey" PRIMARY KEY("workspace_id","role_id")
);
--> statement-breakpoint
CREATE INDEX "role_source_groups_group_idx" ON "role_source_groups" ("workspace_id","group_principal");--> statement-breakpoint
ALTER TABLE "role_source_groups" ADD CONSTRAINT "role_source_groups_rO4DmVS6ixZy_fkey" FOREIGN KEY ("workspace_id","role_id") REFERENCES "roles"("workspace_id","id") ON DELETE CASCADE;