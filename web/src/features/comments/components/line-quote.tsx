import { FileCode2, History } from 'lucide-react';
import { Link } from 'react-router';
import { COMMENT, type LineAnchor } from '@cloud-snippets/contract';
import { paths } from '../../../config/paths';
import { lineElementId, lineSpanHash } from '../../../lib/line-anchors';

/**
 * What a line comment is about, above its words in the thread (decision 076): the file and lines, a link to them
 * in the code when they are still there, or to the revision it was written on when they changed since; then the
 * lines as they were.
 */
export function LineQuote({
  line,
  snippetId,
  captionOnly = false,
}: {
  line: LineAnchor;
  snippetId: string;
  /** Without the lines: a suggested change's diff shows them (decision 077). */
  captionOnly?: boolean;
}) {
  const label = COMMENT.lineLabel(line.start, line.end);
  const lines = line.quote.split('\n');
  return (
    <figure
      className={captionOnly ? 'mb-1' : 'mb-2 overflow-hidden rounded-lg border border-slate-200'}
      data-testid="line-quote"
    >
      <figcaption
        className={
          captionOnly
            ? 'flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-600'
            : 'flex flex-wrap items-center gap-x-2 gap-y-0.5 border-b border-slate-200 bg-slate-50 px-3 py-1.5 text-xs text-slate-600'
        }
      >
        <FileCode2 aria-hidden="true" className="size-3.5" />
        <span className="font-semibold text-slate-800">{line.fileName}</span>
        {line.current ? (
          <a
            href={`#${lineElementId(line.current.file, line.current.start)}`}
            className="font-medium text-brand-700 hover:underline"
            data-testid="line-quote-link"
          >
            {COMMENT.lineLabel(line.current.start, line.current.end)}
          </a>
        ) : (
          <>
            <span>{label}</span>
            <Link
              // Lands on the lines there, marked (the revision page reads the fragment).
              to={`${paths.snippets.revision.getHref(snippetId, line.revision)}${lineSpanHash(line)}`}
              className="inline-flex items-center gap-1 font-medium text-amber-800 hover:underline"
              data-testid="line-earlier-revision"
            >
              <History aria-hidden="true" className="size-3.5" />
              {COMMENT.onEarlierRevision(line.revision)}
            </Link>
          </>
        )}
      </figcaption>
      {!captionOnly && (
        <pre className="code-surface overflow-x-auto py-2 pr-3 font-mono text-[13px] leading-5">
          <code className="block">
            {lines.map((text, index) => (
              <span key={index} className="flex">
                <span className="code-gutter">{line.start + index}</span>
                <span className="whitespace-pre">{text}</span>
              </span>
            ))}
          </code>
        </pre>
      )}
    </figure>
  );
}
