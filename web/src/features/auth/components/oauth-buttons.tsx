import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { OAUTH } from '@cloud-snippets/contract';
import { ProviderMark } from '../../../components/provider-mark';
import { buttonClasses } from '../../../components/ui/button';
import { paths, safeRedirect } from '../../../config/paths';
import { FALLBACK_CONFIG, publicConfigQueryOptions } from '../../../lib/public-config';

/**
 * "Continue with Salesforce / GitHub" on the login and register pages, for the providers the server has configured
 * (none: nothing at all). Plain links: the browser leaves for the provider from the API, which sets the attempt's
 * cookie.
 */
export function OAuthButtons() {
  const { data: config = FALLBACK_CONFIG } = useQuery(publicConfigQueryOptions());
  const [searchParams] = useSearchParams();
  const providers = config.oauthProviders ?? [];
  if (providers.length === 0) return null;
  const redirect = searchParams.get('redirect');
  return (
    <div className="space-y-5">
      <div className="grid gap-3" data-testid="oauth-buttons">
        {providers.map((provider) => (
          <a
            key={provider}
            href={paths.oauth.start.getHref(provider, redirect ? safeRedirect(redirect) : undefined)}
            className={buttonClasses('secondary', 'lg', 'w-full')}
          >
            <ProviderMark provider={provider} className="size-5" />
            {OAUTH.continueWith(provider)}
          </a>
        ))}
      </div>
      <div className="flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
    </div>
  );
}
