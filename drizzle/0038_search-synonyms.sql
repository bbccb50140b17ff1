CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"phrases" text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_phrase_count" CHECK (cardinality("search_synonyms"."phrases") BETWEEN 2 AND 12)
);
--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD CONSTRAINT "search_synonyms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_phrases_key" ON "search_synonyms" USING btree ("phrases");