import { useQuery } from '@tanstack/react-query';
import type { CodeSegment } from '../../lib/highlight/highlight';
import { highlightQueryOptions } from '../../lib/highlight/highlight-query';

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

/**
 * Lines as the code views draw them: a span per line (the gutter's line numbers count them), the line breaks
 * between; a final empty line (the code's last newline) is not drawn as a numbered line of its own.
 */
export function CodeLines({ lines }: { lines: readonly (readonly CodeSegment[])[] }) {
  const shown =
    lines.length > 1 && lines.at(-1)!.every((segment) => !segment.text) ? lines.slice(0, -1) : lines;
  return (
    <>
      {shown.map((segments, index) => (
        <span key={index} className="code-line">
          <LineSegments segments={segments} />
          {index < shown.length - 1 ? '\n' : null}
        </span>
      ))}
    </>
  );
}
