import { VERIFICATION_LIMITS, releaseByApi, type SnippetVerification } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';

/** The columns verificationColumns selects, which verificationOf reads. */
export interface VerificationRow {
  verifiedApi: number | null;
  verifiedCount: number;
  outdatedCount: number;
  reports: { reason: string; releaseApi: number; username: string; createdAt: string }[];
  confirmed: number[] | null;
  outdatedReason: string | null;
}

const labelOf = (api: number) => releaseByApi(api)?.label ?? `API ${api}.0`;
const idOf = (api: number) => releaseByApi(api)?.id ?? String(api);

/**
 * A snippet's verification state as columns of a query of `snippets s` (the detail reads them in its own statement),
 * beside its counters (SUMMARY_COLUMNS): its newest open reports with their members, and the viewer's confirmations
 * and report.
 */
export const verificationColumns = (viewerId: string | null) => sql`
  (case when s.outdated_count = 0 then '[]'::json else (
    select coalesce(json_agg(json_build_object('reason', r.reason, 'releaseApi', r.release_api,
        'username', u.username, 'createdAt', r.created_at) order by r.created_at desc), '[]'::json)
    from (select * from snippet_outdated_reports where snippet_id = s.id and resolved_at is null
          order by created_at desc limit ${VERIFICATION_LIMITS.reportsShown}) r
    join users u on u.id = r.user_id) end) as reports,
  (select array_agg(release_api order by release_api desc) from snippet_verifications
   where snippet_id = s.id and user_id = ${viewerId}::uuid) as confirmed,
  (select reason from snippet_outdated_reports
   where snippet_id = s.id and user_id = ${viewerId}::uuid and resolved_at is null) as "outdatedReason"`;

/** The API's verification state of a row with verificationColumns. */
export function verificationOf(row: VerificationRow): SnippetVerification {
  return {
    release: row.verifiedApi === null ? null : { id: idOf(row.verifiedApi), label: labelOf(row.verifiedApi) },
    count: row.verifiedCount,
    outdatedCount: row.outdatedCount,
    outdatedReports: row.reports.map((report) => ({
      reason: report.reason,
      release: labelOf(report.releaseApi),
      username: report.username,
      createdAt: new Date(report.createdAt).toISOString(),
    })),
    mine: { confirmed: (row.confirmed ?? []).map(idOf), outdatedReason: row.outdatedReason },
  };
}

/**
 * Is it still true (decision 048): members' confirmations that a snippet works on a release, and their
 * out-of-date reports. Each change locks the snippet's row first and then sets its three counters from the rows, so
 * concurrent confirmations take turns and the counters equal their rows (decision 007).
 */
