import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { OAuthCallback } from '../../features/auth/components/oauth-callback';
import { AuthCard } from './auth-card';

/** /auth/callback (decision 054): where a sign-in with Salesforce or GitHub comes back to. */
export default function OAuthCallbackRoute() {
  return (
    <>
      <PageMeta title="Signing In" canonicalPath={paths.oauth.callback.path} noindex />
      <AuthCard title="Almost there" lead="One step to finish signing in.">
        <OAuthCallback />
      </AuthCard>
    </>
  );
}
