CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"buyer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"price_kobo" bigint NOT NULL,
	"points_kobo" bigint DEFAULT 0 NOT NULL,
	"pay_with" text NOT NULL,
	"payment_id" uuid,
	"payees" jsonb NOT NULL,
	"memo" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_price_check" CHECK (price_kobo > 0 AND points_kobo BETWEEN 0 AND price_kobo)
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_payment_id_payment_transactions_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_buyer_kind_key" ON "purchases" USING btree ("buyer_id","kind","key");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_payment_key" ON "purchases" USING btree ("payment_id");--> statement-breakpoint
-- Wallet fundings opened before purchases existed become purchases, so one still being paid is applied as they all are.
INSERT INTO "purchases" ("id", "buyer_id", "kind", "key", "price_kobo", "pay_with", "payment_id", "payees", "status", "paid_at", "created_at")
SELECT gen_random_uuid(), "user_id", 'WALLET_FUNDING', "id"::text, "amount_kobo", 'CARD', "id",
  jsonb_build_array(jsonb_build_object('account', 'wallet:' || "user_id", 'amountKobo', "amount_kobo"::text)),
  CASE WHEN "status" = 'SUCCESS' THEN 'PAID' WHEN "status" = 'PENDING' THEN 'PENDING' ELSE 'CANCELLED' END,
  "paid_at", "created_at"
FROM "payment_transactions" WHERE "type" = 'WALLET_FUNDING';
