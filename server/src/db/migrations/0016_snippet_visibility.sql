DROP INDEX "snippets_created_idx";--> statement-breakpoint
DROP INDEX "snippets_popular_idx";--> statement-breakpoint
DROP INDEX "snippets_title_idx";--> statement-breakpoint
DROP INDEX "snippets_platform_created_idx";--> statement-breakpoint
DROP INDEX "snippets_platform_popular_idx";--> statement-breakpoint
DROP INDEX "snippets_category_created_idx";--> statement-breakpoint
DROP INDEX "snippets_category_popular_idx";--> statement-breakpoint
DROP INDEX "snippets_language_created_idx";--> statement-breakpoint
DROP INDEX "snippets_language_popular_idx";--> statement-breakpoint
DROP INDEX "snippets_updated_idx";--> statement-breakpoint
DROP INDEX "snippets_views_idx";--> statement-breakpoint
DROP INDEX "snippets_forks_idx";--> statement-breakpoint
DROP INDEX "snippets_featured_idx";--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
CREATE INDEX "snippets_created_idx" ON "snippets" USING btree ("created_at","id") WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "snippets_popular_idx" ON "snippets" USING btree ("like_count","created_at","id") WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "snippets_title_idx" ON "snippets" USING btree ("title" collate "und-x-icu","id") WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "snippets_platform_created_idx" ON "snippets" USING btree ("platform","created_at","id") WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "snippets_platform_popular_idx" ON "snippets" USING btree ("platform","like_count","created_at","id") WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "snippets_category_created_idx" ON "snippets" USING btree ("category","created_at","id") WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "snippets_category_popular_idx" ON "snippets" USING btree ("category","like_count","created_at","id") WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "snippets_language_created_idx" ON "snippets" USING btree ("code_language","created_at","id") WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "snippets_language_popular_idx" ON "snippets" USING btree ("code_language","like_count","created_at","id") WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "snippets_updated_idx" ON "snippets" USING btree ("updated_at","id") WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "snippets_views_idx" ON "snippets" USING btree ("view_count","created_at","id") WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "snippets_forks_idx" ON "snippets" USING btree ("fork_count","created_at","id") WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "snippets_featured_idx" ON "snippets" USING btree ("created_at") WHERE "snippets"."is_featured" and "snippets"."visibility" = 'public';--> statement-breakpoint
ALTER TABLE "snippets" ADD CONSTRAINT "snippets_visibility_check" CHECK (visibility in ('public', 'unlisted', 'private'));--> statement-breakpoint
-- Hand-written from here (decision 042). An original counts its public forks only: a fork made unlisted or private
-- leaves the count, and comes back when it is public again.
CREATE OR REPLACE FUNCTION snippet_fork_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.forked_from_id IS NOT NULL AND OLD.visibility = 'public' THEN
    UPDATE snippets SET fork_count = fork_count - 1 WHERE id = OLD.forked_from_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.forked_from_id IS NOT NULL AND NEW.visibility = 'public' THEN
    UPDATE snippets SET fork_count = fork_count + 1 WHERE id = NEW.forked_from_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER snippets_fork_inserted ON snippets;--> statement-breakpoint
DROP TRIGGER snippets_fork_deleted ON snippets;--> statement-breakpoint
CREATE TRIGGER snippets_fork_inserted AFTER INSERT ON snippets
  FOR EACH ROW WHEN (NEW.forked_from_id IS NOT NULL AND NEW.visibility = 'public')
  EXECUTE FUNCTION snippet_fork_counted();--> statement-breakpoint
CREATE TRIGGER snippets_fork_deleted AFTER DELETE ON snippets
  FOR EACH ROW WHEN (OLD.forked_from_id IS NOT NULL AND OLD.visibility = 'public')
  EXECUTE FUNCTION snippet_fork_counted();--> statement-breakpoint
CREATE TRIGGER snippets_fork_visibility AFTER UPDATE OF visibility ON snippets
  FOR EACH ROW WHEN (NEW.forked_from_id IS NOT NULL AND (OLD.visibility = 'public') <> (NEW.visibility = 'public'))
  EXECUTE FUNCTION snippet_fork_counted();--> statement-breakpoint
-- The search dictionary learns the words of public snippets only: a typo's correction never names a word that only a
-- private or unlisted title holds.
DROP TRIGGER snippets_search_words ON snippets;--> statement-breakpoint
CREATE TRIGGER snippets_search_words AFTER INSERT OR UPDATE OF title, tags, description, visibility ON snippets
  FOR EACH ROW WHEN (NEW.visibility = 'public') EXECUTE FUNCTION search_words_add();
