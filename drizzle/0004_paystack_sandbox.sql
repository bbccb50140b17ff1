CREATE TABLE "paystack_sandbox_transactions" (
	"reference" text PRIMARY KEY NOT NULL,
	"access_code" text NOT NULL,
	"email" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_response" text DEFAULT 'Pending' NOT NULL,
	"callback_url" text,
	"metadata" jsonb,
	"refunded_kobo" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "paystack_sandbox_access_code_key" ON "paystack_sandbox_transactions" USING btree ("access_code");