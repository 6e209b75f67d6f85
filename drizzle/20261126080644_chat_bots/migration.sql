CREATE TABLE "bot_receipts" (
	"workspace_id" uuid,
	"bot_id" uuid,
	"key" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_receipts_pkey" PRIMARY KEY("workspace_id","bot_id","key")
);
--> statement-breakpoint
CREATE TABLE "ding_bots" (
	"workspace_id" uuid,
	"id" uuid DEFAULT gen_random_uuid(),
	"name" text NOT NULL,
	"path_token" text NOT NULL,
	"app_key" text NOT NULL,
	"sealed" text NOT NULL,
	"agent_id" uuid,
	"reply_text" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"access_token" text,
	"access_token_expires_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ding_bots_pkey" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "ding_staff_links" (
	"workspace_id" uuid,
	"staff_id" text,
	"user_id" uuid,
	"source" text NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ding_staff_links_pkey" PRIMARY KEY("workspace_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "wechat_bind_links" (
	"workspace_id" uuid,
	"id" uuid DEFAULT gen_random_uuid(),
	"bot_id" uuid NOT NULL,
	"open_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp(3) with time zone NOT NULL,
	"used_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_bind_links_pkey" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "wechat_bots" (
	"workspace_id" uuid,
	"id" uuid DEFAULT gen_random_uuid(),
	"name" text NOT NULL,
	"path_token" text NOT NULL,
	"origin_id" text DEFAULT '' NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"sealed" text NOT NULL,
	"default_reply" text DEFAULT '' NOT NULL,
	"bound_user_id" uuid,
	"agent_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"unbound_followers" text DEFAULT 'default_reply' NOT NULL,
	"created_by" uuid,
	"access_token" text,
	"access_token_expires_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_bots_pkey" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "wechat_followers" (
	"workspace_id" uuid,
	"bot_id" uuid,
	"open_id" text,
	"user_id" uuid,
	"subscribed" boolean DEFAULT true NOT NULL,
	"pending_answer" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_followers_pkey" PRIMARY KEY("workspace_id","bot_id","open_id")
);
--> statement-breakpoint
CREATE INDEX "bot_receipts_age_idx" ON "bot_receipts" ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ding_bots_path_token_key" ON "ding_bots" ("path_token");--> statement-breakpoint
CREATE INDEX "ding_bots_list_idx" ON "ding_bots" ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_bind_links_hash_key" ON "wechat_bind_links" ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_bots_path_token_key" ON "wechat_bots" ("path_token");--> statement-breakpoint
CREATE INDEX "wechat_bots_list_idx" ON "wechat_bots" ("workspace_id","created_at");--> statement-breakpoint
ALTER TABLE "bot_receipts" ADD CONSTRAINT "bot_receipts_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "ding_bots" ADD CONSTRAINT "ding_bots_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "ding_bots" ADD CONSTRAINT "ding_bots_created_by_users_id_fkey" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "ding_staff_links" ADD CONSTRAINT "ding_staff_links_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "ding_staff_links" ADD CONSTRAINT "ding_staff_links_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "wechat_bind_links" ADD CONSTRAINT "wechat_bind_links_N3Vo1jovujEE_fkey" FOREIGN KEY ("workspace_id","bot_id") REFERENCES "wechat_bots"("workspace_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "wechat_bots" ADD CONSTRAINT "wechat_bots_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "wechat_bots" ADD CONSTRAINT "wechat_bots_bound_user_id_users_id_fkey" FOREIGN KEY ("bound_user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "wechat_bots" ADD CONSTRAINT "wechat_bots_created_by_users_id_fkey" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "wechat_followers" ADD CONSTRAINT "wechat_followers_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "wechat_followers" ADD CONSTRAINT "wechat_followers_PaHbFwyzqUFK_fkey" FOREIGN KEY ("workspace_id","bot_id") REFERENCES "wechat_bots"("workspace_id","id") ON DELETE CASCADE;