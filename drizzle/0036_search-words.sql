ALTER TABLE "products" ADD COLUMN "search_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The name's words, as searchableText writes them, taken off the front of the old text.
UPDATE "products" SET "search_title" = t.title,
  "search_text" = CASE WHEN "search_text" LIKE t.title || '%' THEN ltrim(substr("search_text", length(t.title) + 1)) ELSE "search_text" END
FROM (SELECT id, trim(array_to_string(regexp_split_to_array(lower("name"), '[^[:alnum:]]+'), ' ')) AS title FROM "products") t
WHERE t.id = "products"."id";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_title), 'A')
          || setweight(to_tsvector('english'::regconfig, search_title), 'B')
          || setweight(to_tsvector('simple'::regconfig, search_text), 'C')
          || setweight(to_tsvector('english'::regconfig, search_text), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");
