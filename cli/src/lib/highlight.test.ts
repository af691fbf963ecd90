import ansis from 'ansis';
import { describe, expect, it } from 'vitest';
import { highlight } from './highlight.js';

/** Colours shown as tags, so a test reads what is coloured how. */
const ESC = String.fromCharCode(27);
const TAGS: [number, string][] = [
  [35, 'k'],
  [32, 's'],
  [90, 'c'],
  [36, 't'],
];
const tagged = (text: string) =>
  TAGS.reduce(
    (result, [code, tag]) =>
      result.replace(new RegExp(`${ESC}\\[${code}m(.*?)${ESC}\\[39m`, 'g'), `<${tag}>$1</${tag}>`),
    text,
  );

describe('highlight', () => {
  it('colours keywords, strings and comments of Apex, leaving names alone', () => {
    expect(tagged(highlight("public class A { String s = 'class'; // done\n}", 'apex'))).toBe(
      "<k>public</k> <k>class</k> A { String s = <s>'class'</s>; <c>// done</c>\n}",
    );
  });

  it('colours tags in markup and SQL comments only in SQL', () => {
    expect(tagged(highlight('<template></template>', 'html'))).toBe(
      '<t><template</t><t>></t><t></template</t><t>></t>',
    );
    expect(tagged(highlight('x -- y', 'javascript'))).toBe('x -- y');
  });

  it('never changes the text itself', () => {
    const code = 'trigger T on Account (before insert) {\n  // "quoted" \'x\'\n}';
    expect(ansis.strip(highlight(code, 'apex'))).toBe(code);
  });
});
