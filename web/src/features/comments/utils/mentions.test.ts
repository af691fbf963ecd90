import { describe, expect, it } from 'vitest';
import { insertMention, mentionAt } from './mention-input';
import { splitMentions } from './mentions';

describe('splitMentions', () => {
  it('cuts the text into plain runs and mentions', () => {
    expect(splitMentions('Thanks @ampscript_amy, and @apex-arjun too!')).toEqual([
      { text: 'Thanks ' },
      { text: '@ampscript_amy', username: 'ampscript_amy' },
      { text: ', and ' },
      { text: '@apex-arjun', username: 'apex-arjun' },
      { text: ' too!' },
    ]);
  });

  it('finds mentions at the start, side by side and before punctuation', () => {
    expect(splitMentions('@amy_b @bob_c,@cy_d.')).toEqual([
      { text: '@amy_b', username: 'amy_b' },
      { text: ' ' },
      { text: '@bob_c', username: 'bob_c' },
      { text: ',' },
      { text: '@cy_d', username: 'cy_d' },
      { text: '.' },
    ]);
  });

  it.each([
    ['an email', 'write to amy@example.com'],
    ['a name too short', 'hi @ab'],
    ['an @ after a letter', 'x@first_name'],
    ['a path', 'see docs/@scope/pkg'],
    ['a doubled @', 'ping @@ampscript_amy'],
  ])('leaves %s alone', (_label, text) => {
    expect(splitMentions(text)).toEqual([{ text }]);
  });

  it('keeps the text as it is when there is no mention', () => {
    expect(splitMentions('')).toEqual([]);
    expect(splitMentions('plain')).toEqual([{ text: 'plain' }]);
  });
});

describe('mentionAt', () => {
  it('finds the mention being typed at the caret', () => {
    expect(mentionAt('Thanks @am', 10)).toEqual({ start: 7, query: 'am' });
    expect(mentionAt('@a', 2)).toEqual({ start: 0, query: 'a' });
    expect(mentionAt('(@apex_ar', 9)).toEqual({ start: 1, query: 'apex_ar' });
    // The caret in the middle of a word: what is before it.
    expect(mentionAt('@ampscript', 4)).toEqual({ start: 0, query: 'amp' });
  });

  it('finds none after a space, in an email, or for a bare @', () => {
    expect(mentionAt('Thanks @amy ', 12)).toBeNull();
    expect(mentionAt('amy@exam', 8)).toBeNull();
    expect(mentionAt('Thanks @', 8)).toBeNull();
    expect(mentionAt('no mention', 10)).toBeNull();
  });
});

describe('insertMention', () => {
  it('replaces what was typed with the name and a space, the caret after it', () => {
    expect(insertMention('Thanks @am', 7, 10, 'ampscript_amy')).toEqual({
      text: 'Thanks @ampscript_amy ',
      caret: 22,
    });
  });

  it('keeps what follows the caret, and uses a space already there', () => {
    expect(insertMention('Ask @ap about it', 4, 7, 'apex_arjun')).toEqual({
      text: 'Ask @apex_arjun about it',
      caret: 16,
    });
    expect(insertMention('@a!', 0, 2, 'amy_b')).toEqual({ text: '@amy_b !', caret: 7 });
  });
});
