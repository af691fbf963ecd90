/**
 * Searches are never prepared (decision 045): a rare word and a common one want different plans, so every statement a
 * search sends carries CUSTOM_PLAN, which keeps it planned for its own values; a plain list does not.
 */
import { type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { CUSTOM_PLAN } from '../../db/prepared-statements.js';
import { snippetsRepository } from './snippets.repository.js';

describe('which statements stay planned per run', () => {
  /** The statement texts the repository sends for a list call, captured by a stand-in database. */
  async function statementsOf(call: (repository: ReturnType<typeof snippetsRepository>) => Promise<unknown>) {
    const texts: string[] = [];
    const capturing = {
      execute: async (query: SQL) => {
        texts.push(new PgDialect().sqlToQuery(query).sql);
        return { rows: [] };
      },
    } as unknown as Database;
    await call(snippetsRepository(capturing));
    return texts;
  }

  it('marks every search statement CUSTOM_PLAN, and no plain list', async () => {
    const searches = [
      ...(await statementsOf((r) =>
        r.listPageWithTotal({ search: 'trigger handlr' }, 'relevance', 1, 12, null),
      )),
      ...(await statementsOf((r) => r.listPageWithTotal({ search: 'journey' }, 'newest', 2, 12, null))),
      ...(await statementsOf((r) => r.listPage({ search: 'LookupRows' }, 'relevance', 1, 12, null))),
    ];
    expect(searches.length).toBeGreaterThanOrEqual(3);
    for (const text of searches) expect(text).toContain(CUSTOM_PLAN);
    const [list] = await statementsOf((r) =>
      r.listPageWithTotal({ platform: 'sfmc' }, 'newest', 1, 12, null),
    );
    expect(list).not.toContain(CUSTOM_PLAN);
  });
});
