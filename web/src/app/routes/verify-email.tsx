import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { EmailVerification } from '../../features/account/components/email-verification';
import { accountKeys } from '../../features/account/api/keys';
import { verifyStoredSession } from '../../features/auth/api/get-profile';
import { useSession } from '../../features/auth/hooks/use-session';
import { session } from '../../lib/session';
import { AuthCard } from './auth-card';

/** /verify-email?token= (decision 051): a confirmation mail's link, for the address given at registration or a new one. */
export default function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { isAuthenticated } = useSession();

  // A member signed in here sees the confirmed (or changed) address at once: the stored member is read again (the
  // banner goes) and so is the profile. The startup check's reader, which every page has already loaded.
  const onVerified = useCallback(async () => {
    const token = session.token();
    if (!token) return;
    await verifyStoredSession(token);
    await queryClient.invalidateQueries({ queryKey: accountKeys.ownProfile });
  }, [queryClient]);

  const next = isAuthenticated ? (
    <ButtonLink to={paths.profile.getHref()} variant="secondary" className="w-full">
      Go to your profile
    </ButtonLink>
  ) : (
    <ButtonLink to={paths.login.getHref()} variant="secondary" className="w-full">
      Log in
    </ButtonLink>
  );

  return (
    <>
      <PageMeta title="Confirm Your Address" canonicalPath={paths.verifyEmail.path} noindex />
      <AuthCard
        title="Confirm your address"
        lead="One click from your mail, and notification mail can reach you."
      >
        <EmailVerification token={searchParams.get('token')} onVerified={onVerified} next={next} />
      </AuthCard>
    </>
  );
}
