CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"workspace_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"restricted" boolean NOT NULL,
	"word" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_idx" ON "search_words" ("workspace_id","word","app_id","restricted");--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gin ("workspace_id","word" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_workspace_id_app_id_apps_workspace_id_id_fkey" FOREIGN KEY ("workspace_id","app_id") REFERENCES "apps"("workspace_id","id") ON DELETE CASCADE;--> statement-breakpoint
-- The words of documents indexed before: the plain Latin words among their chunks' lexemes.
INSERT INTO "search_words" ("workspace_id","app_id","restricted","word")
SELECT DISTINCT c."workspace_id", c."app_id", c."restricted", l.lexeme
FROM "search_chunks" c, unnest(c."tsv") l
WHERE l.lexeme ~ '^[a-z]{3,24}$';
