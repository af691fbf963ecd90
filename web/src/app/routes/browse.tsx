import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageShell } from '../../components/layouts/page-shell';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/use-session';
import { SnippetBrowser } from '../../features/snippets/components/snippet-browser';

export default function BrowseRoute() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const { isAuthenticated } = useSession();
  const search = searchParams.get('search');

  // SPEC §2: author=me requires login.
  if (searchParams.get('author') === 'me' && !isAuthenticated) {
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  }

  return (
    <PageShell
      title="Browse Snippets"
      withMeta={false}
      lead={
        search ? (
          <>Results for &ldquo;{search}&rdquo;</>
        ) : (
          'Find AMPscript, SSJS, SQL, Apex and LWC code shared by the community.'
        )
      }
    >
      <SnippetBrowser />
    </PageShell>
  );
}
