-- Hand-written (drizzle-kit cannot express these): the trigram extension and the immutable function the generated
-- search_vector column is computed with. The 'simple' configuration keeps identifiers as written (no stemming, no
-- stop words); dots become spaces so `Database.insert` is indexed as the words database, insert in a row, which the
-- query side (snippets.search.ts) matches as a phrase.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION snippet_search_document(title text, tags text[], description text, code text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, translate(title, '.', ' ')), 'A')
      || setweight(to_tsvector('simple'::regconfig, translate(array_to_string(tags, ' '), '.', ' ')), 'B')
      || setweight(to_tsvector('simple'::regconfig, translate(description, '.', ' ')), 'C')
      || setweight(to_tsvector('simple'::regconfig, translate(left(code, 60000), '.', ' ')), 'D')
$$;
--> statement-breakpoint
CREATE TABLE "snippet_counts" (
	"platform" text NOT NULL,
	"category" text NOT NULL,
	"code_language" text NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "snippet_counts_pk" PRIMARY KEY("platform","category","code_language")
);
--> statement-breakpoint
CREATE TABLE "snippet_reactions" (
	"snippet_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "snippet_reactions_pk" PRIMARY KEY("snippet_id","user_id"),
	CONSTRAINT "snippet_reactions_kind_check" CHECK (kind in ('like', 'dislike'))
);
--> statement-breakpoint
CREATE TABLE "snippet_saves" (
	"user_id" uuid NOT NULL,
	"snippet_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "snippet_saves_pk" PRIMARY KEY("user_id","snippet_id")
);
--> statement-breakpoint
CREATE TABLE "snippet_views" (
	"snippet_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "snippet_views_pk" PRIMARY KEY("snippet_id","viewer_key","day")
);
--> statement-breakpoint
CREATE TABLE "snippets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"code" text NOT NULL,
	"platform" text NOT NULL,
	"category" text NOT NULL,
	"code_language" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_id" uuid NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"dislike_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"save_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (snippet_search_document(title, tags, description, code)) STORED NOT NULL,
	CONSTRAINT "snippets_platform_check" CHECK (platform in ('sfmc', 'crm')),
	CONSTRAINT "snippets_counters_check" CHECK (like_count >= 0 and dislike_count >= 0 and view_count >= 0 and save_count >= 0 and comment_count >= 0)
);
--> statement-breakpoint
ALTER TABLE "snippet_reactions" ADD CONSTRAINT "snippet_reactions_snippet_id_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "public"."snippets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snippet_reactions" ADD CONSTRAINT "snippet_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snippet_saves" ADD CONSTRAINT "snippet_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snippet_saves" ADD CONSTRAINT "snippet_saves_snippet_id_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "public"."snippets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snippet_views" ADD CONSTRAINT "snippet_views_snippet_id_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "public"."snippets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snippets" ADD CONSTRAINT "snippets_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "snippet_reactions_user_idx" ON "snippet_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "snippet_reactions_recent_idx" ON "snippet_reactions" USING btree ("snippet_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "snippet_saves_snippet_idx" ON "snippet_saves" USING btree ("snippet_id");--> statement-breakpoint
CREATE INDEX "snippet_saves_user_recent_idx" ON "snippet_saves" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "snippet_views_viewer_idx" ON "snippet_views" USING btree ("viewer_key");--> statement-breakpoint
CREATE UNIQUE INDEX "snippets_slug_unique" ON "snippets" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "snippets_created_idx" ON "snippets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "snippets_popular_idx" ON "snippets" USING btree ("like_count","created_at","id");--> statement-breakpoint
CREATE INDEX "snippets_title_idx" ON "snippets" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "snippets_platform_created_idx" ON "snippets" USING btree ("platform","created_at","id");--> statement-breakpoint
CREATE INDEX "snippets_platform_popular_idx" ON "snippets" USING btree ("platform","like_count","created_at","id");--> statement-breakpoint
CREATE INDEX "snippets_category_created_idx" ON "snippets" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "snippets_category_popular_idx" ON "snippets" USING btree ("category","like_count","created_at","id");--> statement-breakpoint
CREATE INDEX "snippets_language_created_idx" ON "snippets" USING btree ("code_language","created_at","id");--> statement-breakpoint
CREATE INDEX "snippets_language_popular_idx" ON "snippets" USING btree ("code_language","like_count","created_at","id");--> statement-breakpoint
CREATE INDEX "snippets_author_created_idx" ON "snippets" USING btree ("author_id","created_at","id");--> statement-breakpoint
CREATE INDEX "snippets_featured_idx" ON "snippets" USING btree ("created_at") WHERE "snippets"."is_featured";--> statement-breakpoint
CREATE INDEX "snippets_tags_idx" ON "snippets" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "snippets_search_idx" ON "snippets" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "snippets_title_trgm_idx" ON "snippets" USING gin (lower("title") gin_trgm_ops);