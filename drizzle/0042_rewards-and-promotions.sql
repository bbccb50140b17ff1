CREATE TABLE "promotion_products" (
	"promotion_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sale_price_kobo" bigint,
	CONSTRAINT "promotion_products_promotion_id_product_id_pk" PRIMARY KEY("promotion_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"flash" boolean DEFAULT false NOT NULL,
	"quantity" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_sold_within" CHECK ("promotions"."quantity" IS NULL OR "promotions"."sold" <= "promotions"."quantity"),
	CONSTRAINT "promotions_sold_positive" CHECK ("promotions"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "held_vouchers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"voucher_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'HELD' NOT NULL,
	"order_id" uuid,
	"issued_by" uuid,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loyalty_cards" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"voucher_id" uuid NOT NULL,
	"every_orders" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_rewards" (
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"milestone" integer NOT NULL,
	"held_voucher_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_rewards_business_id_user_id_milestone_pk" PRIMARY KEY("business_id","user_id","milestone")
);
--> statement-breakpoint
CREATE TABLE "reward_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"source_id" uuid NOT NULL,
	"status" text NOT NULL,
	"points" integer NOT NULL,
	"points_taken" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"business_id" uuid,
	"earned_at" timestamp with time zone NOT NULL,
	"available_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid,
	"created_by" uuid NOT NULL,
	"title" text NOT NULL,
	"code" text,
	"kind" text NOT NULL,
	"amount_kobo" bigint,
	"percent" integer,
	"cap_kobo" bigint,
	"min_order_kobo" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"total_count" integer NOT NULL,
	"per_customer" integer NOT NULL,
	"product_ids" uuid[] DEFAULT '{}' NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"funder" text NOT NULL,
	"source" text DEFAULT 'OFFER' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "promotion_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_funder" text;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_vouchers" ADD CONSTRAINT "held_vouchers_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_vouchers" ADD CONSTRAINT "held_vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_vouchers" ADD CONSTRAINT "held_vouchers_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_cards" ADD CONSTRAINT "loyalty_cards_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_cards" ADD CONSTRAINT "loyalty_cards_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_held_voucher_id_held_vouchers_id_fk" FOREIGN KEY ("held_voucher_id") REFERENCES "public"."held_vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_products_product_idx" ON "promotion_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "promotions_business_idx" ON "promotions" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "held_vouchers_user_idx" ON "held_vouchers" USING btree ("user_id","claimed_at");--> statement-breakpoint
CREATE INDEX "held_vouchers_voucher_idx" ON "held_vouchers" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "held_vouchers_order_idx" ON "held_vouchers" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_entries_source_idx" ON "reward_entries" USING btree ("type","source_id");--> statement-breakpoint
CREATE INDEX "reward_entries_user_idx" ON "reward_entries" USING btree ("user_id","earned_at");--> statement-breakpoint
CREATE INDEX "reward_entries_expiry_idx" ON "reward_entries" USING btree ("expires_at") WHERE "reward_entries"."status" = 'AVAILABLE';--> statement-breakpoint
CREATE INDEX "vouchers_business_idx" ON "vouchers" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_business_code_idx" ON "vouchers" USING btree ("business_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_oja_code_idx" ON "vouchers" USING btree ("code") WHERE "vouchers"."business_id" IS NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_promotion_idx" ON "order_items" USING btree ("promotion_id") WHERE "order_items"."promotion_id" is not null;