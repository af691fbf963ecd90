import { useQuery } from '@tanstack/react-query';
import type { CodeSegment } from '../../lib/highlight/highlight';
import { highlightQueryOptions } from '../../lib/highlight/highlight-query';
import { lineElementId } from '../../lib/line-anchors';

/**
 * Some code as lines of segments: highlighted once its grammar has run (or at once, when the server filled the
 * query), plain text until then. Line i is `code.split('\n')[i]`.
 */
export function useHighlightedLines(code: string, language: string) {
  const { data: highlighted } = useQuery(highlightQueryOptions(code, language));
  const lines: CodeSegment[][] = highlighted ?? code.split('\n').map((text) => [{ text, className: '' }]);
  return { lines, isHighlighted: !!highlighted };
}

/** One line's segments, each token in its class. */
export function LineSegments({ segments }: { segments: readonly CodeSegment[] | undefined }) {
  return (
    <>
      {segments?.map((segment, index) =>
        segment.className ? (
          <span key={index} className={segment.className}>
            {segment.text}
          </span>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

/** Where CodeLines' lines are linked to: the file's index, which names each line's id, and the lines to mark. */
export interface LineTargets {
  file: number;
  /** Lines drawn marked across the whole width (a link's fragment named them), or none. */
  marked: { start: number; end: number } | null;
}

/**
 * Lines as the code views draw them: a span per line (the gutter's line numbers count them), the line breaks
 * between; a final empty line (the code's last newline) is not drawn as a numbered line of its own. With
 * `targets`, each line has its id (lineElementId) and the marked ones are blocks of their own, their line break
 * the block's end.
 */
export function CodeLines({
  lines,
  targets,
}: {
  lines: readonly (readonly CodeSegment[])[];
  targets?: LineTargets;
}) {
  const shown =
    lines.length > 1 && lines.at(-1)!.every((segment) => !segment.text) ? lines.slice(0, -1) : lines;
  const marked = targets?.marked;
  return (
    <>
      {shown.map((segments, index) => {
        const line = index + 1;
        const isMarked = !!marked && line >= marked.start && line <= marked.end;
        return (
          <span
            key={index}
            id={targets ? lineElementId(targets.file, line) : undefined}
            className={isMarked ? 'code-line code-line-marked' : 'code-line'}
            data-marked={isMarked || undefined}
          >
            <LineSegments segments={segments} />
            {index < shown.length - 1 && !isMarked ? '\n' : null}
          </span>
        );
      })}
    </>
  );
}
