CREATE TABLE "search_impacts" (
	"workspace_id" uuid,
	"chunk_id" uuid,
	"lexeme" text,
	"impact" real NOT NULL,
	"app_id" uuid NOT NULL,
	"restricted" boolean NOT NULL,
	CONSTRAINT "search_impacts_pkey" PRIMARY KEY("workspace_id","chunk_id","lexeme")
);
--> statement-breakpoint
CREATE INDEX "search_impacts_order_idx" ON "search_impacts" ("workspace_id","lexeme","impact" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "search_impacts" ADD CONSTRAINT "search_impacts_Y2QeJelpknTS_fkey" FOREIGN KEY ("workspace_id","chunk_id") REFERENCES "search_chunks"("workspace_id","id") ON DELETE CASCADE;--> statement-breakpoint
-- Chunks indexed before the impact lists: their listed lexemes, as the indexer computes them
-- (a lexeme's weights summed over the log of the chunk's length), those that can reach the floor
-- picked first by their weights or their count.
INSERT INTO "search_impacts" ("workspace_id", "chunk_id", "lexeme", "impact", "app_id", "restricted")
SELECT "workspace_id", "id", lexeme, impact::real, "app_id", "restricted" FROM (
  SELECT c."workspace_id", c."id", u.lexeme, c."app_id", c."restricted",
    (SELECT sum(CASE x WHEN 'A' THEN 1.0 WHEN 'B' THEN 0.4 WHEN 'C' THEN 0.2 ELSE 0.1 END)::float8 FROM unnest(u.weights) x) / ln(n.len + 1) AS impact
  FROM "search_chunks" c
  CROSS JOIN LATERAL (SELECT sum(cardinality(positions))::float8 AS len FROM unnest(c."tsv")) n
  CROSS JOIN LATERAL unnest(c."tsv") u
  WHERE u.weights && '{A,B,C}'::text[] OR cardinality(u.positions) * 0.1 >= 0.05 * ln(n.len + 1)
) listed
WHERE impact >= 0.05;
