-- A chunk carries its document's type and update time, so that ranking and facets need no join
-- to documents per match. Chunks indexed before take them from their documents.
ALTER TABLE "search_chunks" ADD COLUMN "source_type" text;--> statement-breakpoint
ALTER TABLE "search_chunks" ADD COLUMN "updated_at" timestamp(3) with time zone;--> statement-breakpoint
UPDATE "search_chunks" c SET "source_type" = d."source_type", "updated_at" = d."updated_at"
  FROM "documents" d WHERE d."workspace_id" = c."workspace_id" AND d."id" = c."document_id";--> statement-breakpoint
ALTER TABLE "search_chunks" ALTER COLUMN "source_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "search_chunks" ALTER COLUMN "updated_at" SET NOT NULL;
