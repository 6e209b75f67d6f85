CREATE TABLE "reader_set_principals" (
	"workspace_id" uuid,
	"set_id" uuid,
	"principal" text,
	CONSTRAINT "reader_set_principals_pkey" PRIMARY KEY("workspace_id","principal","set_id")
);
--> statement-breakpoint
CREATE TABLE "reader_sets" (
	"workspace_id" uuid,
	"id" uuid DEFAULT gen_random_uuid(),
	"hash" text NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reader_sets_pkey" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "source_group_members" (
	"workspace_id" uuid,
	"provider" text NOT NULL,
	"group_principal" text,
	"external_id" text,
	CONSTRAINT "source_group_members_pkey" PRIMARY KEY("workspace_id","group_principal","external_id")
);
--> statement-breakpoint
CREATE TABLE "source_identities" (
	"workspace_id" uuid,
	"provider" text,
	"external_id" text,
	"login" text,
	"name" text,
	"email" text,
	"user_id" uuid,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "source_identities_pkey" PRIMARY KEY("workspace_id","provider","external_id")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "reader_set_id" uuid;--> statement-breakpoint
ALTER TABLE "search_chunks" ADD COLUMN "reader_set_id" uuid;--> statement-breakpoint
ALTER TABLE "search_impacts" ADD COLUMN "reader_set_id" uuid;--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "reader_set_id" uuid;--> statement-breakpoint
DROP INDEX "search_words_word_idx";--> statement-breakpoint
CREATE INDEX "search_words_word_idx" ON "search_words" ("workspace_id","word","app_id","restricted","reader_set_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reader_sets_hash_key" ON "reader_sets" ("workspace_id","hash");--> statement-breakpoint
CREATE INDEX "source_identities_user_idx" ON "source_identities" ("workspace_id","user_id");--> statement-breakpoint
CREATE INDEX "source_identities_email_idx" ON "source_identities" ("workspace_id",lower("email"));--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_JCTB9L7Ey46V_fkey" FOREIGN KEY ("workspace_id","reader_set_id") REFERENCES "reader_sets"("workspace_id","id");--> statement-breakpoint
ALTER TABLE "reader_set_principals" ADD CONSTRAINT "reader_set_principals_YUVJK3t3kS0z_fkey" FOREIGN KEY ("workspace_id","set_id") REFERENCES "reader_sets"("workspace_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "reader_sets" ADD CONSTRAINT "reader_sets_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "source_group_members" ADD CONSTRAINT "source_group_members_71HnbeBtzz0S_fkey" FOREIGN KEY ("workspace_id","provider","external_id") REFERENCES "source_identities"("workspace_id","provider","external_id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "source_identities" ADD CONSTRAINT "source_identities_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "source_identities" ADD CONSTRAINT "source_identities_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL;