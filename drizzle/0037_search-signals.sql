CREATE TABLE "product_search_signals" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"sales_30d" integer NOT NULL,
	"views_30d" integer NOT NULL,
	"boost" real NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search_signals" ADD CONSTRAINT "product_search_signals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;