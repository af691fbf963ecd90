import { ArrowRight, Cloud, Code2, Users } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORIES, PLATFORMS } from '@cloud-snippets/contract';
import { PageMeta } from '../../components/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/use-session';

const PLATFORM_BLURBS: Record<string, string> = {
  sfmc: 'AMPscript, SSJS and SQL for emails, journeys and automations.',
  crm: 'Apex, Lightning Web Components and integration patterns.',
};

export default function HomeRoute() {
  const { isAuthenticated } = useSession();
  return (
    <>
      <PageMeta
        title="Salesforce code snippets"
        description="Cloud Snippets: share and discover Salesforce code snippets for Marketing Cloud and Sales & Service Cloud."
      />
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-900 via-brand-800 to-brand-700 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 opacity-20 [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:28px_28px]"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
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
        </div>
      </section>

      <section
        aria-labelledby="platforms-heading"
        className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
      >
        <h2 id="platforms-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Explore by platform
        </h2>
        <p className="mt-2 text-slate-600">Jump straight to the category you work in.</p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {PLATFORMS.map((platform) => (
            <div
              key={platform.value}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card"
            >
              <h3 className="text-lg font-semibold text-slate-900">
                <Link
                  to={paths.snippets.browse.getHref({ platform: platform.value })}
                  className="hover:text-brand-700 hover:underline"
                >
                  {platform.label}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-slate-600">{PLATFORM_BLURBS[platform.value]}</p>
              <ul className="mt-5 grid gap-2 sm:grid-cols-2">
                {CATEGORIES[platform.value].map((category) => (
                  <li key={category.value}>
                    <Link
                      to={paths.snippets.browse.getHref({
                        platform: platform.value,
                        category: category.value,
                      })}
                      className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3.5 py-2.5 text-sm font-medium text-slate-800 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
                    >
                      {category.label}
                      <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
