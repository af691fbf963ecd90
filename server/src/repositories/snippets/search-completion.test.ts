/**
 * The last word of a search, a prefix, is completed by the search dictionary before the GIN indexes are read
 * (search-completion.ts): a few exact words instead of every indexed word starting with it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { selectRows } from '../../db/rows.js';
import { completedText, completionsOf, lastPrefix, MAX_COMPLETIONS } from './search-completion.js';
import { toPrefixTsquery } from './snippets.search.js';

describe('completing the last word of a search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const words = [
      'new',
      'newer',
      'newsletter',
      'debugging',
      ...Array.from({ length: 20 }, (_, n) => `dat${n}x`),
    ];
    await t.db.execute(
      sql`insert into search_words (word) select unnest(array[${sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) on conflict do nothing`,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  async function completed(text: string, options: { phrases?: boolean } = {}) {
    const tsquery = toPrefixTsquery(text, options)!;
    const prefix = lastPrefix(text, options);
    const [row] = await selectRows<{ text: string }>(
      t.db,
      sql`select ${completedText(sql`${tsquery}::text`, prefix, completionsOf(prefix))} as text`,
    );
    return row!.text;
  }

  it('turns the prefix into the word and the dictionary words it starts', async () => {
    expect(await completed('Trigger.new')).toBe("'trigger' <-> ('new' | 'newer' | 'newsletter')");
    expect(await completed('Trigger.new', { phrases: false })).toBe(
      "'trigger' & ('new' | 'newer' | 'newsletter') | 'triggernew':*",
    );
    // Not in the dictionary itself, but a word starts with it.
    expect(await completed('debug')).toBe("('debug' | 'debugging')");
  });

  it('keeps the prefix of a word the dictionary does not know, a short one, and one too many words start', async () => {
    expect(await completed('System.zzqx')).toBe("'system' <-> 'zzqx':*");
    expect(await completed('ne')).toBe("'ne':*");
    expect(MAX_COMPLETIONS).toBeLessThan(20);
    expect(await completed('dat')).toBe("'dat':*");
  });
});
