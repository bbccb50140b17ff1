CREATE TABLE "business_themes" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"theme_id" text NOT NULL,
	"accent" text,
	"hero" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theme_terms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"theme_id" text NOT NULL,
	"months" integer NOT NULL,
	"price_kobo" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"purchase_id" uuid,
	"renewal_of" uuid,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_themes" ADD CONSTRAINT "business_themes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_terms" ADD CONSTRAINT "theme_terms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "theme_terms_user_idx" ON "theme_terms" USING btree ("user_id","theme_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "theme_terms_purchase_key" ON "theme_terms" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "theme_terms_renewal_key" ON "theme_terms" USING btree ("renewal_of");--> statement-breakpoint
CREATE INDEX "theme_terms_active_end_idx" ON "theme_terms" USING btree ("ends_at") WHERE "theme_terms"."status" = 'ACTIVE';