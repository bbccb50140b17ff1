DROP INDEX "products_business_idx";--> statement-breakpoint
DROP INDEX "products_listing_idx";--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","is_pinned","id","business_id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_business_idx" ON "products" USING btree ("business_id","is_pinned","id","is_active");--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("is_pinned","id","business_id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");