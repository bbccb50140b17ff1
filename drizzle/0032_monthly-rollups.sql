CREATE TABLE "analytics_business_month_keys" (
	"business_id" uuid NOT NULL,
	"breakdown" text NOT NULL,
	"key" text NOT NULL,
	"month" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"value_kobo" bigint NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "analytics_business_month_keys_pk" PRIMARY KEY("business_id","breakdown","key","month","status")
);
--> statement-breakpoint
CREATE TABLE "analytics_business_months" (
	"business_id" uuid NOT NULL,
	"month" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"value_kobo" bigint NOT NULL,
	"released_kobo" bigint NOT NULL,
	CONSTRAINT "analytics_business_months_business_id_month_status_pk" PRIMARY KEY("business_id","month","status")
);
--> statement-breakpoint
CREATE TABLE "analytics_product_month_views" (
	"business_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"month" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_product_month_views_business_id_product_id_month_pk" PRIMARY KEY("business_id","product_id","month")
);
--> statement-breakpoint
CREATE INDEX "analytics_business_month_keys_month_idx" ON "analytics_business_month_keys" USING btree ("business_id","month") INCLUDE ("breakdown","key","status","orders","value_kobo","units");--> statement-breakpoint
INSERT INTO "analytics_business_months" ("business_id","month","status","orders","value_kobo","released_kobo")
SELECT "business_id", date_trunc('month', "hour" AT TIME ZONE 'Africa/Lagos')::date, "status", sum("orders"), sum("value_kobo"), sum("released_kobo")
FROM "analytics_business_hours" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "analytics_business_month_keys" ("business_id","breakdown","key","month","status","orders","value_kobo","units")
SELECT "business_id", "breakdown", "key", date_trunc('month', "day")::date, "status", sum("orders"), sum("value_kobo"), sum("units")
FROM "analytics_business_days" GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "analytics_product_month_views" ("business_id","product_id","month","views")
SELECT "business_id", "product_id", date_trunc('month', "day")::date, sum("views")
FROM "analytics_product_views" GROUP BY 1, 2, 3;