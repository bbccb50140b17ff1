ALTER TABLE "idempotency_keys" ADD COLUMN "attempt" uuid;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "work_committed" boolean DEFAULT false NOT NULL;