import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useAccessTokens } from '../api/get-access-tokens';
import type { CreatedAccessToken } from '../api/create-access-token';
import { failureMessage } from '../utils/failure-message';
import { AccessTokenForm } from './access-token-form';
import { AccessTokenList } from './access-token-list';
import { NewAccessToken } from './new-access-token';

/**
 * Personal access tokens (decision 073): make one for a command-line tool, see it once, revoke it at any time. The
 * token lives only in this component's state until Done or leaving the page.
 */
export function AccessTokens() {
  const tokens = useAccessTokens();
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  return (
    <div className="space-y-6" data-testid="access-tokens-section">
      {created && <NewAccessToken created={created} onDone={() => setCreated(null)} />}
      {tokens.isError ? (
        <LoadError message={failureMessage(tokens.error)} onRetry={tokens.refetch} />
      ) : !tokens.data ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" />
          Loading your tokens...
        </p>
      ) : (
        <AccessTokenList tokens={tokens.data} />
      )}
      <div className="border-t border-slate-200 pt-5">
        <h3 className="mb-3 text-base font-semibold text-slate-900">New token</h3>
        <AccessTokenForm onCreated={setCreated} />
      </div>
    </div>
  );
}
