/**
 * A 50 KB AMPscript file is checked well within an editor keystroke budget (target: under 50 ms median after
 * warm-up; the assertion leaves room for slow CI machines).
 */
import { expect, it } from 'vitest';
import { seedSnippets } from '../../../server/src/seed/data/index.js';
import { checkAmpscript } from './index.js';

it('checks a 50 KB AMPscript file quickly', () => {
  const parts = seedSnippets.filter((s) => s.codeLanguage === 'ampscript').map((s) => s.code);
  let text = '';
  for (let i = 0; text.length < 50 * 1024; i += 1) text += `${parts[i % parts.length] ?? ''}\n`;
  expect(checkAmpscript(text)).toEqual([]);

  for (let i = 0; i < 10; i += 1) checkAmpscript(text);
  const times: number[] = [];
  for (let i = 0; i < 21; i += 1) {
    const started = performance.now();
    checkAmpscript(text);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[10] ?? Infinity;
  console.log(`AMPscript check of ${(text.length / 1024).toFixed(1)} KB: median ${median.toFixed(2)} ms`);
  expect(median).toBeLessThan(250);
});

it('stays fast on broken 50 KB inputs', () => {
  const size = 50 * 1024;
  const repeat = (unit: string): string => unit.repeat(Math.ceil(size / unit.length));
  const inputs = {
    'unclosed blocks': repeat('%%[ IF @a THEN <p>x</p>\n'),
    'unclosed inline expressions': repeat('<p>%%=v(@a)</p>\n'),
    'unclosed strings in one block': `%%[\n${repeat('SET @a = "x\n')}]%%`,
    'unclosed names in one block': `%%[\n${repeat('SET @a = [x\n')}]%%`,
    'stray closing delimiters': repeat('text ]%% '),
    'one long line of calls': `%%[ ${repeat('SET @a = Concat(Trim(@b), "c") ')} ]%%`,
    'deep nesting': `%%[ ${repeat('IF @a THEN FOR @i = 1 TO 2 DO ')} ]%%`,
  };
  for (const [name, text] of Object.entries(inputs)) {
    const times: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const started = performance.now();
      checkAmpscript(text);
      times.push(performance.now() - started);
    }
    const median = times.slice(1).sort((a, b) => a - b)[2] ?? Infinity;
    console.log(`AMPscript check of ${name}: median ${median.toFixed(1)} ms`);
    expect(median, name).toBeLessThan(250);
  }
});
