import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORIES, PLATFORMS } from '@cloud-snippets/contract';
import { paths } from '../../../config/paths';

const PLATFORM_BLURBS: Record<string, string> = {
  sfmc: 'AMPscript, SSJS and SQL for emails, journeys and automations.',
  crm: 'Apex, Lightning Web Components and integration patterns.',
};

/** The eight category links, four per platform, each to browse with platform and category (SPEC §2 Home). */
export function CategoryLinks() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {PLATFORMS.map((platform) => (
        <div key={platform.value} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
          <h3 className="text-lg font-semibold text-slate-900">
            <Link
              to={paths.snippets.browse.getHref({ platform: platform.value })}
              className="hover:text-brand-700 hover:underline"
            >
              {platform.label}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-slate-600">{PLATFORM_BLURBS[platform.value]}</p>
          <ul className="mt-5 grid gap-2 sm:grid-cols-2" data-testid={`category-links-${platform.value}`}>
            {CATEGORIES[platform.value].map((category) => (
              <li key={category.value}>
                <Link
                  to={paths.snippets.browse.getHref({ platform: platform.value, category: category.value })}
                  className="flex h-full items-center justify-between gap-2 rounded-lg border border-slate-200 px-3.5 py-2.5 text-sm font-medium text-slate-800 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
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
  );
}
