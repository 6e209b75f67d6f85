ALTER TABLE "search_chunks" ADD COLUMN "document_chunks" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Chunks written before: their document's count, so that ranking weighs their length at once.
UPDATE "search_chunks" c SET "document_chunks" = n.chunks
FROM (SELECT "workspace_id", "document_id", count(*)::int AS chunks FROM "search_chunks" GROUP BY "workspace_id", "document_id") n
WHERE c."workspace_id" = n."workspace_id" AND c."document_id" = n."document_id" AND n.chunks > 1;--> statement-breakpoint
-- The fields' rank weights changed: every document is indexed again (in the background), so that
-- its impacts are those its chunks now rank by.
UPDATE "documents" SET "indexed_hash" = NULL;
