CREATE TABLE "oja_prices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"item" text NOT NULL,
	"price_kobo" bigint NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"set_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oja_prices_price_positive" CHECK ("oja_prices"."price_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "oja_prices" ADD CONSTRAINT "oja_prices_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oja_prices_item_effective_idx" ON "oja_prices" USING btree ("item","effective_from");