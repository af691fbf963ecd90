import { useNavigate } from 'react-router';
import { DEFAULT_ERRORS, SNIPPET } from '@cloud-snippets/contract';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useCreateSnippet } from '../api/create-snippet';
import { allowanceKey, useAllowance } from '../api/get-allowance';
import { NewMemberAllowanceNotice } from './new-member-allowance';
import { SnippetForm } from './snippet-form';
import { failureMessage } from '../utils/failure-message';

/**
 * Create: 'Snippet created successfully!' then the new snippet's page by slug (SPEC §4). A new member is told how
 * many they may still publish today before the form; with none left, the form waits for tomorrow.
 */
export function CreateSnippet() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createSnippet = useCreateSnippet();
  const allowance = useAllowance().data;
  if (allowance?.limited && allowance.left === 0) return <NewMemberAllowanceNotice allowance={allowance} />;
  return (
    <>
      {allowance?.limited && <NewMemberAllowanceNotice allowance={allowance} />}
      <SnippetForm
        submitLabel="Create Snippet"
        submittingLabel="Creating..."
        onSubmit={async (data) => {
          try {
            const snippet = await createSnippet.mutateAsync(data);
            void queryClient.invalidateQueries({ queryKey: allowanceKey });
            notify.success(SNIPPET.created);
            await navigate(paths.snippets.details.getHref(snippet));
          } catch (error) {
            if (!(error instanceof ApiError && error.status === 401))
              notify.error(failureMessage(error, DEFAULT_ERRORS.createSnippet));
            if (error instanceof ApiError && error.status === 429)
              void queryClient.invalidateQueries({ queryKey: allowanceKey });
            throw error;
          }
        }}
      />
    </>
  );
}
