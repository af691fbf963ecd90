/**
 * A prerequisite as the rules find it, with the names its details list, and how those found twice become one: the
 * same kind and name (case-insensitive) merge their lists and notes, and the first place found is the reason.
 */
import { SNIPPET_CONTEXT_LIMITS, type Prerequisite, type PrerequisiteKind } from '@cloud-snippets/contract';
import type { PreparedFile } from './prepared-file.js';
import { reasonAt } from './reason.js';
import type { SuggestionReason } from './types.js';

export interface FoundPrerequisite {
  kind: PrerequisiteKind;
  name: string;
  /** What `items` are, as the details say it: 'Fields', 'Paths'. */
  label: string;
  /** Names the details list: a data extension's fields, the paths called through a named credential. */
  items: readonly string[];
  /** Details that are not a list ('' when none). */
  note: string;
  file: PreparedFile;
  offset: number;
}

/** `Fields: A, B` (and the note), shortened to the contract's limit by dropping names from the end. */
function detailsOf(found: Pick<FoundPrerequisite, 'label' | 'items' | 'note'>): string {
  const max = SNIPPET_CONTEXT_LIMITS.prerequisiteDetailsMax;
  const items = [...found.items];
  for (;;) {
    const list = items.length > 0 ? `${found.label}: ${items.join(', ')}` : '';
    const details = [found.note, list].filter((part) => part !== '').join('; ');
    if (details.length <= max) return details;
    if (items.length === 0) return `${details.slice(0, max - 1)}…`;
    items.pop();
  }
}

/** Adds the names not yet listed (case-insensitive), keeping the first spelling. */
export function unionNames(names: readonly string[], more: readonly string[]): string[] {
  const seen = new Set(names.map((name) => name.toLowerCase()));
  const union = [...names];
  for (const name of more) {
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    union.push(name);
  }
  return union;
}

/**
 * One prerequisite per kind and name, in the order first found (by file, then offset), at most the contract's
 * number of them.
 */
export function mergePrerequisites(
  found: readonly FoundPrerequisite[],
): (Prerequisite & { reason: SuggestionReason })[] {
  const ordered = [...found].sort((a, b) => a.file.index - b.file.index || a.offset - b.offset);
  const merged = new Map<string, FoundPrerequisite>();
  for (const entry of ordered) {
    const key = `${entry.kind}\u0000${entry.name.toLowerCase()}`;
    const first = merged.get(key);
    if (first === undefined) {
      merged.set(key, entry);
      continue;
    }
    const notes = unionNames(first.note === '' ? [] : [first.note], entry.note === '' ? [] : [entry.note]);
    merged.set(key, {
      ...first,
      label: first.items.length > 0 ? first.label : entry.label,
      items: unionNames(first.items, entry.items),
      note: notes.join('; '),
    });
  }
  return [...merged.values()].slice(0, SNIPPET_CONTEXT_LIMITS.prerequisitesMax).map((entry) => ({
    kind: entry.kind,
    name: entry.name.slice(0, SNIPPET_CONTEXT_LIMITS.prerequisiteNameMax),
    details: detailsOf(entry),
    reason: reasonAt(entry.file, entry.offset),
  }));
}
