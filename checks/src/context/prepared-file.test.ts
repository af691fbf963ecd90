/**
 * How a file is read before the rules: which dialects it holds, and masked views that keep every offset while
 * blanking comments (and, in the bare view, strings).
 */
import { describe, expect, it } from 'vitest';
import { maskRegion, type Dialect } from './mask.js';
import { prepareFile } from './prepared-file.js';

interface MaskCase {
  dialect: Dialect;
  text: string;
  /** Left in the code view (comments gone, strings kept), and blanked from it. */
  code: readonly string[];
  comments: readonly string[];
  /** Strings, blanked from the bare view as well. */
  strings: readonly string[];
}

const maskCases: MaskCase[] = [
  {
    dialect: 'js',
    text: 'a = "x // y"; // note\nb = `t\n/* u */`; /* c */',
    code: ['a = ', '"x // y"', '`t\n/* u */`'],
    comments: ['// note', '/* c */'],
    strings: ['x // y', '/* u */'],
  },
  {
    dialect: 'apex',
    text: "String s = 'it\\'s'; // x",
    code: ["'it\\'s'"],
    comments: ['// x'],
    strings: ["it\\'s"],
  },
  {
    dialect: 'sql',
    text: "SELECT [Customer's Name], 'a--b' -- c\nFROM x /* d */",
    code: ["[Customer's Name]", "'a--b'", 'FROM x'],
    comments: ['-- c', '/* d */'],
    strings: ['a--b'],
  },
  {
    dialect: 'ampscript',
    text: "SET @a = \"x\" /* y */ SET @b = [Customer's Name] SET @c = 'z'",
    code: ['"x"', "[Customer's Name]", "'z'"],
    comments: ['/* y */'],
    strings: ['"x"', "'z'"],
  },
  {
    dialect: 'python',
    text: 's = "#x" # y\nt = """a\nb"""',
    code: ['"#x"', '"""a\nb"""'],
    comments: ['# y'],
    strings: ['#x', 'a\nb'],
  },
  {
    dialect: 'markup',
    text: '<p>a</p><!-- b\nc --><a href="//x">',
    code: ['<p>a</p>', '<a href="//x">'],
    comments: ['<!-- b\nc -->'],
    strings: [],
  },
];

describe('masked views', () => {
  it.each(maskCases.map((c) => [c.dialect, c] as const))('%s', (_dialect, c) => {
    const { code, bare } = maskRegion(c.text, 0, c.text.length, c.dialect);
    for (const view of [code, bare]) {
      expect(view).toHaveLength(c.text.length);
      expect(view.replace(/[^\n]/g, '')).toBe(c.text.replace(/[^\n]/g, ''));
    }
    for (const kept of c.code) expect(code).toContain(kept);
    for (const comment of c.comments) {
      expect(code).not.toContain(comment);
      expect(bare).not.toContain(comment);
    }
    for (const string of c.strings) expect(bare).not.toContain(string);
  });
});

describe('prepareFile', () => {
  it('splits an HTML page into AMPscript, SSJS, browser script and markup', () => {
    const text =
      '%%[ SET @a = 1 ]%%\n<script runat="server">var b = 2;</script>\n<script>var c = 3;</script>\n<p>%%=v(@a)=%%</p>';
    const file = prepareFile({ name: 'page.html', language: 'html', code: text }, 0);
    expect(file.kind).toBe('markup');
    const shown = (dialect: Dialect) => file.views[dialect]?.code.replace(/\s+/g, ' ').trim();
    expect(shown('ampscript')).toBe('SET @a = 1 v(@a)');
    expect(shown('ssjs')).toBe('var b = 2;');
    expect(shown('js')).toBe('var c = 3;');
    expect(shown('markup')).toBe(
      '%%[ ]%% <script runat="server"> </script> <script> </script> <p>%%= =%%</p>',
    );
    for (const view of Object.values(file.views)) expect(view.code).toHaveLength(text.length);
  });

  it("reads an Apex class's inline SOQL as SOQL", () => {
    const file = prepareFile(
      { name: 'A.cls', language: 'apex', code: 'List<Account> a = [SELECT Id FROM Account];' },
      0,
    );
    expect(file.views.soql?.code.trim()).toBe('SELECT Id FROM Account');
    expect(file.views.apex?.code).toBe('List<Account> a = [                      ];');
  });

  it('reads SQL with SOQL syntax as SOQL, and AMPscript without delimiters as AMPscript', () => {
    expect(
      prepareFile(
        { name: 'q.sql', language: 'sql', code: 'SELECT Id FROM Lead WHERE CreatedDate = TODAY' },
        0,
      ).kind,
    ).toBe('soql');
    expect(
      prepareFile({ name: 'q.sql', language: 'sql', code: 'SELECT Email FROM [Signups] WHERE Today = 1' }, 0)
        .kind,
    ).toBe('sql');
    expect(
      Object.keys(prepareFile({ name: 'a.amp', language: 'ampscript', code: 'SET @a = 1' }, 0).views),
    ).toEqual(['ampscript']);
  });

  it('reads a language it does not know by the file name, or not at all', () => {
    expect(prepareFile({ name: 'client.py', language: 'other', code: 'import requests' }, 0).kind).toBe(
      'python',
    );
    expect(prepareFile({ name: 'notes.txt', language: 'other', code: 'insert x;' }, 0).kind).toBeNull();
  });
});
