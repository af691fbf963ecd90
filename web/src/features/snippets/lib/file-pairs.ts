import type { SnippetFile } from '@cloud-snippets/contract';

/** One file of a comparison: as it was and as it is (either missing when the file was added or removed). */
export interface FilePair {
  /** What the diff is titled: the file's name, or `old → new` when the first file was renamed. */
  name: string;
  before: SnippetFile | null;
  after: SnippetFile | null;
}

/**
 * The files of two revisions, paired for a diff per file (decision 038): the first files always (they are the
 * snippet's code, whatever they are named), the others by name, in the newer revision's order, then the files it
 * removed. Only pairs whose code, name or language changed; `unchanged` counts the rest.
 */
export function changedFilePairs(
  before: readonly SnippetFile[],
  after: readonly SnippetFile[],
): { pairs: FilePair[]; unchanged: number } {
  const [oldFirst, ...oldRest] = before;
  const [newFirst, ...newRest] = after;
  const byName = new Map(oldRest.map((file) => [file.name, file]));
  const all: FilePair[] = [
    {
      name:
        oldFirst && newFirst && oldFirst.name !== newFirst.name
          ? `${oldFirst.name} → ${newFirst.name}`
          : (newFirst ?? oldFirst)!.name,
      before: oldFirst ?? null,
      after: newFirst ?? null,
    },
    ...newRest.map((file) => ({ name: file.name, before: byName.get(file.name) ?? null, after: file })),
    ...oldRest
      .filter((file) => !newRest.some((other) => other.name === file.name))
      .map((file) => ({ name: file.name, before: file, after: null })),
  ];
  const isChanged = ({ before: old, after: now }: FilePair) =>
    !old || !now || old.code !== now.code || old.language !== now.language || old.name !== now.name;
  const pairs = all.filter(isChanged);
  return { pairs, unchanged: all.length - pairs.length };
}
