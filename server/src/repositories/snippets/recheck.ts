import { CHECKS_VERSION } from '@cloud-snippets/checks';
import type { SnippetFile } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { inProcessChecker, type CodeChecker } from '../../lib/code-checks/code-checker.js';

/**
 * The rows a check can find something in (decisions 046 and 057): a file in a language a check reads, or several
 * files. A one-file snippet in another language (CSS, SQL, JavaScript…) has nothing to find: its marks stay null
 * whatever the rules, so it is never rewritten for them.
 */
const CHECKABLE = sql.raw(
  `(code_language in ('ssjs', 'html', 'ampscript', 'apex', 'soql') or file_count > 1)`,
);

/** Rows checked per transaction: a short lock on a few rows, and one UPDATE for all of them. */
const BATCH = 200;

interface StaleRow {
  id: string;
  code: string;
  codeLanguage: string;
  fileName: string;
  extraFiles: SnippetFile[];
}

/**
 * Brings the code checks of every snippet that has code to check up to CHECKS_VERSION (decision 046): rows written
 * before the checks existed, or under older rules. They are read a batch at a time in id order (one walk of the
 * primary key over the whole run; `for update skip locked`, so two processes share the work instead of repeating
 * it), checked here, and written back in one UPDATE per batch. Their updated_at is kept: being checked again is not
 * an edit. Rows with nothing to check are never rewritten (a rewrite recomputes the row's search vectors). Answers
 * how many rows it checked. The app's checker parses Apex off the event loop; a row whose parse ran out of time
 * keeps version 0 and is tried again at the next start.
 */
export async function recheckStaleSnippets(
  db: Database,
  checker: CodeChecker = inProcessChecker,
): Promise<number> {
  let checked = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await selectRows<StaleRow>(
        tx,
        sql`select id, code, code_language as "codeLanguage", file_name as "fileName", extra_files as "extraFiles"
          from snippets where id > ${after}::uuid and checks_version < ${CHECKS_VERSION} and ${CHECKABLE}
          order by id limit ${BATCH} for update skip locked`,
      );
      if (rows.length === 0) return 0;
      after = rows.at(-1)!.id;
      const values = await Promise.all(
        rows.map(async (row) => {
          const files = [
            { name: row.fileName, language: row.codeLanguage, code: row.code },
            ...row.extraFiles,
          ];
          return { id: row.id, ...(await checker.check(files)) };
        }),
      );
      await tx.execute(sql`
        update snippets s set has_test_class = v."hasTestClass", ssjs_safe = v."ssjsSafe",
          ampscript_parses = v."ampscriptParses", apex_syntax_errors = v."apexSyntaxErrors",
          soql_syntax_errors = v."soqlSyntaxErrors", check_findings = v."checkFindings",
          checks_version = v."checksVersion"
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
          as v(id uuid, "hasTestClass" boolean, "ssjsSafe" boolean, "ampscriptParses" boolean,
            "apexSyntaxErrors" smallint, "soqlSyntaxErrors" smallint, "checkFindings" jsonb,
            "checksVersion" smallint)
        where s.id = v.id`);
      return rows.length;
    });
    if (done === 0) return checked;
    checked += done;
  }
}
