-- Chunks now carry their document's language (preferred when a query is in it), and identifiers
-- are indexed with their words (resetFields: reset, fields): every document is indexed again, in
-- the background after start-up (indexPending); searches find the old chunks until then.
UPDATE "documents" SET "indexed_hash" = NULL WHERE "indexed_hash" IS NOT NULL;
