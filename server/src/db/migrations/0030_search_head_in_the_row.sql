-- Hand-written (decision 063). A search reads search_head for every candidate it looks at: the 1,000 best-liked
-- snippets of its window (once per tier), the rows its GIN reads recheck (a phrase such as `Database.insert` is
-- checked against positions), and the 200 it ranks. With the default EXTENDED storage, a row over 2 KB (code,
-- its search_code, extra files, check findings) had its search_head moved out to the TOAST table: each of those
-- reads then cost a TOAST index lookup and a page more (1,000 rows: 3,356 buffers and 10–30 ms, against 1,026 and
-- 1.6 ms kept in the row). MAIN keeps it in the row, moving the large columns out first.
ALTER TABLE "snippets" ALTER COLUMN "search_head" SET STORAGE MAIN;--> statement-breakpoint
-- Existing rows keep their out-of-line values until rewritten: rewrite them once. search_head is generated, so a
-- write of a column it reads recomputes it (and stores it as MAIN says); the titles do not change, so the trigger
-- that adds their words to the dictionary is off meanwhile.
ALTER TABLE "snippets" DISABLE TRIGGER "snippets_search_words";--> statement-breakpoint
UPDATE "snippets" SET "title" = "title";--> statement-breakpoint
ALTER TABLE "snippets" ENABLE TRIGGER "snippets_search_words";
