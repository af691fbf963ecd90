import { COLLECTION_LIMITS, COLLECTION_MESSAGES } from '@cloud-snippets/contract';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { useMemberCollections } from '../api/get-member-collections';
import { CollectionCard } from './collection-card';

// The form loads when the owner opens it: visitors never download it.
const CollectionForm = lazy(() => import('./collection-form'));

/**
 * A member's collections on their profile (decision 075): the public ones for visitors, every one for the member,
 * who can start a new one here. Nothing shows for a visitor when the member has none.
 */
export function MemberCollections({ username, isOwner }: { username: string; isOwner: boolean }) {
  const list = useMemberCollections(username);
  const [isCreating, setIsCreating] = useState(false);
  const navigate = useNavigate();
  const collections = list.data?.collections ?? [];
  if (!isOwner && collections.length === 0 && !list.isError) return null;
  return (
    <section aria-labelledby="collections-heading" data-testid="member-collections">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="collections-heading" className="text-lg font-semibold text-slate-900">
          Collections
        </h2>
        {isOwner && !isCreating && collections.length < COLLECTION_LIMITS.perMemberMax && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setIsCreating(true)}
            data-testid="new-collection"
          >
            <Plus aria-hidden="true" className="size-4" />
            New collection
          </Button>
        )}
      </div>
      {isCreating && (
        <Suspense fallback={null}>
          <div className="mb-4">
            <CollectionForm
              onCancel={() => setIsCreating(false)}
              onSaved={(created) =>
                void navigate(paths.collection.getHref(created.owner.username, created.slug))
              }
            />
          </div>
        </Suspense>
      )}
      {list.isError ? (
        <LoadError message={COLLECTION_MESSAGES.listFailed} onRetry={list.refetch} />
      ) : collections.length === 0 ? (
        isOwner &&
        !isCreating && (
          <p className="text-sm text-slate-600">
            Group snippets into named, ordered lists to share: “SFMC starter kit”, “Apex trigger patterns”.
          </p>
        )
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {collections.map((collection) => (
            <li key={collection._id}>
              <CollectionCard collection={collection} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
