CREATE TABLE "referral_rewards" (
	"referred_id" uuid PRIMARY KEY NOT NULL,
	"referrer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"order_id" uuid NOT NULL,
	"referrer_points" integer NOT NULL,
	"friend_points" integer NOT NULL,
	"rewarded_at" timestamp with time zone,
	"approved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rewards_outcome_check" CHECK (("referral_rewards"."status" = 'REWARDED' AND "referral_rewards"."rewarded_at" IS NOT NULL) OR ("referral_rewards"."status" = 'FLAGGED' AND "referral_rewards"."reason" IS NOT NULL AND "referral_rewards"."rewarded_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referred_id_users_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_id","rewarded_at");--> statement-breakpoint
CREATE INDEX "referral_rewards_flagged_idx" ON "referral_rewards" USING btree ("created_at") WHERE "referral_rewards"."status" = 'FLAGGED';