ALTER TABLE "creator_subscriptions" ADD COLUMN "new_price_kobo" bigint;--> statement-breakpoint
ALTER TABLE "creator_subscriptions" ADD COLUMN "new_price_told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creator_subscriptions" ADD COLUMN "new_price_accepted_at" timestamp with time zone;