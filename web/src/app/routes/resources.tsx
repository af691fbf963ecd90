import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '../../components/layouts/page-shell';
import { paths } from '../../config/paths';

interface Resource {
  title: string;
  href: string;
  description: string;
}

interface ResourceGroup {
  id: string;
  title: string;
  lead: string;
  resources: Resource[];
}

/** Curated official documentation for the languages and APIs shared on the site. */
export const RESOURCE_GROUPS: ResourceGroup[] = [
  {
    id: 'marketing-cloud',
    title: 'Marketing Cloud',
    lead: 'Personalization, scripting and data in Marketing Cloud Engagement.',
    resources: [
      {
        title: 'AMPscript',
        href: 'https://developer.salesforce.com/docs/marketing/marketing-cloud-ampscript/overview',
        description:
          'The AMPscript guide and function reference: lookups, personalization strings, content blocks and more.',
      },
      {
        title: 'Server-Side JavaScript (SSJS)',
        href: 'https://developer.salesforce.com/docs/marketing/marketing-cloud/guide/ssjs_serverSideJavaScript.html',
        description:
          'Core and Platform libraries, WSProxy and HTTP functions for Cloud Pages and Script Activities.',
      },
      {
        title: 'Marketing Cloud APIs',
        href: 'https://developer.salesforce.com/docs/marketing/marketing-cloud/guide/apis-overview.html',
        description: 'REST and SOAP APIs, installed packages and OAuth 2.0 authentication for integrations.',
      },
      {
        title: 'SQL in Automation Studio',
        href: 'https://help.salesforce.com/s/articleView?id=mktg.mc_as_sql_reference.htm&type=5',
        description:
          'The SQL reference for Query Activities: supported syntax, functions and system data views.',
      },
    ],
  },
  {
    id: 'platform',
    title: 'Sales & Service Cloud (Salesforce Platform)',
    lead: 'Server-side logic, components and APIs on the core platform.',
    resources: [
      {
        title: 'Apex Developer Guide',
        href: 'https://developer.salesforce.com/docs/atlas.en-us.apexcode.meta/apexcode/',
        description: 'Language reference, triggers, asynchronous Apex, testing and governor limits.',
      },
      {
        title: 'Lightning Web Components',
        href: 'https://developer.salesforce.com/docs/platform/lwc/guide',
        description:
          'The LWC developer guide: component lifecycle, data with wire adapters, events and testing.',
      },
      {
        title: 'Visualforce Developer Guide',
        href: 'https://developer.salesforce.com/docs/atlas.en-us.pages.meta/pages/',
        description: 'Pages, standard and custom controllers, and components for classic user interfaces.',
      },
      {
        title: 'REST API Developer Guide',
        href: 'https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/',
        description:
          'Resources for records, queries, composite requests and limits of the Salesforce REST API.',
      },
      {
        title: 'SOQL and SOSL Reference',
        href: 'https://developer.salesforce.com/docs/atlas.en-us.soql_sosl.meta/soql_sosl/',
        description: 'Query and search syntax for Apex, the APIs and the developer console.',
      },
    ],
  },
  {
    id: 'learning',
    title: 'Learning',
    lead: 'Hands-on training from Salesforce.',
    resources: [
      {
        title: 'Trailhead',
        href: 'https://trailhead.salesforce.com',
        description:
          'Free guided modules, projects and superbadges for developers and admins, with a free org.',
      },
    ],
  },
];

/** /resources: curated links to the official documentation. */
export default function ResourcesRoute() {
  return (
    <PageShell
      title="Resources"
      lead="Official Salesforce documentation for the languages and APIs shared on Cloud Snippets."
      description="Curated links to the official documentation of AMPscript, SSJS, Marketing Cloud APIs, SQL in Automation Studio, Apex, LWC, Visualforce, the REST API and Trailhead."
    >
      <div className="space-y-12">
        {RESOURCE_GROUPS.map((group) => (
          <section key={group.id} aria-labelledby={`${group.id}-heading`}>
            <h2
              id={`${group.id}-heading`}
              className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
            >
              {group.title}
            </h2>
            <p className="mt-1 text-slate-600">{group.lead}</p>
            <ul
              className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
              data-testid={`resources-${group.id}`}
            >
              {group.resources.map((resource) => (
                <li key={resource.href} className="flex">
                  <a
                    href={resource.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="group flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-card transition-colors hover:border-brand-300"
                  >
                    <span className="flex items-start justify-between gap-3 font-semibold text-slate-900 group-hover:text-brand-800">
                      {resource.title}
                      <ExternalLink aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
                    </span>
                    <span className="mt-2 text-sm text-slate-600">{resource.description}</span>
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <p className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700 shadow-card">
          Looking for working examples?{' '}
          <Link to={paths.snippets.browse.getHref()} className="font-semibold text-brand-700 hover:underline">
            Browse the community&apos;s snippets
          </Link>
          , or read the{' '}
          <Link to={paths.community.getHref()} className="font-semibold text-brand-700 hover:underline">
            community guidelines
          </Link>{' '}
          before you share your own.
        </p>
      </div>
    </PageShell>
  );
}
