import { snippetListResponseSchema, snippetSummarySchema } from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSnippet, buildUser } from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';
import { toPrefixTsquery } from '../../../repositories/snippets/snippets.search.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const author = await buildUser(t.db);
  const specs = [
    {
      title: 'Paginate a data extension in SSJS',
      platform: 'sfmc',
      category: 'scripting',
      codeLanguage: 'ssjs',
      tags: ['pagination'],
      description: 'Retrieve rows page by page.',
      code: 'var rows = DataExtension.Init("DE").Rows.Retrieve();',
    },
    {
      title: 'Personalize greetings',
      platform: 'sfmc',
      category: 'email',
      codeLanguage: 'ampscript',
      tags: ['personalization'],
      description: 'Greets by first name.',
      code: '%%[ SET @rows = LookupRows("Subscribers", "Key", _subscriberkey) ]%%',
    },
    {
      title: 'LookupRows with a fallback row',
      platform: 'sfmc',
      category: 'email',
      codeLanguage: 'ampscript',
      tags: ['lookup'],
      description: 'Default when nothing matches.',
      code: '%%[ SET @r = Lookup("DE", "Name", "Id", 1) ]%%',
    },
    {
      title: 'Partial success inserts',
      platform: 'crm',
      category: 'apex',
      codeLanguage: 'apex',
      tags: ['dml'],
      description: 'Keeps going past bad records.',
      code: 'Database.SaveResult[] results = Database.insert(records, false);',
    },
    {
      title: 'Trigger Handler Framework',
      platform: 'crm',
      category: 'apex',
      codeLanguage: 'apex',
      tags: ['trigger'],
      description: 'One trigger per object.',
      code: 'public virtual class TriggerHandler {}',
    },
    {
      title: 'Account trigger notes',
      platform: 'crm',
      category: 'apex',
      codeLanguage: 'apex',
      tags: ['framework'],
      description: 'Mentions handlers in the description only.',
      code: 'trigger A on Account (before insert) {}',
    },
  ];
  for (const spec of specs) await buildSnippet(t.db, author.id, spec);
});
afterAll(async () => {
  await t.close();
});

