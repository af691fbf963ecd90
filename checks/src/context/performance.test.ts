/**
 * The suggestions are read as the author types, so a 50 KB file must be quick. A shared, loaded machine makes a
 * timing assertion flaky: this measures the median of each language's 50 KB file after warm-up and logs it.
 */
import { expect, it } from 'vitest';
import { seedSnippets } from '../../../server/src/seed/data/index.js';
import { suggestContext } from './suggest-context.js';

const SIZE = 50 * 1024;

/** A file of about 50 KB made of the demo snippets of a language. */
function fileOf(language: string): string {
  const parts = seedSnippets
    .filter((snippet) => snippet.codeLanguage === language)
    .map((snippet) => snippet.code);
  let text = '';
  for (let i = 0; text.length < SIZE; i += 1) text += `${parts[i % parts.length] ?? ''}\n`;
  return text;
}

it.each(['ampscript', 'ssjs', 'apex', 'sql', 'javascript', 'html', 'visualforce'])(
  'suggests for a 50 KB %s file',
  (language) => {
    const files = [{ name: `big.${language}`, language, code: fileOf(language) }];
    for (let i = 0; i < 5; i += 1) suggestContext(files);
    const times: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const started = performance.now();
      suggestContext(files);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
    console.log(
      `suggestContext, ${language} file of ${((files[0]?.code.length ?? 0) / 1024) | 0} KB: median ${median.toFixed(1)} ms`,
    );
    expect(suggestContext(files).effects.length + suggestContext(files).runsIn.length).toBeGreaterThan(0);
  },
);
