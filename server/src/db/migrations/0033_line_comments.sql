ALTER TABLE "comments" ADD COLUMN "line_revision" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "line_file" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "line_file_name" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "line_start" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "line_end" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "line_quote" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "current_file" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "current_start" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "current_end" integer;--> statement-breakpoint
CREATE INDEX "comments_snippet_lines_idx" ON "comments" USING btree ("snippet_id","created_at") WHERE "comments"."line_revision" is not null;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_line_check" CHECK ((line_revision is null or parent_id is null)
        and ((line_revision is null) = (line_start is null))
        and (line_revision is null or (line_file >= 0 and line_start >= 1 and line_end >= line_start
          and line_file_name is not null and line_quote is not null))
        and ((current_start is null) = (current_end is null)) and ((current_start is null) = (current_file is null))
        and (current_start is null or (line_revision is not null and current_start >= 1 and current_end >= current_start)));