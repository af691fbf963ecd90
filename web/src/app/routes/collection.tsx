import { canChangeCollection, COLLECTION_MESSAGES, feedPaths } from '@cloud-snippets/contract';
import { ArrowDownUp, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LoadError } from '../../components/ui/load-error';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../features/auth/hooks/use-session';
import { collectionQueryOptions, useCollection } from '../../features/collections/api/get-collection';
import { useDeleteCollection } from '../../features/collections/api/delete-collection';
import { CollectionEmbedCode } from '../../features/collections/components/collection-embed-code';
import { CollectionMeta } from '../../features/collections/components/collection-meta';
import { FeedLink } from '../../features/follows/components/feed-link';
import { SnippetCard, SnippetCardSkeleton } from '../../features/snippets/components/snippet-card';
import { useRouteErrorAskedAgain } from '../ask-again-on-404';
import { RouteError } from '../route-error';
import type { PageLoader } from '../router';

/** The collection and its snippets; an unknown or private one is a 404 to the visitor the server renders for. */
export const loader: PageLoader = async ({ params }, queryClient) => {
  await queryClient.ensureQueryData(collectionQueryOptions(params.username ?? '', params.slug ?? ''));
};

// The owner's tools (the order list, the form) and members' Follow load for them only: guests download none.
const CollectionOrderList = lazy(() =>
  import('../../features/collections/components/collection-order-list').then((module) => ({
    default: module.CollectionOrderList,
  })),
);
const CollectionForm = lazy(() => import('../../features/collections/components/collection-form'));
const CollectionFollowButton = lazy(
  () => import('../../features/collections/components/collection-follow-button'),
);
const ReportButton = lazy(() => import('../../features/moderation/components/report-button'));
const HiddenBanner = lazy(() => import('../../features/moderation/components/hidden-banner'));

/** A private collection: the owner's browser asks again with their session before believing the server's 404. */
export function ErrorBoundary() {
  const { askingAgain } = useRouteErrorAskedAgain();
  if (askingAgain) return <div role="status" aria-label="Loading collection" className="min-h-96" />;
  return <RouteError />;
}

export default function CollectionRoute() {
  const { username = '', slug = '' } = useParams();
  return <Collection key={`${username.toLowerCase()}/${slug}`} username={username} slug={slug} />;
}

type Mode = 'view' | 'arrange' | 'edit';

function Collection({ username, slug }: { username: string; slug: string }) {
  const { user: viewer } = useSession();
  const query = useCollection(username, slug);
  const [mode, setMode] = useState<Mode>('view');
  const [isDeleting, setIsDeleting] = useState(false);
  const navigate = useNavigate();
  const collection = query.data;
  const removal = useDeleteCollection(collection?._id ?? '');

  if (query.error instanceof ApiError && query.error.status === 404)
    return <Navigate to={paths.notFound.getHref()} replace />;
  const isOwner =
    !!collection && !!viewer && canChangeCollection({ id: viewer._id }, { ownerId: collection.owner._id });
  const owner = collection?.owner.username ?? username;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <CollectionMeta collection={collection} />
      {collection?.visibility === 'public' && (
        <FeedLink
          path={feedPaths.collection(owner, collection.slug)}
          title={`${collection.title} (collection)`}
        />
      )}
      {query.isError ? (
        <LoadError message={COLLECTION_MESSAGES.loadFailed} onRetry={query.refetch} />
      ) : !collection ? (
        <>
          <h1 className="sr-only">Collection</h1>
          <div className="grid gap-4 sm:grid-cols-2">
            <SnippetCardSkeleton />
            <SnippetCardSkeleton />
          </div>
        </>
      ) : (
        <>
          <header className="mb-8">
            {collection.hidden && (
              <Suspense fallback={null}>
                <HiddenBanner className="mb-4" />
              </Suspense>
            )}
            <p className="text-sm text-slate-600">
              A collection by{' '}
              <Link
                to={paths.publicProfile.getHref(owner)}
                className="font-medium text-brand-700 hover:underline"
              >
                {owner}
              </Link>
              {' · '}
              {collection.itemCount} {collection.itemCount === 1 ? 'snippet' : 'snippets'}
              {' · '}
              {collection.followersCount} {collection.followersCount === 1 ? 'follower' : 'followers'}
              {collection.visibility !== 'public' &&
                ` · ${collection.visibility === 'unlisted' ? 'Unlisted' : 'Private'}`}
            </p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{collection.title}</h1>
            {collection.description && (
              <p className="mt-3 max-w-3xl whitespace-pre-line text-slate-700">{collection.description}</p>
            )}
            <div className="mt-5 flex flex-wrap gap-2">
              {viewer && !isOwner && (
                <Suspense fallback={null}>
                  <CollectionFollowButton id={collection._id} isFollowing={collection.isFollowing ?? false} />
                  <ReportButton
                    targetKind="collection"
                    target={collection._id}
                    subject="this collection"
                    className={buttonClasses('ghost', 'sm', 'text-slate-600')}
                  />
                </Suspense>
              )}
              {isOwner && (
                <>
                  <Button
                    variant={mode === 'arrange' ? 'primary' : 'secondary'}
                    size="sm"
                    aria-pressed={mode === 'arrange'}
                    onClick={() => setMode(mode === 'arrange' ? 'view' : 'arrange')}
                    data-testid="arrange-collection"
                  >
                    <ArrowDownUp aria-hidden="true" className="size-4" />
                    {mode === 'arrange' ? 'Done arranging' : 'Arrange'}
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => setMode('edit')}>
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setIsDeleting(true)}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    Delete
                  </Button>
                </>
              )}
            </div>
          </header>
          {isOwner && mode === 'edit' ? (
            <Suspense fallback={null}>
              <CollectionForm
                collection={collection}
                onCancel={() => setMode('view')}
                onSaved={(saved) => {
                  setMode('view');
                  if (saved.slug !== collection.slug)
                    void navigate(paths.collection.getHref(saved.owner.username, saved.slug), {
                      replace: true,
                    });
                }}
              />
            </Suspense>
          ) : isOwner && mode === 'arrange' ? (
            <Suspense fallback={null}>
              <CollectionOrderList collectionId={collection._id} items={collection.items} />
            </Suspense>
          ) : collection.items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
              {isOwner
                ? 'No snippets yet: open a snippet and choose “Add to collection”.'
                : 'This collection has no snippets to show yet.'}
            </p>
          ) : (
            <ol className="grid gap-4 sm:grid-cols-2" aria-label={`Snippets in ${collection.title}`}>
              {collection.items.map((snippet) => (
                <li key={snippet._id} className="min-w-0">
                  <SnippetCard snippet={snippet} />
                </li>
              ))}
            </ol>
          )}
          {collection.visibility !== 'private' && (
            <div className="mt-10 max-w-2xl">
              <CollectionEmbedCode username={owner} slug={collection.slug} />
            </div>
          )}
          <ConfirmDialog
            open={isDeleting}
            title="Delete this collection?"
            message="The collection goes; its snippets stay where they are."
            confirmLabel="Delete collection"
            isPending={removal.isPending}
            onCancel={() => setIsDeleting(false)}
            onConfirm={() =>
              removal.mutate(undefined, {
                onSuccess: () => void navigate(paths.publicProfile.getHref(owner), { replace: true }),
              })
            }
          />
        </>
      )}
    </div>
  );
}
