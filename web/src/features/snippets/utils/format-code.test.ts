import { describe, expect, it } from 'vitest';
import { formatCode, normalizeIndentation } from './format-code';

const APEX_PASTED = [
  '        public with sharing class AccountService {   ',
  '\t        public static List<Account> recent(Integer n) {',
  '                if (n <= 0) {',
  '                    return new List<Account>();',
  '                }',
  '',
  '',
  '',
  '                return [SELECT Id, Name FROM Account ORDER BY CreatedDate DESC LIMIT :n];',
  '            }\t',
  '        }',
].join('\r\n');

describe('normalizeIndentation (AMPscript, SSJS, SQL, SOQL, Apex…)', () => {
  it('keeps an Apex class nested: the shared indentation goes, tabs become spaces, trailing spaces go', () => {
    expect(normalizeIndentation(APEX_PASTED)).toBe(
      [
        'public with sharing class AccountService {',
        '    public static List<Account> recent(Integer n) {',
        '        if (n <= 0) {',
        '            return new List<Account>();',
        '        }',
        '',
        '        return [SELECT Id, Name FROM Account ORDER BY CreatedDate DESC LIMIT :n];',
        '    }',
        '}',
      ].join('\n'),
    );
  });

  it('drops blank lines before and after the code and leaves formatted code as it is', () => {
    expect(normalizeIndentation('\n\n  a  \n   \n b \n\n')).toBe(' a\n\nb');
    const tidy = "%%[\n  SET @name = 'World'\n]%%\nHello %%=v(@name)=%%!";
    expect(normalizeIndentation(tidy)).toBe(tidy);
    expect(normalizeIndentation('   \n  ')).toBe('');
  });

  it('normalises Windows and old Mac line endings', () => {
    expect(normalizeIndentation('a \r\nb\rc')).toBe('a\nb\nc');
  });
});

describe('formatCode', () => {
  it('formats JavaScript with Prettier, nesting and all', async () => {
    const lwc = [
      "import { LightningElement, api } from 'lwc';",
      'export default class Greeting extends LightningElement {',
      '@api name;',
      'get greeting(){ if(!this.name){return "Hello"} return `Hello ${this.name}` }',
      '}',
    ].join('\n');
    expect(await formatCode(lwc, 'javascript')).toBe(
      [
        "import { LightningElement, api } from 'lwc';",
        'export default class Greeting extends LightningElement {',
        '  @api name;',
        '  get greeting() {',
        '    if (!this.name) {',
        "      return 'Hello';",
        '    }',
        '    return `Hello ${this.name}`;',
        '  }',
        '}',
      ].join('\n'),
    );
  });

  it('formats CSS and HTML with Prettier', async () => {
    expect(await formatCode('.btn{color:red;padding:0 4px}', 'css')).toBe(
      '.btn {\n  color: red;\n  padding: 0 4px;\n}',
    );
    expect(await formatCode('<ul><li>One</li><li>Two</li></ul>', 'html')).toBe(
      '<ul>\n  <li>One</li>\n  <li>Two</li>\n</ul>',
    );
  });

  it('leaves HTML holding AMPscript and JavaScript Prettier cannot parse to the normaliser', async () => {
    const email = '  <p>\n    Hi %%=v(@first)=%%  \n  </p>';
    expect(await formatCode(email, 'html')).toBe('<p>\n  Hi %%=v(@first)=%%\n</p>');
    const halfWritten = '    function (a {\n      return a;   ';
    expect(await formatCode(halfWritten, 'javascript')).toBe('function (a {\n  return a;');
  });

  it('keeps Apex nested (no Prettier for Apex without Java)', async () => {
    expect((await formatCode(APEX_PASTED, 'apex')).split('\n')[2]).toBe('        if (n <= 0) {');
  });
});
