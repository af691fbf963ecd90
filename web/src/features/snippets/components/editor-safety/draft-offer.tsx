import { History } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import type { StoredDraft } from './draft-storage';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Restore your unsaved draft from <time>?": above the form when the editor opens with work left in the browser. */
export function DraftOffer({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: StoredDraft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <section
      role="status"
      aria-label="Unsaved draft"
      data-testid="draft-offer"
      className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-950 sm:flex-row sm:items-center"
    >
      <p className="flex min-w-0 flex-1 items-start gap-2.5">
        <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>Restore your unsaved draft from {when(draft.savedAt)}?</span>
      </p>
      <div className="flex gap-2">
        <Button size="sm" onClick={onRestore}>
          Restore draft
        </Button>
        <Button size="sm" variant="secondary" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </section>
  );
}
