CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"url" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_url_owner_id_pk" PRIMARY KEY("url","owner_id")
);
--> statement-breakpoint
CREATE TABLE "user_session_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "provider_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "provider_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "paystack_sandbox_transactions" ADD COLUMN "webhook_event" text;--> statement-breakpoint
ALTER TABLE "paystack_sandbox_transactions" ADD COLUMN "webhook_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "paystack_sandbox_transactions" ADD COLUMN "webhook_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "paystack_sandbox_transactions" ADD COLUMN "webhook_delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_session_versions" ADD CONSTRAINT "user_session_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_unsettled_idx" ON "payment_transactions" USING btree ("created_at") WHERE provider_settled_at IS NULL;--> statement-breakpoint
CREATE INDEX "paystack_sandbox_webhook_due_idx" ON "paystack_sandbox_transactions" USING btree ("webhook_next_at") WHERE webhook_next_at IS NOT NULL;--> statement-breakpoint
-- Payments the provider has already answered for good are not reconciled again.
UPDATE "payment_transactions" SET "provider_settled_at" = COALESCE("paid_at", "created_at") WHERE "status" IN ('SUCCESS', 'REVERSED');--> statement-breakpoint
-- Pictures already on businesses and products belong to their owners.
INSERT INTO "uploads" ("url", "owner_id")
  SELECT u.url, b.owner_id FROM "businesses" b, LATERAL (VALUES (b.logo_url), (b.cover_url)) AS u(url)
  WHERE u.url IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "uploads" ("url", "owner_id")
  SELECT photo, b.owner_id FROM "products" p JOIN "businesses" b ON b.id = p.business_id, unnest(p.photos) AS photo
ON CONFLICT DO NOTHING;
