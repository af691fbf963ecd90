CREATE TABLE "collection_items" (
	"collection_id" uuid NOT NULL,
	"snippet_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_items_pk" PRIMARY KEY("collection_id","snippet_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_visibility_check" CHECK (visibility in ('public', 'unlisted', 'private')),
	CONSTRAINT "collections_item_count_check" CHECK (item_count >= 0)
);
--> statement-breakpoint
ALTER TABLE "follows" DROP CONSTRAINT "follows_kind_check";--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_snippet_id_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "public"."snippets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_items_order_idx" ON "collection_items" USING btree ("collection_id","position");--> statement-breakpoint
CREATE INDEX "collection_items_snippet_idx" ON "collection_items" USING btree ("snippet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_owner_slug_idx" ON "collections" USING btree ("owner_id","slug");--> statement-breakpoint
CREATE INDEX "collections_owner_recent_idx" ON "collections" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_kind_check" CHECK (target_kind in ('member', 'tag', 'platform', 'collection'));--> statement-breakpoint
-- A collection's item_count moves with its rows, whoever adds or removes them: the routes, or a snippet's deletion
-- cascading to its items (decision 075, counted as forks are, decision 040).
CREATE FUNCTION collection_items_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE collections SET item_count = item_count + 1 WHERE id = NEW.collection_id;
    RETURN NEW;
  END IF;
  UPDATE collections SET item_count = item_count - 1 WHERE id = OLD.collection_id;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER collection_items_count AFTER INSERT OR DELETE ON collection_items
  FOR EACH ROW EXECUTE FUNCTION collection_items_count();
