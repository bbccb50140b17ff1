CREATE TABLE "badge_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"purchase_id" uuid NOT NULL,
	"purchase_key" text NOT NULL,
	"fee_kobo" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "badge_requests" ADD CONSTRAINT "badge_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_requests" ADD CONSTRAINT "badge_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "badge_requests_purchase_key" ON "badge_requests" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "badge_requests_open_key" ON "badge_requests" USING btree ("subject_id","kind") WHERE "badge_requests"."status" IN ('PENDING', 'APPROVED');--> statement-breakpoint
CREATE INDEX "badge_requests_verified_idx" ON "badge_requests" USING btree ("subject_id") WHERE "badge_requests"."status" = 'APPROVED';--> statement-breakpoint
CREATE INDEX "badge_requests_subject_idx" ON "badge_requests" USING btree ("subject_id","created_at");--> statement-breakpoint
CREATE INDEX "badge_requests_status_idx" ON "badge_requests" USING btree ("status","created_at");