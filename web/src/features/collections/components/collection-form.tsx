import {
  COLLECTION_MESSAGES,
  NO_SCRIPT,
  type CollectionDetail,
  type CollectionInput,
} from '@cloud-snippets/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { AppForm } from '../../../components/ui/app-form';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useCreateCollection } from '../api/create-collection';
import { useUpdateCollection } from '../api/update-collection';
import {
  CollectionFields,
  EMPTY_COLLECTION,
  collectionErrors,
  fieldErrorsOf,
  type CollectionFieldErrors,
} from './collection-fields';

/**
 * A new collection's form, or an existing one's (`collection`): checked by the contract's schema before it is sent,
 * the server's field errors shown under their fields.
 */
export default function CollectionForm({
  collection,
  onSaved,
  onCancel,
}: {
  collection?: CollectionDetail;
  onSaved: (saved: CollectionDetail) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState<Required<CollectionInput>>(
    collection
      ? { title: collection.title, description: collection.description, visibility: collection.visibility }
      : EMPTY_COLLECTION,
  );
  const [errors, setErrors] = useState<CollectionFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateCollection();
  const update = useUpdateCollection(collection?._id ?? '');
  const mutation = collection ? update : create;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = collectionErrors(value);
    setErrors(invalid ?? {});
    if (invalid) return;
    setFailure(null);
    mutation.mutate(value, {
      onSuccess: onSaved,
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors.length)
          setErrors(fieldErrorsOf(error.fieldErrors));
        else setFailure(error instanceof ApiError ? error.message : COLLECTION_MESSAGES.changeFailed);
      },
    });
  };

  return (
    <AppForm
      noscript={NO_SCRIPT.collection}
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="collection-form"
    >
      {failure && <Alert>{failure}</Alert>}
      <CollectionFields value={value} onChange={setValue} errors={errors} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={mutation.isPending}>
          {collection ? 'Save' : 'Create collection'}
        </Button>
      </div>
    </AppForm>
  );
}
