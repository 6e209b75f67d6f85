CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp(3) with time zone NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_links" (
	"token_hash" text PRIMARY KEY,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp(3) with time zone NOT NULL,
	"used_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"email" text,
	"country_code" text,
	"phone" text,
	"display_name" text NOT NULL,
	"username" text NOT NULL,
	"avatar" text,
	"preferred_language" text DEFAULT 'zh-hans' NOT NULL,
	"theme" text DEFAULT 'light' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"current_workspace_id" uuid,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_members" (
	"workspace_id" uuid,
	"role_id" uuid,
	"user_id" uuid,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_members_pkey" PRIMARY KEY("workspace_id","role_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"workspace_id" uuid,
	"id" uuid DEFAULT gen_random_uuid(),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_pkey" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" uuid,
	"user_id" uuid,
	"ws_user_type" smallint DEFAULT 1 NOT NULL,
	"ws_username" text NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_pkey" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"name" text NOT NULL,
	"primary_color" text DEFAULT '#5B3ED6' NOT NULL,
	"logo_square_url" text,
	"logo_rect_url" text,
	"chat_enabled" boolean DEFAULT true NOT NULL,
	"ai_model_enabled" boolean DEFAULT true NOT NULL,
	"version" text DEFAULT 'free' NOT NULL,
	"expires_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" ("country_code","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_key" ON "roles" ("workspace_id","name");--> statement-breakpoint
CREATE INDEX "workspace_members_user_idx" ON "workspace_members" ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_name_key" ON "workspaces" (lower("name"));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "sign_in_links" ADD CONSTRAINT "sign_in_links_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "role_members" ADD CONSTRAINT "role_members_workspace_id_role_id_roles_workspace_id_id_fkey" FOREIGN KEY ("workspace_id","role_id") REFERENCES "roles"("workspace_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "role_members" ADD CONSTRAINT "role_members_BSe2xXiLO7Hw_fkey" FOREIGN KEY ("workspace_id","user_id") REFERENCES "workspace_members"("workspace_id","user_id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;