ALTER TABLE "search_words" ADD COLUMN "pinyin" text;--> statement-breakpoint
CREATE INDEX "search_words_pinyin_idx" ON "search_words" ("workspace_id","pinyin") WHERE "pinyin" is not null;--> statement-breakpoint
-- Chinese words join the vocabulary with their pinyin: every document is indexed again (in the
-- background), so that its words are listed.
UPDATE "documents" SET "indexed_hash" = NULL;
