import { TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import type { CreatedAccessToken } from '../api/create-access-token';

/** The token just made, shown this once with a copy button; Done forgets it (the server never sends it again). */
export function NewAccessToken({ created, onDone }: { created: CreatedAccessToken; onDone: () => void }) {
  return (
    <section
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
      data-testid="new-access-token"
      aria-label={`New token ${created.accessToken.name}`}
    >
      <p className="flex items-start gap-2 text-sm font-medium text-amber-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Copy your new token “{created.accessToken.name}” now. It will not be shown again.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        {/* Wrapped, not cut: on a phone the whole token stays visible; one click selects it all. */}
        <code
          aria-label="Your new access token"
          className="block min-w-0 flex-1 rounded-lg border border-amber-300 bg-white px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
          data-testid="new-access-token-value"
        >
          {created.token}
        </code>
        <div className="flex gap-2">
          <CopyButton text={created.token} label="Copy token" testId="copy-access-token" what="the token" />
          <Button variant="secondary" size="sm" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
    </section>
  );
}
