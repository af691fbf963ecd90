import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { labelOfPrerequisiteKind, type SnippetDetail } from '@cloud-snippets/contract';

/**
 * What a reader sets up before running the snippet (decision 047), as a checklist they tick for themselves: the ticks
 * are the page's alone, gone with it.
 */
export function PrerequisiteChecklist({
  prerequisites,
  isSeparated,
}: {
  prerequisites: SnippetDetail['prerequisites'];
  /** Below other rows of the panel: a rule between them. */
  isSeparated: boolean;
}) {
  const id = useId();
  const [done, setDone] = useState<ReadonlySet<number>>(() => new Set());
  if (prerequisites.length === 0) return null;
  const toggle = (index: number) =>
    setDone((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <div className={isSeparated ? 'mt-4 border-t border-slate-200 pt-4' : 'mt-3'}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
          Set up first
        </h3>
        <p className="text-xs text-slate-600" data-testid="prerequisites-done">
          {done.size} of {prerequisites.length} ready
        </p>
      </div>
      <ul aria-labelledby={`${id}-title`} className="mt-2 space-y-2.5" data-testid="prerequisites">
        {prerequisites.map((item, index) => {
          const isDone = done.has(index);
          const detailsId = `${id}-${index}-details`;
          return (
            <li key={index} data-testid="prerequisite" className="text-sm">
              <label className="flex cursor-pointer items-start gap-2.5">
                <input
                  type="checkbox"
                  checked={isDone}
                  onChange={() => toggle(index)}
                  aria-describedby={item.details ? detailsId : undefined}
                  className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-600"
                />
                <span className="min-w-0">
                  <span className="text-slate-600">{labelOfPrerequisiteKind(item.kind)}</span>{' '}
                  <code
                    className={clsx(
                      'font-mono font-semibold break-all text-slate-900',
                      isDone && 'line-through decoration-slate-400',
                    )}
                  >
                    {item.name}
                  </code>
                </span>
              </label>
              {item.details && (
                <p id={detailsId} className="mt-0.5 pl-6.5 break-words whitespace-pre-line text-slate-600">
                  {item.details}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
