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
