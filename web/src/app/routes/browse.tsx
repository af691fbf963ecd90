import { Navigate, useLocation, useSearchParams } from 'react-router';
import { platformLabel } from '@cloud-snippets/contract';
import { PageShell } from '../../components/layouts/page-shell';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/use-session';
import { useHydrated } from '../../hooks/use-hydrated';
import { snippetsQueryOptions } from '../../features/snippets/api/get-snippets';
import { SnippetBrowser } from '../../features/snippets/components/snippet-browser';
import { listParamsOf, readBrowseFilters } from '../../features/snippets/hooks/use-browse-filters';
import type { PageLoader } from '../router';
import { FeedLink, feedPaths } from '../../features/follows/components/feed-link';
import { TopicFollow } from '../../features/follows/components/topic-follow';

/** The page of cards the URL's filters select ("My Snippets" is a member's: it loads in the browser). */
export const loader: PageLoader = ({ request }, queryClient) => {
  const filters = readBrowseFilters(new URL(request.url).searchParams);
  if (filters.author === 'me') return Promise.resolve();
  return queryClient.prefetchQuery(snippetsQueryOptions(listParamsOf(filters)));
};

export default function BrowseRoute() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const { isAuthenticated, user } = useSession();
  const isHydrated = useHydrated();
  const search = searchParams.get('search');
  const { tag, platform } = readBrowseFilters(searchParams);

  // SPEC §2: author=me requires login (decided in the browser, which holds the session).
  if (searchParams.get('author') === 'me' && isHydrated && !isAuthenticated) {
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  }

  return (
    <PageShell
      title="Browse Snippets"
      withMeta={false}
      actions={
        (tag || platform) && (
          <>
            {tag && (
              <TopicFollow kind="tag" target={tag} subject={`#${tag}`} isAuthenticated={isAuthenticated} />
            )}
            {platform && (
              <TopicFollow
                kind="platform"
                target={platform}
                subject={platformLabel(platform)}
                isAuthenticated={isAuthenticated}
              />
            )}
          </>
        )
      }
      lead={
        search ? (
          <>Results for &ldquo;{search}&rdquo;</>
        ) : (
          'Find AMPscript, SSJS, SQL, Apex and LWC code shared by the community.'
        )
      }
    >
      {tag && <FeedLink path={feedPaths.tag(tag)} title={`Snippets tagged ${tag}`} />}
      {platform && (
        <FeedLink path={feedPaths.platform(platform)} title={`${platformLabel(platform)} snippets`} />
      )}
      <SnippetBrowser ownUsername={user?.username ?? null} />
    </PageShell>
  );
}
