import { clsx } from 'clsx';
import { COMMENT, type LineAnchor, type Suggestion } from '@cloud-snippets/contract';
import { useSuggestionSelection } from './suggestion-selection';

const BADGE = {
  applied: 'bg-green-50 text-green-800 ring-green-200',
  outdated: 'bg-amber-50 text-amber-900 ring-amber-200',
} as const;

/**
 * A line comment's suggested change as a diff (decision 077): the lines as they were, removed, then the suggested
 * ones, added; a badge once applied or outdated; for the author in the code view, a checkbox to choose it.
 */
export default function SuggestionDiff({
  commentId,
  line,
  suggestion,
}: {
  commentId: string;
  line: LineAnchor;
  suggestion: Suggestion;
}) {
  const selection = useSuggestionSelection();
  const removed = line.quote.split('\n');
  const added = suggestion.text === '' ? [] : suggestion.text.split('\n');
  const isOpen = suggestion.state === 'open';
  const checkboxId = `suggestion-${commentId}`;
  return (
    <figure
      className="mb-2 overflow-hidden rounded-lg border border-slate-200"
      data-testid="suggestion"
      data-state={suggestion.state}
    >
      <figcaption className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-slate-200 bg-slate-50 px-3 py-1.5 text-xs text-slate-700">
        <span className="font-semibold text-slate-800">Suggested change</span>
        {suggestion.state !== 'open' && (
          <span
            className={clsx(
              'rounded-full px-2 py-0.5 font-semibold ring-1 ring-inset',
              BADGE[suggestion.state],
            )}
            data-testid="suggestion-state"
          >
            {suggestion.state === 'applied' ? COMMENT.suggestionApplied : COMMENT.suggestionOutdated}
            {suggestion.appliedRevision !== null && ` in revision ${suggestion.appliedRevision}`}
          </span>
        )}
        {selection?.canApply && isOpen && line.current && (
          <label
            htmlFor={checkboxId}
            className="ml-auto inline-flex cursor-pointer items-center gap-1.5 font-medium"
          >
            <input
              id={checkboxId}
              type="checkbox"
              checked={selection.chosen.has(commentId)}
              onChange={() => selection.toggle(commentId)}
              data-testid="suggestion-choose"
              className="size-4 accent-brand-700"
            />
            Apply this one
          </label>
        )}
      </figcaption>
      <pre className="code-surface overflow-x-auto py-1 font-mono text-[13px] leading-5">
        {/* As wide as its longest line, so a tint runs under the whole line when the diff scrolls. */}
        <code className="block w-max min-w-full">
          {removed.map((text, index) => (
            <DiffLine key={`r${index}`} kind="removed" text={text} />
          ))}
          {added.map((text, index) => (
            <DiffLine key={`a${index}`} kind="added" text={text} />
          ))}
        </code>
      </pre>
    </figure>
  );
}

const DIFF_SIGNS = {
  removed: { sign: '−', label: 'Removed: ' },
  added: { sign: '+', label: 'Added: ' },
} as const;

/** One line of the diff: its tint, its sign (hidden from screen readers, which hear the label) and its text. */
function DiffLine({ kind, text }: { kind: keyof typeof DIFF_SIGNS; text: string }) {
  const { sign, label } = DIFF_SIGNS[kind];
  return (
    <span className={`diff-${kind} flex`} data-kind={kind}>
      <span className={`diff-${kind}-sign w-6 shrink-0 text-center select-none`} aria-hidden="true">
        {sign}
      </span>
      <span className="sr-only">{label}</span>
      <span className="pr-3 whitespace-pre">{text}</span>
    </span>
  );
}
