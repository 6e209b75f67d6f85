CREATE TABLE "source_groups" (
	"workspace_id" uuid,
	"principal" text,
	"provider" text NOT NULL,
	"name" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "source_groups_pkey" PRIMARY KEY("workspace_id","principal")
);
--> statement-breakpoint
ALTER TABLE "reader_sets" ADD COLUMN "used_at" timestamp(3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_reader_set_idx" ON "documents" ("workspace_id","reader_set_id") WHERE "reader_set_id" is not null;--> statement-breakpoint
ALTER TABLE "source_groups" ADD CONSTRAINT "source_groups_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;