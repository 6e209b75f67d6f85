CREATE TABLE "search_term_counts" (
	"workspace_id" uuid,
	"lexeme" text,
	"documents" integer NOT NULL,
	"chunks" integer NOT NULL,
	CONSTRAINT "search_term_counts_pkey" PRIMARY KEY("workspace_id","lexeme")
);
--> statement-breakpoint
CREATE TABLE "search_term_recounts" (
	"workspace_id" uuid PRIMARY KEY,
	"chunks" integer NOT NULL,
	"recounted_at" timestamp(3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_term_counts" ADD CONSTRAINT "search_term_counts_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "search_term_recounts" ADD CONSTRAINT "search_term_recounts_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;