DROP INDEX "businesses_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";