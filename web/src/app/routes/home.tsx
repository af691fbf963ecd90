import { ArrowRight, Cloud, Code2, Users } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HOME } from '@cloud-snippets/contract';
import { PageMeta, SITE_NAME } from '../../components/page-meta';
import { useSiteUrl } from '../../ssr/site-url';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/use-session';
import { CategoryLinks } from '../../features/home/components/category-links';
import { HomeCounters } from '../../features/home/components/home-counters';
import { LanguageTiles } from '../../features/home/components/language-tiles';
import { useLanguages } from '../../features/snippets/api/get-languages';
import { FeaturedSnippets } from '../../features/snippets/components/featured-snippets';
import {
  topContributorsQueryOptions,
  useTopContributors,
} from '../../features/users/api/get-top-contributors';
import { featuredSnippetsQueryOptions } from '../../features/snippets/api/get-featured-snippets';
import type { PageLoader } from '../router';
import { TopContributorsGrid } from '../../features/users/components/top-contributors';
import { FeedLink, feedPaths } from '../../features/follows/components/feed-link';
import { SnippetCard, SnippetCardSkeleton } from '../../features/snippets/components/snippet-card';

// Signed-in members only: guests never download the Following feed.
const FollowingFeed = lazy(() => import('../../features/follows/components/following-feed'));

function HomeSection({
  id,
  title,
  lead,
  action,
  children,
  className,
}: {
  id: string;
  title: string;
  lead: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className} data-testid={`home-${id}`}>
      <div className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {title}
            </h2>
            <p className="mt-2 text-slate-600">{lead}</p>
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}

const viewAllClasses =
  'inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline';

/** The featured snippets and top contributors; a failed section shows its own error and retries in the browser. */
export const loader: PageLoader = (_args, queryClient) =>
  Promise.all([
    queryClient.prefetchQuery(featuredSnippetsQueryOptions()),
    queryClient.prefetchQuery(topContributorsQueryOptions()),
  ]);

/** Home (SPEC §2): hero with counters and language chips, categories, featured, languages, top contributors. */
export default function HomeRoute() {
  const { isAuthenticated } = useSession();
  const languages = useLanguages();
  const contributors = useTopContributors();
  const siteUrl = useSiteUrl();

  return (
    <>
      <PageMeta
        title="Salesforce code snippets"
        description="Cloud Snippets: share and discover Salesforce code snippets for Marketing Cloud and Sales & Service Cloud."
        structuredData={[
          {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: SITE_NAME,
            url: `${siteUrl}/`,
            potentialAction: {
              '@type': 'SearchAction',
              target: {
                '@type': 'EntryPoint',
                urlTemplate: `${siteUrl}/snippets?search={search_term_string}`,
              },
              'query-input': 'required name=search_term_string',
            },
          },
        ]}
      />
      <FeedLink path={feedPaths.site} title="Cloud Snippets: newest snippets" />
      <section className="fixed-palette relative overflow-hidden bg-gradient-to-b from-brand-900 via-brand-800 to-brand-700 text-white dark:from-brand-950 dark:via-brand-900 dark:to-brand-800">
        <div
          aria-hidden="true"
          className="absolute inset-0 opacity-20 [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:28px_28px]"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50 ring-1 ring-white/20">
            <Cloud aria-hidden="true" className="size-4" /> 100+ snippets from the community
          </p>
          <h1 className="mt-6 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            Share and discover Salesforce code that works.
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-50 sm:text-xl">
            Ready-to-use AMPscript, SSJS, SQL, Apex and LWC snippets written by developers who ship on
            Marketing Cloud and Sales &amp; Service Cloud every day.
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <ButtonLink
              to={paths.snippets.browse.getHref()}
              size="lg"
              variant="secondary"
              className="border-white"
            >
              <Code2 aria-hidden="true" className="size-5" />
              Browse Snippets
            </ButtonLink>
            {isAuthenticated ? (
              <ButtonLink
                to={paths.snippets.create.getHref()}
                size="lg"
                className="bg-brand-950 ring-1 ring-white/30 hover:bg-brand-900"
              >
                Create Snippet
                <ArrowRight aria-hidden="true" className="size-5" />
              </ButtonLink>
            ) : (
              <ButtonLink
                to={paths.register.getHref()}
                size="lg"
                className="bg-brand-950 ring-1 ring-white/30 hover:bg-brand-900"
              >
                <Users aria-hidden="true" className="size-5" />
                Join the Community
              </ButtonLink>
            )}
          </div>
          <div className="mt-8 flex flex-wrap items-center gap-2" data-testid="language-chips">
            <span className="text-sm font-medium text-brand-100">Popular:</span>
            {languages.slice(0, HOME.languageChips).map((language) => (
              <Link
                key={language.value}
                to={paths.snippets.browse.getHref({ language: language.value })}
                className="rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/25 transition-colors hover:bg-white/20"
              >
                {language.name}
              </Link>
            ))}
          </div>
          <div className="mt-10 border-t border-white/15 pt-8">
            <HomeCounters
              counters={[
                { label: 'Snippets', value: HOME.snippetCounter, suffix: '+', testId: 'counter-snippets' },
                {
                  label: 'Contributors',
                  value: contributors.data?.totalContributors ?? 0,
                  testId: 'counter-contributors',
                },
                { label: 'Languages', value: languages.length, testId: 'counter-languages' },
              ]}
            />
          </div>
        </div>
      </section>

      <HomeSection
        id="categories"
        title="Explore by platform"
        lead="Jump straight to the category you work in."
      >
        <CategoryLinks />
      </HomeSection>

      {isAuthenticated && (
        <HomeSection
          id="following"
          title="Following"
          lead="The newest snippets of the members, tags and platforms you follow."
          className="border-t border-slate-200 bg-white"
        >
          <Suspense fallback={null}>
            <FollowingFeed
              renderCard={(snippet) => <SnippetCard snippet={snippet} />}
              renderSkeleton={() => <SnippetCardSkeleton />}
            />
          </Suspense>
        </HomeSection>
      )}

      <HomeSection
        id="featured"
        title="Featured snippets"
        lead="Hand-picked snippets the community keeps coming back to."
        className="border-y border-slate-200 bg-white"
        action={
          <Link to={paths.snippets.browse.getHref()} className={viewAllClasses}>
            View all snippets
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        }
      >
        <FeaturedSnippets />
      </HomeSection>

      <HomeSection
        id="languages"
        title="Browse by language"
        lead="From AMPscript to Apex: pick your language."
      >
        <LanguageTiles />
      </HomeSection>

      <HomeSection
        id="contributors"
        title="Top contributors"
        lead="The members who share the most code."
        className="border-t border-slate-200 bg-white"
      >
        <TopContributorsGrid
          contributors={contributors.data?.users ?? []}
          isLoading={contributors.isPending}
        />
      </HomeSection>
    </>
  );
}
