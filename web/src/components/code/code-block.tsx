import { clsx } from 'clsx';
import { CodeLines, useHighlightedLines, type LineTargets } from './highlighted-lines';

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
  /** A snippet file's lines as link targets: an id each, and those a link names marked (the revision page). */
  lineTargets?: LineTargets;
}

/**
 * Read-only code, with line numbers unless told otherwise. A server-rendered snippet page arrives highlighted (the
 * server filled the query); otherwise the plain text paints first, the grammar (CodeMirror's parsers, a lazy chunk)
 * is loaded afterwards and the same text is re-rendered with colours. Shared by the snippet page and the comments'
 * fenced code blocks.
 */
export function CodeBlock({
  code,
  language,
  className,
  lineNumbers = true,
  compact = false,
  label = 'Code',
  testId = 'snippet-code',
  lineTargets,
}: CodeBlockProps) {
  const { lines, isHighlighted } = useHighlightedLines(code, language);

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
        <CodeLines lines={lines} targets={lineTargets} />
      </code>
    </pre>
  );
}
