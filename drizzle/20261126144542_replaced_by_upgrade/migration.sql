ALTER TABLE "billing_subscriptions" ADD COLUMN "replaced_by_order_id" uuid;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "replaced_ends_at" timestamp(3) with time zone;