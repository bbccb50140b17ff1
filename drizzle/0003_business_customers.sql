CREATE TABLE "business_customers" (
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"total_spent_kobo" bigint DEFAULT 0 NOT NULL,
	"first_order_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_order_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_customers_business_id_user_id_pk" PRIMARY KEY("business_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "business_customers" ADD CONSTRAINT "business_customers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_customers" ADD CONSTRAINT "business_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_customers_recent_idx" ON "business_customers" USING btree ("business_id","last_order_at");