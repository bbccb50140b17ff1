CREATE TABLE "creator_offers" (
	"creator_id" uuid PRIMARY KEY NOT NULL,
	"price_kobo" bigint NOT NULL,
	"perks" text NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_subscription_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"purchase_id" uuid NOT NULL,
	"purchase_key" text NOT NULL,
	"months" integer NOT NULL,
	"price_kobo" bigint NOT NULL,
	"earnings_kobo" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"creator_id" uuid NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"price_kobo" bigint NOT NULL,
	"payments_count" integer DEFAULT 0 NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "subscribers_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_offers" ADD CONSTRAINT "creator_offers_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_subscription_payments" ADD CONSTRAINT "creator_subscription_payments_subscription_id_creator_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."creator_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_subscriptions" ADD CONSTRAINT "creator_subscriptions_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_subscriptions" ADD CONSTRAINT "creator_subscriptions_subscriber_id_users_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creator_subscription_payments_purchase_idx" ON "creator_subscription_payments" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "creator_subscription_payments_creator_idx" ON "creator_subscription_payments" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_subscriptions_pair_idx" ON "creator_subscriptions" USING btree ("creator_id","subscriber_id");--> statement-breakpoint
CREATE INDEX "creator_subscriptions_subscriber_idx" ON "creator_subscriptions" USING btree ("subscriber_id","current_period_end");--> statement-breakpoint
CREATE INDEX "creator_subscriptions_due_idx" ON "creator_subscriptions" USING btree ("current_period_end") WHERE "creator_subscriptions"."status" = 'ACTIVE' AND NOT "creator_subscriptions"."cancel_at_period_end";