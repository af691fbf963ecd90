import { TriangleAlert } from 'lucide-react';
import { WARNED_EFFECTS, type Effect } from '@cloud-snippets/contract';

const VERBS: Partial<Record<Effect, string>> = { writes: 'writes', deletes: 'deletes' };

/** 'it writes data', 'it writes and deletes data': what the snippet's page warns of; null when nothing. */
function previewOf(effects: readonly Effect[]): string | null {
  const verbs = WARNED_EFFECTS.filter((effect) => effects.includes(effect)).map((effect) => VERBS[effect]);
  return verbs.length > 0 ? `it ${verbs.join(' and ')} data` : null;
}

/**
 * The warning readers will see before the code, shown as the author ticks what it changes (decision 047). A live
 * region, so ticking "Deletes data" is announced with what it means.
 */
export function EffectsWarning({ effects }: { effects: readonly Effect[] }) {
  const warning = previewOf(effects);
  return (
    <div aria-live="polite" data-testid="effects-warning">
      {warning && (
        <p className="mt-3 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <span>Readers will see a warning before the code: {warning}.</span>
        </p>
      )}
    </div>
  );
}
