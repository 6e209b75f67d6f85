CREATE TABLE "search_vectors" (
	"workspace_id" uuid,
	"chunk_id" uuid,
	"model" text NOT NULL,
	"embedding" real[] NOT NULL,
	CONSTRAINT "search_vectors_pkey" PRIMARY KEY("workspace_id","chunk_id")
);
--> statement-breakpoint
ALTER TABLE "search_vectors" ADD CONSTRAINT "search_vectors_HmDmcrS8FV1L_fkey" FOREIGN KEY ("workspace_id","chunk_id") REFERENCES "search_chunks"("workspace_id","id") ON DELETE CASCADE;