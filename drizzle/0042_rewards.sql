CREATE TABLE "reward_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"source_id" uuid NOT NULL,
	"status" text NOT NULL,
	"points" integer NOT NULL,
	"points_taken" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"business_id" uuid,
	"earned_at" timestamp with time zone NOT NULL,
	"available_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_entries_source_idx" ON "reward_entries" USING btree ("type","source_id");--> statement-breakpoint
CREATE INDEX "reward_entries_user_idx" ON "reward_entries" USING btree ("user_id","earned_at");--> statement-breakpoint
CREATE INDEX "reward_entries_expiry_idx" ON "reward_entries" USING btree ("expires_at") WHERE "reward_entries"."status" = 'AVAILABLE';