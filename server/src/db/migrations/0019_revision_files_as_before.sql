ALTER TABLE "snippet_revisions" ALTER COLUMN "extra_files" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "snippet_revisions" ALTER COLUMN "extra_files" DROP NOT NULL;