CREATE TABLE "message_notice_marks" (
	"user_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_notice_marks_user_id_conversation_id_pk" PRIMARY KEY("user_id","conversation_id")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"orders_email" boolean DEFAULT true NOT NULL,
	"orders_whatsapp" boolean DEFAULT false NOT NULL,
	"messages_email" boolean DEFAULT true NOT NULL,
	"messages_whatsapp" boolean DEFAULT false NOT NULL,
	"social_email" boolean DEFAULT false NOT NULL,
	"social_whatsapp" boolean DEFAULT false NOT NULL,
	"social_told_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_notice_marks" ADD CONSTRAINT "message_notice_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;