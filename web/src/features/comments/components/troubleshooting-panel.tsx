import { RotateCw, Wrench } from 'lucide-react';
import { useId, useState } from 'react';
import { COMMENT } from '@cloud-snippets/contract';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

export interface TroubleshootingInfo {
  snippetId: string;
  loadedCount: number;
  totalComments: number | null;
  totalThreads: number | null;
  lastError: string | null;
  firstComment: unknown;
  isFetching: boolean;
  /** The list failed or came back empty: the panel opens by itself (SPEC §6). */
  shouldOpen: boolean;
}

function rawJson(value: unknown): string {
  if (value === undefined) return '(no comments loaded)';
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/** SPEC §6: the admin's Show/Hide Troubleshooting toggle under the comments. */
export function TroubleshootingPanel({ info, onRetry }: { info: TroubleshootingInfo; onRetry: () => void }) {
  const panelId = useId();
  // Until the admin chooses, the panel follows the list: open when it failed or is empty.
  const [choice, setChoice] = useState<boolean | null>(null);
  const isOpen = choice ?? info.shouldOpen;
  const count = (value: number | null) => (value === null ? '—' : String(value));

  return (
    <div
      className="mt-10 border-t border-dashed border-slate-300 pt-4"
      data-testid="comments-troubleshooting"
    >
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setChoice(!isOpen)}
        data-testid="troubleshooting-toggle"
      >
        <Wrench aria-hidden="true" className="size-4" />
        {isOpen ? COMMENT.hideTroubleshooting : COMMENT.showTroubleshooting}
      </Button>
      {isOpen && (
        <section
          id={panelId}
          aria-label="Comment troubleshooting"
          data-testid="troubleshooting-panel"
          className="mt-3 rounded-xl border border-amber-200 bg-amber-50/60 p-4 text-sm text-slate-800"
        >
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
            <dt className="font-semibold">Snippet ID</dt>
            <dd className="font-mono break-all" data-testid="troubleshooting-snippet-id">
              {info.snippetId}
            </dd>
            <dt className="font-semibold">Threads loaded</dt>
            <dd data-testid="troubleshooting-loaded">{info.loadedCount}</dd>
            <dt className="font-semibold">Total comments</dt>
            <dd data-testid="troubleshooting-total">{count(info.totalComments)}</dd>
            <dt className="font-semibold">Total threads</dt>
            <dd data-testid="troubleshooting-threads">{count(info.totalThreads)}</dd>
            <dt className="font-semibold">Last error</dt>
            <dd data-testid="troubleshooting-error" className={info.lastError ? 'text-red-800' : undefined}>
              {info.lastError ?? 'None'}
            </dd>
          </dl>
          <Button
            variant="secondary"
            size="sm"
            className="mt-4"
            onClick={onRetry}
            disabled={info.isFetching}
            data-testid="troubleshooting-retry"
          >
            {info.isFetching ? (
              <Spinner className="size-4" />
            ) : (
              <RotateCw aria-hidden="true" className="size-4" />
            )}
            Retry
          </Button>
          <h3 className="mt-4 font-semibold">First comment (raw data)</h3>
          <pre
            tabIndex={0}
            aria-label="First comment (raw data)"
            data-testid="troubleshooting-raw"
            className="mt-1.5 max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white p-3 font-mono text-xs leading-5 text-slate-800"
          >
            {rawJson(info.firstComment)}
          </pre>
        </section>
      )}
    </div>
  );
}
