import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Prepared statements on PostgreSQL (decision 045). Every parameterized statement a connection runs becomes a named
 * prepared statement, named by a hash of its text: the first run parses it; later runs on that connection only bind
 * and execute, and once PostgreSQL's plan cache finds a generic plan as good as the custom ones (after five runs) it
 * stops planning too. Drizzle's own prepare() needs each statement written as a prepared query; this gives it to
 * all of them, unchanged.
 */

/**
 * Marks a statement whose best plan depends on its values (a search: a rare word and a common one want different
 * plans): written anywhere in its SQL (a comment), it keeps the statement unprepared, planned for each run's values.
 */
export const CUSTOM_PLAN = '/* custom plan */';

/**
 * How many statements one connection keeps prepared. The app's texts are a bounded set (one per code path and filter
 * combination, times the lengths of its IN lists); past this bound a new text runs unprepared, as before.
 */
export const PREPARED_STATEMENTS_PER_CONNECTION = 500;

/** The statement name of a text: stable across processes, so logs and pg_prepared_statements agree. */
export const statementName = (text: string): string =>
  `cs_${createHash('sha1').update(text).digest('base64url')}`;

interface QueryConfigLike {
  text: string;
  values?: unknown[];
  name?: string;
}

const isQueryConfig = (value: unknown): value is QueryConfigLike =>
  typeof value === 'object' && value !== null && typeof (value as QueryConfigLike).text === 'string';

/** Makes client.query run its parameterized statements prepared (see above), at most `max` of them. */
export function prepareByText(client: pg.PoolClient, max = PREPARED_STATEMENTS_PER_CONNECTION): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = new Set<string>();
  const prepared = (...args: unknown[]): unknown => {
    const config = args[0];
    if (isQueryConfig(config) && !config.name && !config.text.includes(CUSTOM_PLAN)) {
      const values = config.values ?? (Array.isArray(args[1]) ? args[1] : undefined);
      if (values && values.length > 0) {
        const name = statementName(config.text);
        if (named.has(name) || named.size < max) {
          named.add(name);
          args[0] = { ...config, name };
        }
      }
    }
    return query(...args);
  };
  client.query = prepared as typeof client.query;
}