export function snippetVerificationsRepository(db: Database) {
  /** Locks the snippet: a concurrent change waits, and then counts this one's rows. */
  const lock = (tx: Database, snippetId: string) =>
    tx.execute(sql`select 1 from snippets where id = ${snippetId}::uuid for update`);

  const recount = (tx: Database, snippetId: string) =>
    tx.execute(sql`
      update snippets s set verified_api = v.api,
        verified_count = (select count(*) from snippet_verifications x where x.snippet_id = s.id and x.release_api = v.api),
        outdated_count = (select count(*) from snippet_outdated_reports o where o.snippet_id = s.id and o.resolved_at is null)
      from (select max(release_api) as api from snippet_verifications where snippet_id = ${snippetId}::uuid) v
      where s.id = ${snippetId}::uuid`);

  /** Runs a change with the snippet locked and its counters set after, in one transaction. */
  const change = <T>(snippetId: string, tx: Database, work: (inner: Database) => Promise<T>) =>
    tx.transaction(async (inner) => {
      await lock(inner, snippetId);
      const result = await work(inner);
      await recount(inner, snippetId);
      return result;
    });

  const repository = {
    /** "Still works on <release>": once per member per release; a second time changes nothing. */
    confirm: (snippetId: string, userId: string, releaseApi: number, tx: Database = db) =>
      change(snippetId, tx, (inner) =>
        inner.execute(sql`
          insert into snippet_verifications (snippet_id, user_id, release_api)
          values (${snippetId}::uuid, ${userId}::uuid, ${releaseApi}) on conflict do nothing`),
      ),

    withdrawConfirmation: (snippetId: string, userId: string, releaseApi: number, tx: Database = db) =>
      change(snippetId, tx, (inner) =>
        inner.execute(sql`
          delete from snippet_verifications
          where snippet_id = ${snippetId}::uuid and user_id = ${userId}::uuid and release_api = ${releaseApi}`),
      ),

    /**
     * Reports the snippet out of date, or changes the reason of the member's open report: the new report's id, null
     * when an open one changed (reportOutdated tells the author of a new one).
     */
    report: (
      snippetId: string,
      userId: string,
      reason: string,
      releaseApi: number,
      tx: Database = db,
    ): Promise<{ id: string } | null> =>
      change(snippetId, tx, async (inner) => {
        const [row] = await selectRows<{ id: string; created: boolean }>(
          inner,
          sql`
          insert into snippet_outdated_reports (snippet_id, user_id, reason, release_api)
          values (${snippetId}::uuid, ${userId}::uuid, ${reason}, ${releaseApi})
          on conflict (snippet_id, user_id) where resolved_at is null
          do update set reason = excluded.reason, release_api = excluded.release_api
          returning id, (xmax = 0) as created`,
        );
        return row?.created ? { id: row.id } : null;
      }),

    /** Withdraws the member's open report: false when there was none. */
    withdrawReport: (snippetId: string, userId: string, tx: Database = db): Promise<boolean> =>
      change(snippetId, tx, async (inner) => {
        const rows = await selectRows<{ id: string }>(
          inner,
          sql`delete from snippet_outdated_reports
              where snippet_id = ${snippetId}::uuid and user_id = ${userId}::uuid and resolved_at is null returning id`,
        );
        return rows.length > 0;
      }),

    /** An edit of the code answers the open reports: they are resolved, and stay as history. */
    resolveReports: (snippetId: string, tx: Database = db) =>
      change(snippetId, tx, (inner) =>
        inner.execute(sql`
          update snippet_outdated_reports set resolved_at = now()
          where snippet_id = ${snippetId}::uuid and resolved_at is null`),
      ),

    /**
     * Before a member's account goes: their confirmations and open reports come off the snippets' counters (the rows
     * themselves go with the member, ON DELETE CASCADE).
     */
    removeAllByMember: async (userId: string, tx: Database = db) => {
      const rows = await selectRows<{ snippetId: string }>(
        tx,
        sql`select snippet_id as "snippetId" from snippet_verifications where user_id = ${userId}::uuid
            union select snippet_id from snippet_outdated_reports where user_id = ${userId}::uuid and resolved_at is null
            order by 1`,
      );
      await tx.execute(sql`delete from snippet_verifications where user_id = ${userId}::uuid`);
      await tx.execute(sql`delete from snippet_outdated_reports where user_id = ${userId}::uuid`);
      for (const { snippetId } of rows) await recount(tx, snippetId);
    },

    /** The state a snippet's page shows, and the viewer's own confirmations and report. */
    state: async (
      snippetId: string,
      viewerId: string | null,
      tx: Database = db,
    ): Promise<SnippetVerification> => {
      const [row] = await selectRows<VerificationRow>(
        tx,
        sql`select s.verified_api as "verifiedApi", s.verified_count as "verifiedCount",
              s.outdated_count as "outdatedCount", ${verificationColumns(viewerId)}
            from snippets s where s.id = ${snippetId}::uuid`,
      );
      if (!row) throw new Error(`snippet ${snippetId} has no verification state`);
      return verificationOf(row);
    },
  };
  return repository;
}

export type SnippetVerificationsRepository = ReturnType<typeof snippetVerificationsRepository>;
