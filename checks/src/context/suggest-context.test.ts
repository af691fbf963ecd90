/**
 * suggestContext as the editor uses it: the order of the answer, which evidence is the reason, how prerequisites of
 * several files merge, the contract's limits, and input that must not throw.
 */
import { SNIPPET_CONTEXT_LIMITS } from '@cloud-snippets/contract';
import { describe, expect, it } from 'vitest';
import { suggestContext } from './suggest-context.js';

describe('suggestContext', () => {
  it('lists runs-in values in RUNS_IN order and effects in EFFECTS order, whatever the file order', () => {
    const suggestions = suggestContext([
      {
        name: 'Sync.cls',
        language: 'apex',
        code: 'public class Sync implements Queueable {\n  @AuraEnabled public static void go() { delete [SELECT Id FROM Task]; }\n}',
      },
      { name: 'mail.amp', language: 'ampscript', code: '%%[ SET @f = AttributeValue("FirstName") ]%%' },
    ]);
    expect(suggestions.runsIn.map((entry) => entry.value)).toEqual(['email', 'async-apex', 'aura-callable']);
    expect(suggestions.effects.map((entry) => entry.value)).toEqual(['reads', 'deletes']);
  });

  it('gives the first evidence as the reason: the first file, then the first line', () => {
    const suggestions = suggestContext([
      {
        name: 'a.amp',
        language: 'ampscript',
        code: '%%[\nSET @x = 1\nSET @r = LookupRows("B", "Id", 1)\nSET @s = Lookup("A", "X", "Id", 1)\n]%%',
      },
      { name: 'b.amp', language: 'ampscript', code: '%%[ SET @r = LookupRows("C", "Id", 1) ]%%' },
    ]);
    expect(suggestions.effects).toEqual([
      { value: 'reads', reason: { file: 0, line: 3, text: 'SET @r = LookupRows("B", "Id", 1)' } },
    ]);
  });

  it('shortens a long line to 60 characters from where the evidence starts', () => {
    const code = `%%[ SET @aVeryLongVariableNameForTheTest = Concat("prefix", "suffix", LookupRows("Orders", "Email", @email, "Status", "open")) ]%%`;
    const [reads] = suggestContext([{ name: 'a.amp', language: 'ampscript', code }]).effects;
    expect(reads?.reason.text).toBe('LookupRows("Orders", "Email", @email, "Status", "open")) ]%%');
    const longer = `%%[ SET @x = 1 SET @y = LookupRows("Orders_With_A_Long_Name", "EmailAddress", @emailAddress, "Status", "open") ]%%`;
    const [again] = suggestContext([{ name: 'a.amp', language: 'ampscript', code: longer }]).effects;
    expect(again?.reason.text).toHaveLength(60);
    expect(again?.reason.text).toMatch(/^LookupRows\("Orders_With_A_Long_Name".*…$/);
  });

  it('merges a prerequisite found in several files (case-insensitive), fields united, reason first found', () => {
    const suggestions = suggestContext([
      {
        name: 'page.amp',
        language: 'ampscript',
        code: '%%[ UpsertData("Signups", 1, "Email", @e, "Source", "web") ]%%',
      },
      { name: 'audience.sql', language: 'sql', code: 'SELECT s.Email, s.Consent\nFROM SIGNUPS s' },
    ]);
    expect(suggestions.prerequisites).toEqual([
      {
        kind: 'data-extension',
        name: 'Signups',
        details: 'Fields: Email, Source, Consent',
        reason: { file: 0, line: 1, text: 'UpsertData("Signups", 1, "Email", @e, "Source", "web") ]%%' },
      },
    ]);
  });

  it("keeps to the contract's limits: 20 prerequisites, names and details cut to length", () => {
    const lookups = Array.from({ length: 30 }, (_, i) => `SET @r${i} = LookupRows("DE_${i}", "Id", 1)`);
    const many = suggestContext([
      { name: 'a.amp', language: 'ampscript', code: `%%[\n${lookups.join('\n')}\n]%%` },
    ]);
    expect(many.prerequisites).toHaveLength(SNIPPET_CONTEXT_LIMITS.prerequisitesMax);

    const fields = Array.from({ length: 80 }, (_, i) => `"Field_Number_${i}", @v`).join(', ');
    const name = 'N'.repeat(150);
    const wide = suggestContext([
      { name: 'a.amp', language: 'ampscript', code: `%%[ InsertData("${name}", ${fields}) ]%%` },
    ]);
    const [entry] = wide.prerequisites;
    expect(entry?.name).toHaveLength(SNIPPET_CONTEXT_LIMITS.prerequisiteNameMax);
    expect(entry?.details.length).toBeLessThanOrEqual(SNIPPET_CONTEXT_LIMITS.prerequisiteDetailsMax);
    expect(entry?.details).toMatch(/^Fields: Field_Number_0, .*Field_Number_\d+$/);
  });

  it('reads a URL in a string as a string, not a comment', () => {
    const code =
      'const res = await fetch(\'https://api.example.com/x\'); // get it\nconst s = "/* not a comment */"; fetch(s);';
    expect(suggestContext([{ name: 'a.js', language: 'javascript', code }]).effects).toEqual([
      {
        value: 'callouts',
        reason: { file: 0, line: 1, text: "fetch('https://api.example.com/x'); // get it" },
      },
    ]);
  });

  it('answers nothing for no files, CSS, empty or unknown files', () => {
    const empty = { runsIn: [], effects: [], prerequisites: [] };
    expect(suggestContext([])).toEqual(empty);
    expect(
      suggestContext([
        { name: 'a.css', language: 'css', code: '.update { delete: none; } /* insert into */' },
        { name: 'a.cls', language: 'apex', code: '' },
        { name: 'notes.txt', language: 'text', code: 'SELECT * FROM x; insert y;' },
      ]),
    ).toEqual(empty);
  });

  it('does not throw on broken code', () => {
    const broken = [
      { language: 'ampscript', code: '%%[ SET @a = LookupRows("x' },
      { language: 'ssjs', code: '<script runat="server">var a = "unterminated; /* no end' },
      { language: 'apex', code: 'insert [SELECT Id FROM Account' },
      { language: 'sql', code: "SELECT 'x FROM [unclosed" },
      { language: 'html', code: '<script>fetch("x"</script><!-- %%emailaddr' },
      { language: 'javascript', code: '`${' },
      { language: 'python', code: '"""unterminated' },
      { language: 'soql', code: 'SELECT Id, (SELECT FROM' },
    ];
    for (const file of broken)
      expect(() => suggestContext([{ name: `broken.${file.language}`, ...file }])).not.toThrow();
  });
});
