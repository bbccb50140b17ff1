CREATE TABLE "analytics_business_views" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_business_views_business_id_day_pk" PRIMARY KEY("business_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_product_views" (
	"business_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_product_views_business_id_product_id_day_pk" PRIMARY KEY("business_id","product_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_view_marks" (
	"product_id" uuid NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "analytics_view_marks_product_id_viewer_day_pk" PRIMARY KEY("product_id","viewer","day")
);
--> statement-breakpoint
CREATE INDEX "analytics_view_marks_day_idx" ON "analytics_view_marks" USING btree ("day");