CREATE TABLE "search_vocabulary" (
	"workspace_id" uuid NOT NULL,
	"word" text NOT NULL,
	"pinyin" text
);
--> statement-breakpoint
CREATE TABLE "search_word_scopes" (
	"workspace_id" uuid NOT NULL,
	"word" text NOT NULL,
	"app_id" uuid NOT NULL,
	"restricted" boolean NOT NULL,
	"reader_set_id" uuid
);
--> statement-breakpoint
-- The words move out of the lists kept per app, restriction and reader set: once each into the
-- vocabulary, and their scopes beside it.
INSERT INTO "search_vocabulary" ("workspace_id","word","pinyin")
SELECT DISTINCT ON ("workspace_id","word") "workspace_id","word","pinyin" FROM "search_words" ORDER BY "workspace_id","word","pinyin";--> statement-breakpoint
INSERT INTO "search_word_scopes" ("workspace_id","word","app_id","restricted","reader_set_id")
SELECT DISTINCT "workspace_id","word","app_id","restricted","reader_set_id" FROM "search_words";--> statement-breakpoint
DROP TABLE "search_words";--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_idx" ON "search_vocabulary" ("workspace_id","word");--> statement-breakpoint
CREATE INDEX "search_vocabulary_pinyin_idx" ON "search_vocabulary" ("workspace_id","pinyin") WHERE "pinyin" is not null;--> statement-breakpoint
CREATE INDEX "search_vocabulary_trigram_idx" ON "search_vocabulary" USING gin ("workspace_id",lower("word") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_word_scopes_word_idx" ON "search_word_scopes" ("workspace_id","word","app_id","restricted","reader_set_id");--> statement-breakpoint
ALTER TABLE "search_vocabulary" ADD CONSTRAINT "search_vocabulary_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "search_word_scopes" ADD CONSTRAINT "search_word_scopes_RJ4c9dMNFjGi_fkey" FOREIGN KEY ("workspace_id","app_id") REFERENCES "apps"("workspace_id","id") ON DELETE CASCADE;