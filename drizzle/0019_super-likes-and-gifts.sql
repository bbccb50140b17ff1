CREATE TABLE "post_gifts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"earnings_kobo" bigint NOT NULL,
	"purchase_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_super_likes" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"tier" text NOT NULL,
	"purchase_id" uuid NOT NULL,
	"is_shown" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_super_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "super_like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_gifts" ADD CONSTRAINT "post_gifts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_gifts" ADD CONSTRAINT "post_gifts_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_super_likes" ADD CONSTRAINT "post_super_likes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_super_likes" ADD CONSTRAINT "post_super_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_gifts_post_idx" ON "post_gifts" USING btree ("post_id","created_at");