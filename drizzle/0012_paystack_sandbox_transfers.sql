CREATE TABLE "paystack_sandbox_recipients" (
	"recipient_code" text PRIMARY KEY NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "paystack_sandbox_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text DEFAULT 'nuban' NOT NULL,
	"name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"bank_code" text NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"description" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paystack_sandbox_transfers" (
	"reference" text PRIMARY KEY NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "paystack_sandbox_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transfer_code" text NOT NULL,
	"recipient_code" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"transferred_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"webhook_event" text,
	"webhook_attempts" integer DEFAULT 0 NOT NULL,
	"webhook_next_at" timestamp with time zone,
	"webhook_delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paystack_sandbox_transfers" ADD CONSTRAINT "paystack_sandbox_transfers_recipient_fk" FOREIGN KEY ("recipient_code") REFERENCES "public"."paystack_sandbox_recipients"("recipient_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paystack_sandbox_recipient_account_key" ON "paystack_sandbox_recipients" USING btree ("bank_code","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "paystack_sandbox_transfer_code_key" ON "paystack_sandbox_transfers" USING btree ("transfer_code");--> statement-breakpoint
CREATE INDEX "paystack_sandbox_transfer_webhook_due_idx" ON "paystack_sandbox_transfers" USING btree ("webhook_next_at") WHERE webhook_next_at IS NOT NULL;