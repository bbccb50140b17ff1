CREATE TABLE "ad_clicks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ad_id" uuid NOT NULL,
	"day" date NOT NULL,
	"viewer" text NOT NULL,
	"user_id" uuid,
	"address" text NOT NULL,
	"price_kobo" bigint NOT NULL,
	"billed" boolean NOT NULL,
	"unbilled_reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_days" (
	"ad_id" uuid NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"unbilled_clicks" integer DEFAULT 0 NOT NULL,
	"spend_kobo" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales_kobo" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_days_ad_id_day_pk" PRIMARY KEY("ad_id","day")
);
--> statement-breakpoint
CREATE TABLE "ad_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"ad_id" uuid NOT NULL,
	"click_id" uuid NOT NULL,
	"total_kobo" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_views" (
	"ad_id" uuid NOT NULL,
	"day" date NOT NULL,
	"viewer" text NOT NULL,
	CONSTRAINT "ad_views_ad_id_day_viewer_pk" PRIMARY KEY("ad_id","day","viewer")
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"business_id" uuid,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"sales_business_id" uuid,
	"headline" text,
	"placements" text[] NOT NULL,
	"states" text[] NOT NULL,
	"category_ids" text[] NOT NULL,
	"daily_budget_kobo" bigint NOT NULL,
	"days" integer NOT NULL,
	"budget_kobo" bigint NOT NULL,
	"points_kobo" bigint DEFAULT 0 NOT NULL,
	"max_cpc_kobo" bigint NOT NULL,
	"spent_kobo" bigint DEFAULT 0 NOT NULL,
	"refunded_kobo" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"purchase_id" uuid,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_clicks" ADD CONSTRAINT "ad_clicks_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_days" ADD CONSTRAINT "ad_days_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_orders" ADD CONSTRAINT "ad_orders_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_views" ADD CONSTRAINT "ad_views_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_clicks_viewer_idx" ON "ad_clicks" USING btree ("ad_id","day","viewer");--> statement-breakpoint
CREATE INDEX "ad_clicks_user_idx" ON "ad_clicks" USING btree ("user_id","at") WHERE "ad_clicks"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "ad_clicks_address_idx" ON "ad_clicks" USING btree ("day","address");--> statement-breakpoint
CREATE INDEX "ads_owner_idx" ON "ads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "ads_business_idx" ON "ads" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "ads_status_idx" ON "ads" USING btree ("status");