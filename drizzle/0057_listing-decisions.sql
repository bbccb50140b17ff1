ALTER TABLE "businesses" ADD COLUMN "is_listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_requests" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "marketplace_requests" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "marketplace_requests" ADD CONSTRAINT "marketplace_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "businesses_listed_popular_idx" ON "businesses" USING btree ("is_listed","follower_count","id");--> statement-breakpoint
-- A store clicking twice at once could have left two waiting requests: the earliest stays.
DELETE FROM "marketplace_requests" a USING "marketplace_requests" b
  WHERE a."status" = 'PENDING' AND b."status" = 'PENDING' AND a."business_id" = b."business_id"
    AND (a."created_at", a."id") > (b."created_at", b."id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_requests_one_waiting_key" ON "marketplace_requests" USING btree ("business_id") WHERE "marketplace_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "marketplace_requests_queue_idx" ON "marketplace_requests" USING btree ("status","created_at");