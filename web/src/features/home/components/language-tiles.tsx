import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { HOME_LANGUAGE_TILES, LANGUAGES, OTHER_LANGUAGE } from '@cloud-snippets/contract';
import { paths } from '../../../config/paths';

const TILE_DETAILS: Record<string, { blurb: string; accent: string }> = {
  AMPscript: { blurb: 'Personalization and dynamic content', accent: 'bg-orange-500' },
  SSJS: { blurb: 'Cloud Pages, WSProxy and APIs', accent: 'bg-yellow-400' },
  Apex: { blurb: 'Triggers, classes and batch jobs', accent: 'bg-sky-500' },
  HTML: { blurb: 'Email templates and landing pages', accent: 'bg-rose-500' },
  JavaScript: { blurb: 'LWC and client-side code', accent: 'bg-amber-400' },
  SQL: { blurb: 'Query Activities and segmentation', accent: 'bg-emerald-500' },
  CSS: { blurb: 'Styles for emails and components', accent: 'bg-indigo-500' },
  Other: { blurb: 'SOQL, Visualforce and Aura', accent: 'bg-slate-400' },
};

/** The browse link of a tile: browse with the language; 'Other' lists the languages without a tile (SOQL…). */
export function languageTileHref(name: string): string {
  const language = LANGUAGES.find((candidate) => candidate.name === name)?.value ?? OTHER_LANGUAGE;
  return paths.snippets.browse.getHref({ language });
}

/** The eight language tiles of the home page (SPEC §2 Home). */
export function LanguageTiles() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4" data-testid="language-tiles">
      {HOME_LANGUAGE_TILES.map((name) => {
        const details = TILE_DETAILS[name];
        return (
          <li key={name} className="flex">
            <Link
              to={languageTileHref(name)}
              className="group flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50/40 sm:p-5"
            >
              <span
                aria-hidden="true"
                className={`h-1.5 w-8 rounded-full ${details?.accent ?? 'bg-slate-400'}`}
              />
              <span className="mt-3 flex items-center justify-between gap-2 font-semibold text-slate-900">
                {name}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700"
                />
              </span>
              <span className="mt-1 text-sm text-slate-600">{details?.blurb}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
