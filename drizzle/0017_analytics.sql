CREATE TABLE "analytics_business_days" (
	"business_id" uuid NOT NULL,
	"breakdown" text NOT NULL,
	"key" text NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"value_kobo" bigint NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "analytics_business_days_business_id_breakdown_key_day_status_pk" PRIMARY KEY("business_id","breakdown","key","day","status")
);
--> statement-breakpoint
CREATE TABLE "analytics_business_hours" (
	"business_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"value_kobo" bigint NOT NULL,
	"released_kobo" bigint NOT NULL,
	CONSTRAINT "analytics_business_hours_business_id_hour_status_pk" PRIMARY KEY("business_id","hour","status")
);
--> statement-breakpoint
CREATE TABLE "analytics_customer_hours" (
	"customer_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"value_kobo" bigint NOT NULL,
	CONSTRAINT "analytics_customer_hours_customer_id_hour_status_pk" PRIMARY KEY("customer_id","hour","status")
);
--> statement-breakpoint
CREATE TABLE "analytics_order_facts" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"value_kobo" bigint NOT NULL,
	"released_kobo" bigint NOT NULL,
	"state" text NOT NULL,
	"lga" text,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_products" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"photo" text,
	"unit_price_kobo" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_business_days_day_idx" ON "analytics_business_days" USING btree ("business_id","breakdown","day") INCLUDE ("status","key","orders","value_kobo","units");--> statement-breakpoint
CREATE INDEX "analytics_business_hours_period_idx" ON "analytics_business_hours" USING btree ("business_id","hour") INCLUDE ("status","orders","value_kobo","released_kobo");