ALTER TABLE "reports" DROP CONSTRAINT "reports_target_kind_check";--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_kind_check" CHECK (target_kind in ('snippet', 'comment', 'profile', 'collection'));