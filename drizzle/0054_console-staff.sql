CREATE TABLE "console_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"reason" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "console_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_factors" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sealed_secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" integer DEFAULT 0 NOT NULL,
	"recovery_code_hashes" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
ALTER TABLE "console_sessions" ADD CONSTRAINT "console_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_factors" ADD CONSTRAINT "staff_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_audit_at_idx" ON "console_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "console_audit_actor_idx" ON "console_audit" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "console_audit_subject_idx" ON "console_audit" USING btree ("subject_id","at");--> statement-breakpoint
CREATE FUNCTION console_audit_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the console audit log cannot be changed' USING ERRCODE = 'check_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER console_audit_no_change BEFORE UPDATE OR DELETE ON console_audit
  FOR EACH ROW EXECUTE FUNCTION console_audit_immutable();
--> statement-breakpoint
-- The signed-in profile says whether its user is staff: a role change forgets their profile copy.
CREATE TRIGGER staff_roles_profile_changed AFTER INSERT OR UPDATE OR DELETE ON staff_roles
  FOR EACH ROW EXECUTE FUNCTION oja_profile_changed('user_id');
