import { useNavigate } from 'react-router';
import { DEFAULT_ERRORS, SNIPPET } from '@cloud-snippets/contract';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCreateSnippet } from '../api/create-snippet';
import { SnippetForm } from './snippet-form';
import { failureMessage } from '../utils/failure-message';

/** Create: 'Snippet created successfully!' then the new snippet's page by slug (SPEC §4). */
export function CreateSnippet() {
  const navigate = useNavigate();
  const createSnippet = useCreateSnippet();
  return (
    <SnippetForm
      submitLabel="Create Snippet"
      submittingLabel="Creating..."
      onSubmit={async (data) => {
        try {
          const snippet = await createSnippet.mutateAsync(data);
          notify.success(SNIPPET.created);
          await navigate(paths.snippets.details.getHref(snippet));
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 401))
            notify.error(failureMessage(error, DEFAULT_ERRORS.createSnippet));
          throw error;
        }
      }}
    />
  );
}
