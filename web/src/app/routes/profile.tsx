import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AtSign,
  BellRing,
  Terminal,
  ExternalLink,
  KeyRound,
  Link2,
  Mail,
  MonitorSmartphone,
  Plus,
  ShieldAlert,
  UserRound,
} from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageShell } from '../../components/layouts/page-shell';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { notify } from '../../lib/notify';
import { session } from '../../lib/session';
import { useOwnProfile } from '../../features/users/api/get-own-profile';
import { AvatarUpload } from '../../features/users/components/avatar-upload';
import { DeleteAccount } from '../../features/users/components/delete-account';
import { PasswordChangeForm } from '../../features/users/components/password-change-form';
import { ProfileEditForm } from '../../features/users/components/profile-edit-form';
import { ProfileSkeleton, ProfileStats } from '../../features/users/components/profile-stats';
import { ProfileSummary } from '../../features/users/components/profile-summary';
import { LoadError } from '../../components/ui/load-error';
import { NotificationSettingsSection } from '../../features/notifications/components/notification-settings';
import { EmailAddressSettings } from '../../features/account/components/email-address-settings';
import { SignedInSessions } from '../../features/account/components/signed-in-sessions';
import { AccessTokens } from '../../features/account/components/access-tokens';
import { SignInMethods } from '../../features/account/components/sign-in-methods';
import { FALLBACK_CONFIG, publicConfigQueryOptions } from '../../lib/public-config';

function SettingsCard({
  id,
  title,
  description,
  icon,
  tone = 'default',
  children,
}: {
  id: string;
  title: string;
  description: string;
  icon: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      id={id}
      className={
        tone === 'danger'
          ? 'scroll-mt-24 rounded-2xl border border-red-200 bg-white p-5 shadow-card sm:p-6'
          : 'scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:p-6'
      }
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {icon}
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{description}</p>
      {children}
    </section>
  );
}

/** /profile (SPEC §2): the member's own profile and settings — profile, photo, password, account deletion. */
export default function ProfileRoute() {
  const profile = useOwnProfile();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = profile.data;
  const { data: config = FALLBACK_CONFIG } = useQuery(publicConfigQueryOptions());
  // Shown where a provider is offered (decision 054); a site without one has the password alone.
  const hasSignInProviders = (config.oauthProviders ?? []).length > 0;

  // The session of a deleted account ends when this page unmounts: by then the protected route's guard is gone
  // too, so it cannot send the former member to /login?redirect=/profile (clearing right after navigate() raced
  // the lazy Home route), and React runs this cleanup before Home's effects send requests with the old token.
  const endSessionOnLeave = useRef(false);
  useEffect(
    () => () => {
      if (!endSessionOnLeave.current) return;
      session.clear();
      queryClient.removeQueries({ queryKey: ['me'] });
    },
    [queryClient],
  );

  async function onAccountDeleted(message: string) {
    endSessionOnLeave.current = true;
    notify.success(message);
    await navigate(paths.home.getHref(), { replace: true });
  }

  return (
    <PageShell
      title="My Profile"
      lead="Your public profile and account settings."
      actions={
        user && (
          <>
            <ButtonLink to={paths.publicProfile.getHref(user.username)} variant="secondary">
              <ExternalLink aria-hidden="true" className="size-4" />
              View public profile
            </ButtonLink>
            <ButtonLink to={paths.snippets.create.getHref()}>
              <Plus aria-hidden="true" className="size-4" />
              Create New Snippet
            </ButtonLink>
          </>
        )
      }
    >
      {profile.isError ? (
        <LoadError message={profile.error.message} onRetry={profile.refetch} />
      ) : !user ? (
        <ProfileSkeleton />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-10">
          <aside className="min-w-0 space-y-4" aria-label="Your profile">
            <ProfileSummary user={user} headingLevel={2} photoControl={<AvatarUpload />} />
            <p className="flex items-start gap-2 text-sm text-slate-700">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              <span className="min-w-0 break-all">
                <span data-testid="profile-email">{user.email}</span>
                <span className="block text-xs text-slate-500">Only you can see your email address.</span>
              </span>
            </p>
          </aside>
          <div className="min-w-0 space-y-6">
            <ProfileStats stats={user.stats} />
            <SettingsCard
              id="profile-settings"
              title="Profile"
              description="What other members see on your public profile."
              icon={<UserRound aria-hidden="true" className="size-5 text-brand-600" />}
            >
              <ProfileEditForm key={user.createdAt} user={user} />
            </SettingsCard>
            <SettingsCard
              id="email"
              title="Email address"
              description="Where we send password links and, once confirmed, notification mail. Only you can see it."
              icon={<AtSign aria-hidden="true" className="size-5 text-brand-600" />}
            >
              <EmailAddressSettings user={user} />
            </SettingsCard>
            <SettingsCard
              id="password"
              title="Password"
              description="Changing your password signs you out everywhere else."
              icon={<KeyRound aria-hidden="true" className="size-5 text-brand-600" />}
            >
              <PasswordChangeForm />
            </SettingsCard>
            {hasSignInProviders && (
              <SettingsCard
                id="sign-in-methods"
                title="Sign-in methods"
                description="Sign in with your password, Salesforce or GitHub. Your last way to sign in stays."
                icon={<Link2 aria-hidden="true" className="size-5 text-brand-600" />}
              >
                <SignInMethods user={user} />
              </SettingsCard>
            )}
            <SettingsCard
              id="sessions"
              title="Where you're signed in"
              description="Sign out a device you no longer use or do not recognise."
              icon={<MonitorSmartphone aria-hidden="true" className="size-5 text-brand-600" />}
            >
              <SignedInSessions />
            </SettingsCard>
            <SettingsCard
              id="access-tokens"
              title="Access tokens"
              description="Tokens let a command-line tool, such as the sf plugin, act for you within the scopes you choose."
              icon={<Terminal aria-hidden="true" className="size-5 text-brand-600" />}
            >
              <AccessTokens />
            </SettingsCard>
            <SettingsCard
              id="notifications"
              title="Notifications"
              description="What you hear about, and where: in the app, also by email, or not at all."
              icon={<BellRing aria-hidden="true" className="size-5 text-brand-600" />}
            >
              <NotificationSettingsSection />
            </SettingsCard>
            <SettingsCard
              id="delete-account"
              title="Delete account"
              description="Permanently remove your account and everything you shared."
              icon={<ShieldAlert aria-hidden="true" className="size-5 text-red-600" />}
              tone="danger"
            >
              <DeleteAccount onDeleted={onAccountDeleted} />
            </SettingsCard>
          </div>
        </div>
      )}
    </PageShell>
  );
}
