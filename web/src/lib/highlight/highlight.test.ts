import { describe, expect, it } from 'vitest';
import { highlightLines } from './highlight';

async function classOf(code: string, language: string, text: string): Promise<string | undefined> {
  return (await highlightLines(code, language))?.flat().find((segment) => segment.text === text)?.className;
}

describe('highlightLines', () => {
  it('keeps every character and every line', async () => {
    const code = 'SET @a = 1\n\nSET @b = "x"';
    const lines = (await highlightLines(code, 'ampscript'))!;
    expect(lines.map((line) => line.map((s) => s.text).join('')).join('\n')).toBe(code);
  });

  it.each([
    ['ampscript', '%%[ SET @a = 1 ]%%', 'SET', 'tok-keyword'],
    ['ampscript', 'SET @a = 1', '@a', 'tok-variable'],
    ['html', '<p>%%=v(@a)=%%</p>', '%%=', 'tok-meta'],
    ['html', '<div class="x"></div>', 'div', 'tok-tag'],
    ['ssjs', 'var rows = Platform.Function.LookupRows("DE", "a", 1);', 'var', 'tok-keyword'],
    ['ssjs', '<script runat="server">var x = 1;</script>', 'var', 'tok-keyword'],
    ['javascript', 'const answer = 42;', '42', 'tok-number'],
    ['css', '.a { color: red; }', 'color', 'tok-property'],
    ['sql', 'SELECT TOP 10 Email FROM Subscribers', 'SELECT', 'tok-keyword'],
    ['soql', 'SELECT Id FROM Account LIMIT 5', 'LIMIT', 'tok-keyword'],
    ['apex', 'public class Foo { }', 'public', 'tok-keyword'],
    ['apex', 'List<Account> a = [SELECT Id FROM Account WHERE Name = :name];', 'SELECT', 'tok-keyword'],
    ['apex', 'List<Account> a = [SELECT Id FROM Account WHERE Name = :name];', ':name', 'tok-variable'],
  ])('%s: %s colours %s', async (language, code, text, className) => {
    expect(await classOf(code, language, text)).toContain(className);
  });

  it('returns null for a language without a grammar', async () => {
    expect(await highlightLines('whatever', 'other')).toBeNull();
  });
});
