CREATE TABLE "payout_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"business_id" uuid,
	"owner_key" uuid NOT NULL,
	"account_number" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"status" text NOT NULL,
	"confirmation_token_id" uuid,
	"recipient_code" text,
	"confirmed_at" timestamp with time zone,
	"usable_for_payout_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_owner_key_check" CHECK (owner_key = coalesce(business_id, user_id)),
	CONSTRAINT "payout_accounts_confirmed_check" CHECK (status <> 'confirmed' OR (recipient_code IS NOT NULL AND usable_for_payout_at IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_confirmed_key" ON "payout_accounts" USING btree ("owner_key") WHERE status = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_pending_key" ON "payout_accounts" USING btree ("owner_key") WHERE status = 'pending_confirmation';--> statement-breakpoint
CREATE INDEX "payout_accounts_user_idx" ON "payout_accounts" USING btree ("user_id");