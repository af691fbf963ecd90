import { describe, expect, it } from 'vitest';
import * as messages from './messages.js';

/** Every text message as `GROUP.key`, functions (templates) left out. */
const entries = Object.entries(messages).flatMap(([group, texts]) =>
  Object.entries(texts as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, text]) => ({ name: `${group}.${key}`, group, key, text })),
);

const groupBy = <T>(items: T[], keyOf: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return [...groups.values()].filter((group) => group.length > 1);
};

describe('messages: one key per message', () => {
  it('has no text under two keys (case aside)', () => {
    const shared = groupBy(entries, (entry) => entry.text.toLowerCase()).map((group) =>
      group.map((entry) => entry.name),
    );
    expect(shared).toEqual([]);
  });

  it('has no two keys in a group made of the same words in another order (incorrectPassword, passwordIncorrect)', () => {
    const words = (key: string) =>
      key
        .split(/(?=[A-Z])/)
        .map((word) => word.toLowerCase())
        .sort()
        .join(' ');
    const confusable = groupBy(entries, (entry) => `${entry.group} ${words(entry.key)}`).map((group) =>
      group.map((entry) => entry.name),
    );
    expect(confusable).toEqual([]);
  });
});
