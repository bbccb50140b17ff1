CREATE TABLE "plan_terms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"months" integer NOT NULL,
	"price_kobo" bigint NOT NULL,
	"paid_kobo" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"credited_kobo" bigint DEFAULT 0 NOT NULL,
	"purchase_id" uuid,
	"renewal_of" uuid,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_terms" ADD CONSTRAINT "plan_terms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_terms_user_idx" ON "plan_terms" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_terms_purchase_key" ON "plan_terms" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_terms_renewal_key" ON "plan_terms" USING btree ("renewal_of");--> statement-breakpoint
CREATE INDEX "plan_terms_active_end_idx" ON "plan_terms" USING btree ("ends_at") WHERE "plan_terms"."status" = 'ACTIVE';