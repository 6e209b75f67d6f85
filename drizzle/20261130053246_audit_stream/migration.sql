CREATE TABLE "audit_stream_positions" (
	"workspace_id" uuid,
	"sink" text,
	"seq" bigint NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_stream_positions_pkey" PRIMARY KEY("workspace_id","sink")
);
--> statement-breakpoint
ALTER TABLE "audit_stream_positions" ADD CONSTRAINT "audit_stream_positions_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;