import { Pencil, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { isOwnProfile, PROFILE } from '@cloud-snippets/contract';
import { ProfileMeta } from '../../features/users/components/profile-meta';
import { Button, ButtonLink, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../features/auth/hooks/use-session';
import { useRouteErrorAskedAgain } from '../ask-again-on-404';
import { RouteError } from '../route-error';
import { SnippetCard, SnippetCardSkeleton } from '../../features/snippets/components/snippet-card';
import { publicProfileQueryOptions, usePublicProfile } from '../../features/users/api/get-public-profile';
import { userSnippetsQueryOptions } from '../../features/users/api/get-user-snippets';
import { userSnippetsParamsFrom } from '../../features/users/components/user-snippets';
import type { PageLoader } from '../router';
import { AvatarUpload } from '../../features/users/components/avatar-upload';
import { ProfileSkeleton, ProfileStats } from '../../features/users/components/profile-stats';
import { ProfileSummary } from '../../features/users/components/profile-summary';
import { TopSnippets } from '../../features/users/components/top-snippets';
import { UserSnippets } from '../../features/users/components/user-snippets';
import { LoadError } from '../../components/ui/load-error';
import { FeedLink, feedPaths } from '../../features/follows/components/feed-link';
import { FollowCounts } from '../../features/follows/components/follow-counts';
import { memberCollectionsQueryOptions } from '../../features/collections/api/get-member-collections';

/** The member and the page of their snippets the URL asks for; an unknown member is a 404. */
export const loader: PageLoader = async ({ params, request }, queryClient) => {
  const username = params.username ?? '';
  const { params: listParams } = userSnippetsParamsFrom(new URL(request.url).searchParams);
  await Promise.all([
    queryClient.ensureQueryData(publicProfileQueryOptions(username)),
    queryClient.prefetchQuery(userSnippetsQueryOptions(username, listParams)),
    queryClient.prefetchQuery(memberCollectionsQueryOptions(username)),
  ]);
};

// The owner's editor (a form with its validation) loads when the owner opens it; visitors never download it.
const ProfileEditForm = lazy(() =>
  import('../../features/users/components/profile-edit-form').then((module) => ({
    default: module.ProfileEditForm,
  })),
);

/**
 * The member's collections (decision 075), in a chunk the page does not wait for: the server renders them from the
 * loader's data and the browser keeps that HTML until their code arrives, as the snippet page does its comments.
 */
const MemberCollections = lazy(() =>
  import('../../features/collections/components/member-collections').then((module) => ({
    default: module.MemberCollections,
  })),
);

// Only signed-in visitors of another member's profile get the Follow button: guests never download it.
const FollowButton = lazy(() => import('../../features/follows/components/follow-button'));
// Report (decision 053), for the same visitors; its dialog loads when it is pressed.
const ReportButton = lazy(() => import('../../features/moderation/components/report-button'));
const SuspendMemberButton = lazy(() => import('../../features/moderation/components/suspend-member-button'));
// Only the member and the moderators ever receive a hidden profile: nobody else downloads its banner.
const HiddenBanner = lazy(() => import('../../features/moderation/components/hidden-banner'));

function EditorLoading() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <Spinner className="size-4" />
      Loading the editor…
    </p>
  );
}

/** /users/{username} and /user/{username} (SPEC §2 Public profile); the owner can edit it in place. */
/**
 * A member nobody else may see (a profile hidden by a moderator) is a 404 to the visitor the server renders for:
 * the member and the moderators get their page once their browser has asked again (useRouteErrorAskedAgain).
 */
export function ErrorBoundary() {
  const { askingAgain } = useRouteErrorAskedAgain();
  if (askingAgain) return <div role="status" aria-label="Loading profile" className="min-h-96" />;
  return <RouteError />;
}

export default function PublicProfileRoute() {
  const { username = '' } = useParams();
  // Another member's profile starts afresh (not in the middle of an edit).
  return <PublicProfile key={username.toLowerCase()} username={username} />;
}

function PublicProfile({ username }: { username: string }) {
  const { user: viewer } = useSession();
  const profile = usePublicProfile(username);
  const [isEditing, setIsEditing] = useState(false);
  const isNotFound = profile.error instanceof ApiError && profile.error.status === 404;
  const failed = profile.isError && !isNotFound;

  // SPEC §8: an unknown member goes to the 404 page.
  if (isNotFound) return <Navigate to={paths.notFound.getHref()} replace />;

  const data = profile.data;
  const user = data?.user;
  const isOwner = !!user && isOwnProfile(viewer, user.username);
  const createLink = (
    <ButtonLink to={paths.snippets.create.getHref()} size="sm">
      <Plus aria-hidden="true" className="size-4" />
      Create New Snippet
    </ButtonLink>
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <ProfileMeta username={username} user={user} />
      <FeedLink
        path={feedPaths.member(user?.username ?? username)}
        title={`Snippets by ${user?.username ?? username}`}
      />
      {failed ? (
        <div className="mx-auto max-w-xl">
          <h1 className="sr-only">{username}</h1>
          <LoadError message={PROFILE.loadFailed} onRetry={profile.refetch} />
        </div>
      ) : !data || !user ? (
        <>
          <h1 className="sr-only">{username}</h1>
          <ProfileSkeleton />
        </>
      ) : (
        <>
          {user.hidden && (
            <Suspense fallback={null}>
              <HiddenBanner className="mb-6" />
            </Suspense>
          )}
          <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-10">
            <aside className="min-w-0" aria-label="About">
              <ProfileSummary
                user={user}
                photoControl={isOwner ? <AvatarUpload /> : undefined}
                editor={
                  isOwner && isEditing ? (
                    <Suspense fallback={<EditorLoading />}>
                      <ProfileEditForm
                        user={user}
                        onSaved={() => setIsEditing(false)}
                        onCancel={() => setIsEditing(false)}
                      />
                    </Suspense>
                  ) : undefined
                }
              >
                <FollowCounts followersCount={user.followersCount} followingCount={user.followingCount} />
                {viewer && !isOwner && (
                  <Suspense fallback={null}>
                    <FollowButton
                      username={user.username}
                      isFollowing={user.isFollowing ?? false}
                      onChanged={() => void profile.refetch()}
                    />
                    <ReportButton
                      targetKind="profile"
                      target={user.username}
                      subject={user.username}
                      className={buttonClasses('ghost', 'sm', 'mt-2 text-slate-600')}
                    />
                    {(viewer.role === 'moderator' || viewer.role === 'admin') && (
                      <SuspendMemberButton member={user} onDone={() => void profile.refetch()} />
                    )}
                  </Suspense>
                )}
                {isOwner && (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setIsEditing(true)}
                      data-testid="edit-profile-button"
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      Edit profile
                    </Button>
                    {createLink}
                  </div>
                )}
              </ProfileSummary>
            </aside>
            <div className="min-w-0 space-y-8">
              <ProfileStats stats={user.stats} />
              <TopSnippets snippets={data.snippets} />
              <Suspense fallback={null}>
                <MemberCollections username={user.username} isOwner={isOwner} />
              </Suspense>
              <UserSnippets
                username={user.username}
                isOwner={isOwner}
                renderCard={(snippet) => <SnippetCard snippet={snippet} />}
                renderSkeleton={() => <SnippetCardSkeleton />}
                emptyAction={createLink}
              />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
