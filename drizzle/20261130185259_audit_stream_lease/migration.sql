ALTER TABLE "audit_stream_positions" ADD COLUMN "lease" uuid;--> statement-breakpoint
ALTER TABLE "audit_stream_positions" ADD COLUMN "leased_until" timestamp(3) with time zone;