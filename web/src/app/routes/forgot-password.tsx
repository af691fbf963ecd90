import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { AuthCard } from './auth-card';

/** SPEC §2: linked from login, its screen is not specified; we say plainly what is possible today. */
export default function ForgotPasswordRoute() {
  return (
    <>
      <PageMeta title="Forgot Password" description="How to get back into your Cloud Snippets account." />
      <AuthCard title="Forgot your password?" lead="We can help you get back in.">
        <div className="space-y-5 text-sm text-slate-700">
          <div className="flex gap-3 rounded-lg bg-brand-50 p-4 text-brand-900">
            <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>Password reset by email is not available yet.</p>
          </div>
          <p>
            Please{' '}
            <Link
              to={paths.contact.getHref()}
              className="font-semibold text-brand-700 underline hover:text-brand-800"
            >
              contact an administrator
            </Link>{' '}
            from the address you registered with, and we will help you regain access to your account.
          </p>
          <ButtonLink to={paths.login.getHref()} variant="secondary" className="w-full">
            Back to log in
          </ButtonLink>
        </div>
      </AuthCard>
    </>
  );
}
