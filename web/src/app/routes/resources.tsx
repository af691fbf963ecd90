import { ExternalLink } from 'lucide-react';
import { PageShell } from '../../components/layouts/page-shell';
import { EXTERNAL_RESOURCES } from '../../config/paths';

export default function ResourcesRoute() {
  return (
    <PageShell title="Resources" lead="Official Salesforce documentation for the languages shared here.">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {EXTERNAL_RESOURCES.map((resource) => (
          <li key={resource.label}>
            <a
              href={resource.href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center justify-between rounded-xl border border-slate-200 bg-white p-5 font-semibold text-slate-900 shadow-card transition-colors hover:border-brand-300 hover:text-brand-800"
            >
              {resource.label}
              <ExternalLink aria-hidden="true" className="size-4 text-slate-500" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
