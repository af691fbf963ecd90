import { COLLECTION_MESSAGES, NO_SCRIPT, type CollectionInput } from '@cloud-snippets/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { AppForm } from '../../../components/ui/app-form';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useCollectionItem } from '../api/collection-item';
import { useCreateCollection } from '../api/create-collection';
import { useMyCollections } from '../api/get-my-collections';
import {
  CollectionFields,
  EMPTY_COLLECTION,
  collectionErrors,
  fieldErrorsOf,
  type CollectionFieldErrors,
} from './collection-fields';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : COLLECTION_MESSAGES.changeFailed;

/**
 * The member's collections with a box each: ticked when it holds the snippet; ticking adds it at the end, clearing
 * removes it. A new collection can be made here and gets the snippet at once.
 */
export default function AddToCollectionDialog({
  open,
  onClose,
  snippetId,
}: {
  open: boolean;
  onClose: () => void;
  snippetId: string;
}) {
  const mine = useMyCollections(snippetId);
  const item = useCollectionItem();
  const create = useCreateCollection();
  const [isCreating, setIsCreating] = useState(false);
  const [draft, setDraft] = useState<Required<CollectionInput>>(EMPTY_COLLECTION);
  const [errors, setErrors] = useState<CollectionFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const toggle = (collectionId: string, title: string, isAdding: boolean) => {
    setFailure(null);
    item.mutate(
      { collectionId, snippetId, isAdding },
      {
        onSuccess: (answer) => setStatus(`${answer.message}: ${title}`),
        onError: (error) => setFailure(messageOf(error)),
      },
    );
  };

  const submitNew = (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = collectionErrors(draft);
    setErrors(invalid ?? {});
    if (invalid) return;
    setFailure(null);
    create.mutate(draft, {
      onSuccess: (created) => {
        setIsCreating(false);
        setDraft(EMPTY_COLLECTION);
        toggle(created._id, created.title, true);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors.length)
          setErrors(fieldErrorsOf(error.fieldErrors));
        else setFailure(messageOf(error));
      },
    });
  };

  const collections = mine.data?.collections ?? [];
  return (
    <Dialog open={open} onClose={onClose} title="Add to collection" testId="add-to-collection-dialog">
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      {failure && <Alert className="mb-4">{failure}</Alert>}
      {mine.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> Loading your collections…
        </p>
      ) : mine.isError ? (
        <Alert>{COLLECTION_MESSAGES.listFailed}</Alert>
      ) : collections.length === 0 && !isCreating ? (
        <p className="text-sm text-slate-600">You have no collections yet.</p>
      ) : (
        <ul className="max-h-72 space-y-2 overflow-y-auto" aria-label="Your collections">
          {collections.map((collection) => (
            <li key={collection._id}>
              <Checkbox
                label={
                  <>
                    <span className="font-medium text-slate-900">{collection.title}</span>{' '}
                    <span className="text-slate-600">
                      · {collection.itemCount} {collection.itemCount === 1 ? 'snippet' : 'snippets'}
                      {collection.visibility !== 'public' && ` · ${collection.visibility}`}
                    </span>
                  </>
                }
                checked={collection.hasSnippet ?? false}
                disabled={item.isPending}
                onChange={(event) => toggle(collection._id, collection.title, event.target.checked)}
              />
            </li>
          ))}
        </ul>
      )}
      {isCreating ? (
        <AppForm
          noscript={NO_SCRIPT.collection}
          onSubmit={submitNew}
          noValidate
          className="mt-5 space-y-4 border-t border-slate-200 pt-4"
        >
          <CollectionFields value={draft} onChange={setDraft} errors={errors} withDescription={false} />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => setIsCreating(false)}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={create.isPending}>
              Create and add
            </Button>
          </div>
        </AppForm>
      ) : (
        <Button variant="secondary" size="sm" className="mt-5" onClick={() => setIsCreating(true)}>
          <Plus aria-hidden="true" className="size-4" />
          New collection
        </Button>
      )}
    </Dialog>
  );
}
