import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { canChangeSnippet, DEFAULT_ERRORS, SNIPPET } from '@cloud-snippets/contract';
import { PageMeta } from '../../../components/page-meta';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSnippet } from '../api/get-snippet';
import { useUpdateSnippet } from '../api/update-snippet';
import { failureMessage } from '../utils/failure-message';
import { DeleteSnippetButton } from './delete-snippet-button';
import { SnippetForm } from './snippet-form';
import type { Viewer } from './snippet-details';
import { formFilesOf } from '../utils/snippet-form-files';
import { contextValuesOf } from './snippet-context/context-values';

function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading snippet" className="animate-pulse space-y-6">
      <div className="h-11 rounded-lg bg-slate-200" />
      <div className="grid gap-5 sm:grid-cols-3">
        <div className="h-11 rounded-lg bg-slate-200" />
        <div className="h-11 rounded-lg bg-slate-200" />
        <div className="h-11 rounded-lg bg-slate-200" />
      </div>
      <div className="h-28 rounded-lg bg-slate-100" />
      <div className="h-72 rounded-lg bg-slate-100" />
    </div>
  );
}

/**
 * Edit (SPEC §2): the form prefilled, delete with confirmation, a cancel link; 'Snippet updated successfully!'
 * then the snippet's page by id. Only the author gets the form.
 */
export function EditSnippet({ idOrSlug, viewer }: { idOrSlug: string; viewer: Viewer }) {
  const navigate = useNavigate();
  const query = useSnippet(idOrSlug);
  const updateSnippet = useUpdateSnippet();
  const [isDeleted, setIsDeleted] = useState(false);

  if (query.isPending) return <FormSkeleton />;
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="space-y-5" data-testid="edit-problem">
        <Alert>{isMissing ? SNIPPET.editMissing : SNIPPET.loadFailed}</Alert>
        <ButtonLink to={paths.snippets.browse.getHref()} variant="secondary">
          Browse snippets
        </ButtonLink>
      </div>
    );
  }
  const snippet = query.data;
  const detailsHref = paths.snippets.details.getHref(snippet);
  // The policy the server enforces, on the member this page shows as signed in: one rule for both.
  const isOwner = canChangeSnippet(viewer.actor, { authorId: snippet.author._id });
  if (!isOwner) {
    return (
      <div
        className="rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-card"
        data-testid="edit-forbidden"
      >
        <Lock aria-hidden="true" className="mx-auto size-10 text-slate-400" />
        <p className="mt-3 text-lg font-semibold text-slate-900">Only the author can edit this snippet.</p>
        <p className="mt-1 text-sm text-slate-600">You can still read it, like it and save it.</p>
        <ButtonLink to={detailsHref} variant="secondary" className="mt-6">
          Back to the snippet
        </ButtonLink>
      </div>
    );
  }

  return (
    <>
      <PageMeta title={`Edit: ${snippet.title}`} />
      <SnippetForm
        defaultValues={{
          title: snippet.title,
          platform: snippet.platform,
          category: snippet.category,
          codeLanguage: snippet.codeLanguage,
          description: snippet.description,
          code: snippet.code,
          tags: snippet.tags,
          visibility: snippet.visibility,
          ...formFilesOf(snippet),
          ...contextValuesOf(snippet),
        }}
        withRevisionNote
        editingId={snippet._id}
        isFinished={isDeleted}
        submitLabel="Save Changes"
        submittingLabel="Saving..."
        onSubmit={async (data) => {
          try {
            await updateSnippet.mutateAsync({ id: snippet._id, input: data });
            notify.success(SNIPPET.updated);
            await navigate(paths.snippets.details.getHref({ _id: snippet._id }));
          } catch (error) {
            if (!(error instanceof ApiError && error.status === 401))
              notify.error(failureMessage(error, DEFAULT_ERRORS.updateSnippet));
            throw error;
          }
        }}
        actions={
          <>
            <DeleteSnippetButton snippetId={snippet._id} onDeleted={() => setIsDeleted(true)} />
            <ButtonLink to={detailsHref} variant="secondary" size="lg" data-testid="cancel-edit">
              Cancel
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
