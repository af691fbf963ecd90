import { CHECKS_VERSION } from '@cloud-snippets/checks';
import type { SnippetFile } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { checksColumns } from './snippets.repository.js';

/** Languages whose files a check reads (decision 046); a one-file snippet in another language has nothing to find. */
const CHECKED_LANGUAGES = sql.raw(`('ssjs', 'html', 'ampscript')`);

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
 * Brings every snippet's code checks up to CHECKS_VERSION (issue 13): rows written before the checks existed, or
 * under older rules. Snippets with nothing to check are marked in one statement; the others are read a batch at a
 * time (`for update skip locked`, so two processes share the work instead of repeating it), checked here, and
 * written back in one UPDATE per batch. Their updated_at is kept: being checked again is not an edit. Answers how
 * many rows it checked.
 */
export async function recheckStaleSnippets(db: Database): Promise<number> {
  await db.execute(sql`
    update snippets set checks_version = ${CHECKS_VERSION}
    where checks_version < ${CHECKS_VERSION} and file_count = 1 and code_language not in ${CHECKED_LANGUAGES}
      and ssjs_safe is null and ampscript_parses is null`);
  let checked = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await selectRows<StaleRow>(
        tx,
        sql`select id, code, code_language as "codeLanguage", file_name as "fileName", extra_files as "extraFiles"
          from snippets where checks_version < ${CHECKS_VERSION}
          order by id limit ${BATCH} for update skip locked`,
      );
      if (rows.length === 0) return 0;
      const values = rows.map((row) => {
        const files = [{ name: row.fileName, language: row.codeLanguage, code: row.code }, ...row.extraFiles];
        const { ssjsSafe, ampscriptParses, checkFindings } = checksColumns(files);
        return { id: row.id, ssjsSafe, ampscriptParses, checkFindings };
      });
      await tx.execute(sql`
        update snippets s set ssjs_safe = v."ssjsSafe", ampscript_parses = v."ampscriptParses",
          check_findings = v."checkFindings", checks_version = ${CHECKS_VERSION}
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
          as v(id uuid, "ssjsSafe" boolean, "ampscriptParses" boolean, "checkFindings" jsonb)
        where s.id = v.id`);
      return rows.length;
    });
    if (done === 0) return checked;
    checked += done;
  }
}
