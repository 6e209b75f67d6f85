CREATE TABLE "billing_order_events" (
	"workspace_id" uuid,
	"id" uuid DEFAULT gen_random_uuid(),
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" uuid,
	"actor_kind" text NOT NULL,
	"actor_name" text,
	"reason" text,
	"at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "billing_order_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "billing_order_events_pkey" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "billing_order_numbers" (
	"day" text PRIMARY KEY,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_orders" (
	"workspace_id" uuid,
	"id" uuid DEFAULT gen_random_uuid(),
	"number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"item" text NOT NULL,
	"period" text NOT NULL,
	"periods" integer DEFAULT 1 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"amount_fen" integer NOT NULL,
	"credit_fen" integer DEFAULT 0 NOT NULL,
	"total_fen" integer NOT NULL,
	"source" text DEFAULT 'online_order' NOT NULL,
	"maker_id" uuid,
	"payment_method" text,
	"payment_code" text NOT NULL,
	"trade_no" text,
	"receipt_sha256" text,
	"receipt_media_type" text,
	"receipt_name" text,
	"receipt_uploaded_at" timestamp(3) with time zone,
	"rejection_reason" text,
	"refund_reason" text,
	"expires_at" timestamp(3) with time zone NOT NULL,
	"paid_at" timestamp(3) with time zone,
	"completed_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_orders_pkey" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "billing_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"item" text NOT NULL,
	"period" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"amount_fen" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"workspace_id" uuid,
	"id" uuid DEFAULT gen_random_uuid(),
	"item" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"credited_chats" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"order_id" uuid,
	"starts_at" timestamp(3) with time zone NOT NULL,
	"ends_at" timestamp(3) with time zone,
	"purchased_at" timestamp(3) with time zone NOT NULL,
	"revoked_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_subscriptions_pkey" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "billing_versions" (
	"version" text PRIMARY KEY,
	"members" integer NOT NULL,
	"documents" integer NOT NULL,
	"chats_per_day" integer NOT NULL,
	"ai_model" boolean DEFAULT true NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "billing_order_events_order_idx" ON "billing_order_events" ("workspace_id","order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_orders_number_key" ON "billing_orders" ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_orders_id_key" ON "billing_orders" ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_orders_payment_code_key" ON "billing_orders" ("payment_code");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_orders_trade_no_key" ON "billing_orders" ("trade_no");--> statement-breakpoint
CREATE INDEX "billing_orders_list_idx" ON "billing_orders" ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_orders_status_idx" ON "billing_orders" ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_prices_item_key" ON "billing_prices" ("item","period");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_time_idx" ON "billing_subscriptions" ("workspace_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_subscriptions_order_key" ON "billing_subscriptions" ("order_id") WHERE "order_id" is not null;--> statement-breakpoint
ALTER TABLE "billing_order_events" ADD CONSTRAINT "billing_order_events_actor_id_users_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "billing_order_events" ADD CONSTRAINT "billing_order_events_oqYDavmKjJB5_fkey" FOREIGN KEY ("workspace_id","order_id") REFERENCES "billing_orders"("workspace_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "billing_orders" ADD CONSTRAINT "billing_orders_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "billing_orders" ADD CONSTRAINT "billing_orders_maker_id_users_id_fkey" FOREIGN KEY ("maker_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_workspace_id_workspaces_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;--> statement-breakpoint
-- The catalogue: the versions' limits (what VERSION_LIMITS held in code) and prices in fen, data operators may change.
INSERT INTO "billing_versions" ("version", "members", "documents", "chats_per_day", "ai_model", "position") VALUES
	('free', 10, 1000, 100, true, 0),
	('team', 50, 50000, 2000, true, 1),
	('enterprise', 1000, 500000, 20000, true, 2),
	('ultimate', 100000, 5000000, 200000, true, 3);--> statement-breakpoint
INSERT INTO "billing_prices" ("item", "period", "quantity", "amount_fen") VALUES
	('team', 'day', 1, 4900),
	('team', 'month', 1, 99900),
	('team', 'year', 1, 999900),
	('team', 'permanent', 1, 2999900),
	('enterprise', 'day', 1, 19900),
	('enterprise', 'month', 1, 499900),
	('enterprise', 'year', 1, 4999900),
	('enterprise', 'permanent', 1, 14999900),
	('ultimate', 'day', 1, 99900),
	('ultimate', 'month', 1, 1999900),
	('ultimate', 'year', 1, 19999900),
	('ultimate', 'permanent', 1, 59999900),
	('chats', 'day', 1000, 990),
	('chats', 'month', 1000, 19900),
	('chats', 'year', 1000, 199900),
	('documents', 'month', 10000, 29900),
	('documents', 'year', 10000, 299900),
	('members', 'month', 10, 19900),
	('members', 'year', 10, 199900);
