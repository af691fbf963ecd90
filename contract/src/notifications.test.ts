import { describe, expect, it } from 'vitest';
import { mentionedUsernames } from './notifications.js';

describe('mentionedUsernames', () => {
  it('finds @usernames once each, lowercased, in order', () => {
    expect(mentionedUsernames('Thanks @Ampscript_Amy and @apex-arjun, cc @ampscript_amy')).toEqual([
      'ampscript_amy',
      'apex-arjun',
    ]);
  });

  it('skips addresses, code spans and code blocks, where an @ is not a mention', () => {
    const text =
      'Mail me@example.com. Use `SET @firstName = "x"` or\n```\nSET @lastName = "y"\n```\nthen ask @ssj_sam';
    expect(mentionedUsernames(text)).toEqual(['ssj_sam']);
  });

  it('stops at the limit', () => {
    expect(mentionedUsernames('@aaa @bbb @ccc', 2)).toEqual(['aaa', 'bbb']);
  });
});
