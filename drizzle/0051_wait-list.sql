CREATE TABLE "wait_list" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"wants" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wait_list_contact" CHECK ("wait_list"."email" IS NOT NULL OR "wait_list"."phone" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wait_list_email_key" ON "wait_list" USING btree ("email") WHERE "wait_list"."email" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wait_list_phone_key" ON "wait_list" USING btree ("phone") WHERE "wait_list"."phone" IS NOT NULL;