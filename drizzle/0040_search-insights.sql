CREATE TABLE "search_business_days" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"business_id" uuid NOT NULL,
	"searches" integer NOT NULL,
	"impressions" integer NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_business_days_day_query_business_id_pk" PRIMARY KEY("day","query","business_id")
);
--> statement-breakpoint
CREATE TABLE "search_category_days" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"category_id" uuid NOT NULL,
	"searches" integer NOT NULL,
	CONSTRAINT "search_category_days_day_query_category_id_pk" PRIMARY KEY("day","query","category_id")
);
--> statement-breakpoint
CREATE TABLE "search_query_days" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer NOT NULL,
	"results" bigint NOT NULL,
	"searchers" bigint NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_query_days_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE INDEX "search_business_days_business_idx" ON "search_business_days" USING btree ("business_id","day");--> statement-breakpoint
CREATE INDEX "search_category_days_category_idx" ON "search_category_days" USING btree ("category_id","day");