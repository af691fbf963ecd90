import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EXTERNAL_RESOURCES, paths } from '../../config/paths';
import { BrandMark } from './brand';

const linkClass =
  'text-sm text-slate-300 transition-colors hover:text-white hover:underline underline-offset-2';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-2.5">{children}</ul>
    </div>
  );
}

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${linkClass} inline-flex items-center gap-1.5`}
    >
      {children}
      <ExternalLink aria-hidden="true" className="size-3" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export function Footer() {
  return (
    <footer className="fixed-palette mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          <div className="col-span-2 space-y-3 lg:col-span-1">
            <p className="flex items-center gap-2 text-lg font-bold text-white">
              <BrandMark className="size-7" /> Cloud Snippets
            </p>
            <p className="text-sm leading-relaxed text-slate-300">
              The community library of Salesforce code: AMPscript, SSJS, SQL, Apex and Lightning Web
              Components, shared by the developers who write it.
            </p>
          </div>
          <nav aria-label="Quick links">
            <Column title="Quick links">
              <li>
                <Link to={paths.home.getHref()} className={linkClass}>
                  Home
                </Link>
              </li>
              <li>
                <Link to={paths.snippets.browse.getHref()} className={linkClass}>
                  All Snippets
                </Link>
              </li>
              <li>
                <Link to={paths.snippets.create.getHref()} className={linkClass}>
                  Share a Snippet
                </Link>
              </li>
              <li>
                <Link to={paths.community.getHref()} className={linkClass}>
                  Community
                </Link>
              </li>
              <li>
                <Link to={paths.resources.getHref()} className={linkClass}>
                  Resources
                </Link>
              </li>
            </Column>
          </nav>
          <nav aria-label="Salesforce documentation">
            <Column title="Documentation">
              {EXTERNAL_RESOURCES.map((resource) => (
                <li key={resource.label}>
                  <External href={resource.href}>{resource.label}</External>
                </li>
              ))}
            </Column>
          </nav>
          <nav aria-label="Site information">
            <Column title="About">
              <li>
                <Link to={paths.contact.getHref()} className={linkClass}>
                  Contact
                </Link>
              </li>
              <li>
                <Link to={paths.terms.getHref()} className={linkClass}>
                  Terms
                </Link>
              </li>
              <li>
                <Link to={paths.privacy.getHref()} className={linkClass}>
                  Privacy
                </Link>
              </li>
              <li>
                <External href={paths.apiDocs.getHref()}>API Documentation</External>
              </li>
            </Column>
          </nav>
        </div>
        <div className="mt-10 flex flex-col gap-2 border-t border-slate-700 pt-6 text-sm text-slate-400 sm:flex-row sm:justify-between">
          <p>© {new Date().getFullYear()} Cloud Snippets. Community content, shared in good faith.</p>
          <p>Not affiliated with Salesforce, Inc.</p>
        </div>
      </div>
    </footer>
  );
}
