import { clsx } from 'clsx';
import { Fragment, lazy, Suspense, useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { canChangeSnippet, COMMENT } from '@cloud-snippets/contract';
import { CodeBlock } from '../../../../components/code/code-block';
import { LineSegments, useHighlightedLines } from '../../../../components/code/highlighted-lines';
import { useLineComments } from '../../api/get-line-comments';
import { lineElementId } from '../../../../lib/line-anchors';
import { validateComment, type RenderableComment } from '../../utils/validate-comment';
import { CommentsProvider, type CommentViewer } from '../comments-context';
import { ApplySuggestionsBar } from './apply-suggestions-bar';
import { LineComments } from './line-comments';
import type { LineRange } from './line-composer';
import { SuggestionSelectionContext } from './suggestion-selection';

/** The box a member writes a line comment in: loaded when they first select lines. */
const LineComposer = lazy(() => import('./line-composer'));

export interface ReviewableCodeProps {
  snippet: { _id: string; revisionCount: number; codeLanguage: string; author: { _id: string } };
  file: { name: string; language: string; code: string };
  /** The file's place among the snippet's files: what a line comment names. */
  fileIndex: number;
  viewer: CommentViewer;
}

const noop = () => {};

/** The line comments on this file's current lines, by the last line they are on. */
function commentsByEndLine(comments: readonly unknown[] | undefined, fileIndex: number) {
  const byLine = new Map<number, RenderableComment[]>();
  for (const value of comments ?? []) {
    const result = validateComment(value);
    const current = result.ok ? result.comment.line?.current : null;
    if (!result.ok || !current || current.file !== fileIndex) continue;
    byLine.set(current.end, [...(byLine.get(current.end) ?? []), result.comment]);
  }
  return byLine;
}

/**
 * A file of a snippet with its line comments under the lines they are on (decision 076); for a member, line numbers
 * that select a line (a click), a range (a shift-click, or Shift with the arrow keys) and open a comment box under
 * it. Loaded after the page has hydrated: the server's and a guest's first paint is the plain CodeBlock, which a
 * guest keeps when the file has no line comments.
 */
export default function ReviewableCode({ snippet, file, fileIndex, viewer }: ReviewableCodeProps) {
  const lineComments = useLineComments(snippet._id);
  const byLine = useMemo(
    () => commentsByEndLine(lineComments.data?.comments, fileIndex),
    [lineComments.data, fileIndex],
  );
  const context = useMemo(
    () => ({
      snippetId: snippet._id,
      codeLanguage: snippet.codeLanguage,
      viewer,
      reportError: noop,
      focusHeading: noop,
    }),
    [snippet._id, snippet.codeLanguage, viewer],
  );
  // The author chooses suggestions to apply together (decision 077).
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const canApply = canChangeSnippet(viewer.actor, { authorId: snippet.author._id });
  const selection = useMemo(
    () => ({
      canApply,
      chosen,
      toggle: (id: string) =>
        setChosen((was) => {
          const next = new Set(was);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
    }),
    [canApply, chosen],
  );
  if (!viewer.isAuthenticated && byLine.size === 0)
    return <CodeBlock code={file.code} language={file.language} />;
  return (
    <CommentsProvider value={context}>
      <SuggestionSelectionContext.Provider value={selection}>
        <LinesView
          file={file}
          fileIndex={fileIndex}
          revision={snippet.revisionCount}
          byLine={byLine}
          canSelect={viewer.isAuthenticated}
        />
        {canApply && (
          <ApplySuggestionsBar
            snippetId={snippet._id}
            chosen={chosen}
            onApplied={() => setChosen(new Set())}
          />
        )}
      </SuggestionSelectionContext.Provider>
    </CommentsProvider>
  );
}

function LinesView({
  file,
  fileIndex,
  revision,
  byLine,
  canSelect,
}: {
  file: ReviewableCodeProps['file'];
  fileIndex: number;
  revision: number;
  byLine: Map<number, RenderableComment[]>;
  canSelect: boolean;
}) {
  const { lines, isHighlighted } = useHighlightedLines(file.code, file.language);
  // The code's last newline is not a numbered line of its own (as CodeLines draws it, and the server counts).
  const shown =
    lines.length > 1 && lines.at(-1)!.every((segment) => !segment.text) ? lines.slice(0, -1) : lines;
  const [selection, setSelection] = useState<LineRange | null>(null);
  const [focusLine, setFocusLine] = useState(1);
  // A click (or Enter) opens the box focused; Shift with the arrows keeps the focus on the lines, Tab reaches the box.
  const [isComposerFocused, setComposerFocused] = useState(true);
  const anchorLine = useRef(1);
  const container = useRef<HTMLDivElement>(null);

  const focus = useCallback((line: number) => {
    setFocusLine(line);
    container.current?.querySelector<HTMLButtonElement>(`[data-line="${line}"]`)?.focus();
  }, []);

  /** Selects `line`, or extends the selection to it from where it started (from `from` when there is none yet). */
  function select(line: number, from: number | null, byArrows = false) {
    setComposerFocused(!byArrows);
    if (from === null) anchorLine.current = line;
    else if (!selection) anchorLine.current = from;
    const start = anchorLine.current;
    setSelection({ start: Math.min(start, line), end: Math.max(start, line) });
    setFocusLine(line);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, line: number) {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (event.key === 'Escape' && selection) {
      event.preventDefault();
      setSelection(null);
      return;
    }
    if (!step) return;
    const next = line + step;
    if (next < 1 || next > shown.length) return;
    event.preventDefault();
    // Shift with an arrow extends the selection, or starts one at the line that had the focus.
    if (event.shiftKey) select(next, line, true);
    focus(next);
  }

  const closeComposer = useCallback(() => {
    const end = selection?.end;
    setSelection(null);
    if (end) requestAnimationFrame(() => focus(end));
  }, [selection, focus]);

  return (
    <div
      ref={container}
      role="group"
      aria-label={canSelect ? `Code: select a line number to comment on it` : 'Code'}
      data-testid="snippet-code"
      data-highlighted={isHighlighted || undefined}
      className="code-surface py-4 font-mono text-[13px] leading-6 sm:text-sm"
    >
      {shown.map((segments, index) => {
        const line = index + 1;
        const isSelected = !!selection && line >= selection.start && line <= selection.end;
        const comments = byLine.get(line);
        return (
          <Fragment key={line}>
            <div
              id={lineElementId(fileIndex, line)}
              className={clsx(
                'flex scroll-mt-24',
                isSelected && 'bg-amber-50 [&>.code-gutter]:font-semibold [&>.code-gutter]:text-amber-900',
              )}
              data-selected={isSelected || undefined}
            >
              {canSelect ? (
                <button
                  type="button"
                  data-line={line}
                  tabIndex={line === focusLine ? 0 : -1}
                  aria-label={`Line ${line}`}
                  aria-pressed={isSelected}
                  title="Comment on this line (Shift-click to select a range)"
                  onClick={(event) => select(line, event.shiftKey ? line : null)}
                  onKeyDown={(event) => onKeyDown(event, line)}
                  className="code-gutter cursor-pointer hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:-outline-offset-2"
                >
                  {line}
                </button>
              ) : (
                <span className="code-gutter" aria-hidden="true">
                  {line}
                </span>
              )}
              <span className="code-line min-w-0 flex-1 pr-4 break-words whitespace-pre-wrap">
                <LineSegments segments={segments} />
                {/* An empty line keeps its height. */}
                {segments.every((segment) => !segment.text) && '\u200b'}
              </span>
            </div>
            {comments && <LineComments comments={comments} />}
            {selection && selection.end === line && (
              <Suspense fallback={<div className="h-32 border-y border-slate-200 bg-white" />}>
                <LineComposer
                  line={{ file: fileIndex, start: selection.start, end: selection.end, revision }}
                  fileName={file.name}
                  quote={file.code
                    .split('\n')
                    .slice(selection.start - 1, selection.end)
                    .join('\n')}
                  onClose={closeComposer}
                  autoFocus={isComposerFocused}
                />
              </Suspense>
            )}
          </Fragment>
        );
      })}
      <span className="sr-only" aria-live="polite">
        {selection ? `${COMMENT.lineLabel(selection.start, selection.end)} selected` : ''}
      </span>
    </div>
  );
}
