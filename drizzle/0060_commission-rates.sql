CREATE TABLE "commission_rates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"set_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rates_percent_range" CHECK ("commission_rates"."percent" >= 0 AND "commission_rates"."percent" <= 50)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_rates_effective_idx" ON "commission_rates" USING btree ("effective_from");