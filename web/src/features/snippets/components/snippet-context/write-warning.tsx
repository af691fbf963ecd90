import { TriangleAlert } from 'lucide-react';
import { WARNED_EFFECTS, labelOfEffect } from '@cloud-snippets/contract';

/** "This snippet writes data extensions or records and deletes data.": the warned effects in one sentence. */
export function warningOf(effects: readonly string[]): string | null {
  const warned = WARNED_EFFECTS.filter((effect) => effects.includes(effect));
  if (warned.length === 0) return null;
  return `This snippet ${warned.map((effect) => labelOfEffect(effect).toLowerCase()).join(' and ')}.`;
}

/**
 * Before the code of a snippet that writes or deletes (decision 047): a note, not an alert — it is there when the
 * page is, nothing happened that a screen reader should announce.
 */
export function WriteWarning({ effects }: { effects: readonly string[] }) {
  const warning = warningOf(effects);
  if (!warning) return null;
  return (
    <div
      data-testid="snippet-write-warning"
      className="mt-3 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <p>
        <span className="sr-only">Warning: </span>
        <strong className="font-semibold">{warning}</strong> Run it against a test data extension or a sandbox
        first.
      </p>
    </div>
  );
}