const search = async (text: string, extra = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/snippets?search=${encodeURIComponent(text)}${extra}`,
  });
  expect(response.statusCode).toBe(200);
  return snippetListResponseSchema.parse(body(response));
};
const titles = async (text: string, extra = '') => (await search(text, extra)).snippets.map((s) => s.title);

describe('GET /api/snippets?search=', () => {
  it('finds identifiers used in code (LookupRows, Database.insert)', async () => {
    const lookup = await titles('LookupRows');
    expect(lookup).toContain('Personalize greetings');
    // The title match ranks before the code match.
    expect(lookup[0]).toBe('LookupRows with a fallback row');
    // Typed as two words, the identifier is found too.
    expect(await titles('lookup rows')).toContain('Personalize greetings');
    expect(await titles('Database.insert')).toEqual(['Partial success inserts']);
  });

  it('matches the last word as a prefix while typing', async () => {
    expect(await titles('paginat')).toEqual(['Paginate a data extension in SSJS']);
    expect(await titles('data exte')).toContain('Paginate a data extension in SSJS');
  });

  it('tolerates a typo in a title', async () => {
    expect(await titles('trigger handlr')).toContain('Trigger Handler Framework');
    expect((await titles('trigger handlr'))[0]).toBe('Trigger Handler Framework');
    // A letter dropped from one word is corrected from the search dictionary ('paginte' → 'paginate', similarity
    // 0.55); unrelated titles stay out.
    expect(await titles('paginte')).toEqual(['Paginate a data extension in SSJS']);
    // The corrections come from every word of titles, tags and descriptions: 'handlers' in a description too.
    expect(await titles('handlr')).toEqual(['Trigger Handler Framework', 'Account trigger notes']);
    expect(await titles('pex')).toEqual([]);
  });

  it('ranks title matches above description matches', async () => {
    const found = await titles('handler');
    expect(found[0]).toBe('Trigger Handler Framework');
    expect(found).toContain('Account trigger notes');
  });

  it('combines with filters, counts, and survives punctuation', async () => {
    const result = await search('rows', '&codeLanguage=ampscript');
    expect(result.snippets.every((s) => s.codeLanguage === 'ampscript')).toBe(true);
    expect(result.totalSnippets).toBe(result.snippets.length);
    expect((await search(`'":*&|!()<->\\`)).snippets).toEqual([]);
    expect(await titles('Partial', '&sort=az')).toEqual(['Partial success inserts']);
  });

  it('ranks every title, tags or description match above snippets that match only in their code', async () => {
    // 'Partial success inserts' has the word in its title (and code); 'Account trigger notes' only in its code.
    expect(await titles('insert')).toEqual(['Partial success inserts', 'Account trigger notes']);
    expect(await titles('TriggerHandler')).toEqual(['Trigger Handler Framework']);
  });

  it('answers a page and its total in one statement, the total equal to what the pages show', async () => {
    const execute = vi.spyOn(t.db, 'execute');
    try {
      await search('handler');
      await t.app.inject({ method: 'GET', url: '/api/snippets?platform=crm&page=2' });
      // One statement per list request: the total is not counted by a second one.
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
    // Head, code-only and typo matches; the total counts each snippet once, and a page past the end still says it.
    for (const text of [
      'insert',
      'handler',
      'handlr',
      'trigger handlr',
      'rows',
      'LookupRows',
      'nothing here',
    ]) {
      const shown: string[] = [];
      for (let page = 1; page <= 10; page++) {
        const found = await search(text, `&limit=1&page=${page}`);
        expect(found.totalSnippets, text).toBe((await search(text)).totalSnippets);
        if (found.snippets.length === 0) break;
        shown.push(...found.snippets.map((s) => s._id));
      }
      expect(new Set(shown).size, text).toBe(shown.length);
      expect((await search(text)).totalSnippets, text).toBe(shown.length);
    }
  });

  it('counts a snippet whose title is a typo away and whose code has the word once', async () => {
    const author = await buildUser(t.db);
    await buildSnippet(t.db, author.id, {
      title: 'Bulkify loops',
      platform: 'crm',
      category: 'apex',
      codeLanguage: 'apex',
      tags: ['bulk'],
      description: 'One DML per batch.',
      code: 'for (Account a : accounts) { bulkifyy(a); }',
    });
    // 'bulkifyy' is in the code and a typo of the title's 'bulkify': listed and counted once.
    const found = await search('bulkifyy');
    expect(found.snippets.map((s) => s.title)).toEqual(['Bulkify loops']);
    expect(found.totalSnippets).toBe(1);
  });

  it('sends the fields of the schema and nothing else (the list is serialized without Zod)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/snippets?search=trigger' });
    const sent = body(response) as Record<string, unknown> & { snippets: Record<string, unknown>[] };
    expect(Object.keys(sent).sort()).toEqual(Object.keys(snippetListResponseSchema.shape).sort());
    expect(sent.snippets.length).toBeGreaterThan(0);
    for (const card of sent.snippets) {
      expect(Object.keys(card).sort()).toEqual(Object.keys(snippetSummarySchema.shape).sort());
      expect(Object.keys(card.author as object).sort()).toEqual(['_id', 'avatar', 'username']);
    }
    expect(snippetListResponseSchema.parse(sent)).toEqual(sent);
  });

  it('builds safe prefix queries', () => {
    expect(toPrefixTsquery('Database.insert')).toBe("'database' <-> 'insert':*");
    expect(toPrefixTsquery('Platform.Function.Lookup x')).toBe(
      "'platform' <-> 'function' <-> 'lookup' & 'x':* | 'platformfunctionlookupx':*",
    );
    expect(toPrefixTsquery('Database.insert', { phrases: false })).toBe(
      "'database' & 'insert':* | 'databaseinsert':*",
    );
    expect(toPrefixTsquery("it's lookup")).toBe("'it' <-> 's' & 'lookup':* | 'itslookup':*");
    expect(toPrefixTsquery('lookup rows')).toBe("'lookup' & 'rows':* | 'lookuprows':*");
    expect(toPrefixTsquery('  !!! ')).toBeNull();
    // An Apex annotation also matches its kebab-case tag (aura-enabled); other identifiers stay one word.
    expect(toPrefixTsquery('@AuraEnabled')).toBe("( 'auraenabled':* | 'aura-enabled':* )");
    expect(toPrefixTsquery('LookupRows')).toBe("'lookuprows':*");
    expect(toPrefixTsquery('@AuraEnabled', { phrases: false })).toBe("'auraenabled':*");
  });
});
