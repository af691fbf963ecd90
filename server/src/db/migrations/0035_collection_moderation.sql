ALTER TABLE "reports" DROP CONSTRAINT "reports_target_kind_check";--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_kind_check" CHECK (target_kind in ('snippet', 'comment', 'profile', 'collection'));--> statement-breakpoint
-- A member's suggestions_applied counts their comments whose suggestion was applied (decision 078): it goes down
-- with such a comment, whoever deletes it — its author, a moderator, or its snippet's deletion cascading to it.
CREATE FUNCTION comments_applied_suggestion_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET suggestions_applied = suggestions_applied - 1 WHERE id = OLD.author_id;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER comments_applied_suggestion_gone AFTER DELETE ON comments
  FOR EACH ROW WHEN (OLD.suggestion_state = 'applied') EXECUTE FUNCTION comments_applied_suggestion_gone();
