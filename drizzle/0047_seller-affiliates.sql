CREATE TABLE "affiliate_blocks" (
	"business_id" uuid NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_blocks_business_id_affiliate_id_pk" PRIMARY KEY("business_id","affiliate_id")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "resale_allowed_by_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "default_affiliate_commission_pct" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_blocks" ADD CONSTRAINT "affiliate_blocks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_blocks" ADD CONSTRAINT "affiliate_blocks_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_blocks_affiliate_idx" ON "affiliate_blocks" USING btree ("affiliate_id");