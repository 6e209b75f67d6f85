ALTER TABLE "uploads" ADD COLUMN "purpose" text DEFAULT 'file' NOT NULL;--> statement-breakpoint
-- Uploads before purposes were kept: an image in use as a workspace's logo was uploaded as one;
-- any other image was uploaded from the avatar picker (the only other place that took images).
UPDATE "uploads" SET "purpose" = 'avatar' WHERE "media_type" LIKE 'image/%';--> statement-breakpoint
UPDATE "uploads" SET "purpose" = 'logo' WHERE '/api/files/' || "id" IN (
  SELECT "logo_square_url" FROM "workspaces" WHERE "logo_square_url" IS NOT NULL
  UNION SELECT "logo_rect_url" FROM "workspaces" WHERE "logo_rect_url" IS NOT NULL
);
