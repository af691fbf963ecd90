import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import type { CodeSegment } from '../../lib/highlight/highlight';

interface Highlighted {
  code: string;
  language: string;
  lines: CodeSegment[][] | null;
}

export interface CodeBlockProps {
  code: string;
  /** A snippet's `codeLanguage` or a Markdown fence's info string ('apex', 'js', 'sql'…); unknown ones stay plain. */
  language: string;
  className?: string;
  /** Line numbers in the gutter (default true). */
  lineNumbers?: boolean;
  /** Smaller text and padding, for code inside running text (comments). */
  compact?: boolean;
  /** Names the scrollable region for screen readers. */
  label?: string;
  testId?: string;
}

/**
 * Read-only code, with line numbers unless told otherwise. The plain text paints first; the grammar (CodeMirror's
 * parsers, a lazy chunk) is loaded afterwards and the same text is re-rendered with colours. Shared by the snippet
 * page and the comments' fenced code blocks.
 */
export function CodeBlock({
  code,
  language,
  className,
  lineNumbers = true,
  compact = false,
  label = 'Code',
  testId = 'snippet-code',
}: CodeBlockProps) {
  const [highlighted, setHighlighted] = useState<Highlighted | null>(null);

  useEffect(() => {
    let isCurrent = true;
    import('../../lib/highlight/highlight')
      .then(({ highlightLines }) => highlightLines(code, language))
      .then((lines) => {
        if (isCurrent) setHighlighted({ code, language, lines });
      })
      .catch(() => {
        // Without the grammar the plain text stays; nothing is lost.
      });
    return () => {
      isCurrent = false;
    };
  }, [code, language]);

  const allLines =
    highlighted && highlighted.code === code && highlighted.language === language && highlighted.lines
      ? highlighted.lines
      : code.split('\n').map((text) => [{ text, className: '' }]);
  const isHighlighted = highlighted?.lines === allLines;
  // A final newline would show as an empty numbered line.
  const lines =
    allLines.length > 1 && allLines.at(-1)!.every((segment) => !segment.text)
      ? allLines.slice(0, -1)
      : allLines;

  return (
    <pre
      tabIndex={0}
      aria-label={label}
      data-testid={testId}
      data-highlighted={isHighlighted || undefined}
      className={clsx(
        'code-surface overflow-x-auto pr-4 font-mono',
        compact ? 'py-3 text-[13px] leading-5' : 'py-4 text-[13px] leading-6 sm:text-sm',
        className,
      )}
    >
      <code className={lineNumbers ? 'code-lines' : 'block pl-4'}>
        {lines.map((segments, index) => (
          <span key={index} className="code-line">
            {segments.map((segment, segmentIndex) =>
              segment.className ? (
                <span key={segmentIndex} className={segment.className}>
                  {segment.text}
                </span>
              ) : (
                segment.text
              ),
            )}
            {index < lines.length - 1 ? '\n' : null}
          </span>
        ))}
      </code>
    </pre>
  );
}
