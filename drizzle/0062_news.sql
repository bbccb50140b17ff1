CREATE TABLE "news_deliveries" (
	"issue_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "news_deliveries_issue_id_user_id_pk" PRIMARY KEY("issue_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "news_issues" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"written_by" uuid,
	"sent_by" uuid,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_subscribers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"subscribed" boolean NOT NULL,
	"link_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_deliveries" ADD CONSTRAINT "news_deliveries_issue_id_news_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."news_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_deliveries" ADD CONSTRAINT "news_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_issues" ADD CONSTRAINT "news_issues_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_issues" ADD CONSTRAINT "news_issues_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_subscribers" ADD CONSTRAINT "news_subscribers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_deliveries_queued_idx" ON "news_deliveries" USING btree ("issue_id") WHERE "news_deliveries"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "news_issues_created_idx" ON "news_issues" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "news_subscribers_on_idx" ON "news_subscribers" USING btree ("user_id") WHERE "news_subscribers"."subscribed";