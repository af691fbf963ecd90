import { TriangleAlert } from 'lucide-react';
import { EFFECTS_WARNING_ADVICE, effectsWarning, type Platform } from '@cloud-snippets/contract';

/**
 * Before the code of a snippet that writes or deletes (decision 047): a note, not an alert — it is there when the
 * page is, nothing happened that a screen reader should announce. Worded for the snippet's platform.
 */
export function WriteWarning({ effects, platform }: { effects: readonly string[]; platform: Platform }) {
  const warning = effectsWarning(effects, platform);
  if (!warning) return null;
  return (
    <div
      data-testid="snippet-write-warning"
      className="mt-3 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <p>
        <span className="sr-only">Warning: </span>
        <strong className="font-semibold">{warning}</strong> {EFFECTS_WARNING_ADVICE[platform]}
      </p>
    </div>
  );
}
