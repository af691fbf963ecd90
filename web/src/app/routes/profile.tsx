import dayjs from 'dayjs';
import { PageShell } from '../../components/layouts/page-shell';
import { Avatar } from '../../components/ui/avatar';
import { Spinner } from '../../components/ui/spinner';
import { useOwnProfile } from '../../features/users/api/get-own-profile';

export default function ProfileRoute() {
  const profile = useOwnProfile();
  const user = profile.data;
  return (
    <PageShell title="My Profile" lead="Your account on Cloud Snippets.">
      {profile.isPending && (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner className="size-4" /> Loading your profile…
        </p>
      )}
      {profile.isError && <p className="text-red-700">{profile.error.message}</p>}
      {user && (
        <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-card sm:flex-row sm:items-center">
          <Avatar src={user.avatar} className="size-20" />
          <div className="min-w-0">
            <p className="text-xl font-semibold text-slate-900" data-testid="profile-username">
              {user.username}
            </p>
            <p className="text-slate-600">{user.email}</p>
            <p className="mt-1 text-sm text-slate-600">
              Member since {dayjs(user.createdAt).format('MMMM YYYY')}
            </p>
          </div>
          <dl className="grid grid-cols-3 gap-6 text-center sm:ml-auto">
            {[
              ['Snippets', user.stats.totalSnippets],
              ['Views', user.stats.totalViews],
              ['Likes', user.stats.totalLikes],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="text-2xl font-bold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </PageShell>
  );
}
