CREATE TABLE "search_chunks" (
	"workspace_id" uuid,
	"id" uuid DEFAULT gen_random_uuid(),
	"document_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"restricted" boolean NOT NULL,
	"ordinal" integer NOT NULL,
	"heading" text,
	"text" text NOT NULL,
	"tsv" tsvector NOT NULL,
	CONSTRAINT "search_chunks_pkey" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "indexed_hash" text;--> statement-breakpoint
CREATE INDEX "search_chunks_document_idx" ON "search_chunks" ("workspace_id","document_id");--> statement-breakpoint
CREATE INDEX "search_chunks_tsv_idx" ON "search_chunks" USING gin ("tsv");--> statement-breakpoint
ALTER TABLE "search_chunks" ADD CONSTRAINT "search_chunks_4SNro32DmJoS_fkey" FOREIGN KEY ("workspace_id","document_id") REFERENCES "documents"("workspace_id","id") ON DELETE CASCADE;