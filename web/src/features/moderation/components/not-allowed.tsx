import { ShieldAlert } from 'lucide-react';
import { PageMeta } from '../../../components/page-meta';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { MODERATION_MESSAGES } from '@cloud-snippets/contract';

/** What a member who is not a moderator sees at /admin/*: the server's own words for its 403. */
export function NotAllowed() {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 text-center sm:px-6" data-testid="not-allowed">
      <PageMeta title="Not allowed" noindex />
      <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">Not allowed</h1>
      <p className="mt-3 text-slate-600">{MODERATION_MESSAGES.notStaff}.</p>
      <ButtonLink to={paths.home.getHref()} variant="secondary" className="mt-8">
        Go home
      </ButtonLink>
    </div>
  );
}
