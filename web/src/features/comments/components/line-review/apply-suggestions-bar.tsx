import { Check } from 'lucide-react';
import { COMMENT, DEFAULT_ERRORS } from '@cloud-snippets/contract';
import { Button } from '../../../../components/ui/button';
import { notify } from '../../../../lib/notify';
import { commentErrorMessage } from '../../utils/errors';
import { useApplySuggestions } from '../../api/apply-suggestions';

/**
 * The author's "Apply N suggestions" (decision 077), under the code while any is chosen: one new revision with them,
 * crediting their suggesters.
 */
export function ApplySuggestionsBar({
  snippetId,
  chosen,
  onApplied,
}: {
  snippetId: string;
  chosen: ReadonlySet<string>;
  onApplied: () => void;
}) {
  const apply = useApplySuggestions();
  if (chosen.size === 0) return null;
  return (
    <div
      className="sticky bottom-0 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white px-3 py-2 font-sans"
      data-testid="apply-suggestions-bar"
    >
      <Button
        type="button"
        size="sm"
        disabled={apply.isPending}
        onClick={() =>
          apply.mutate(
            { snippetId, comments: [...chosen] },
            {
              onSuccess: (result) => {
                notify.success(result.message);
                onApplied();
              },
              onError: (error) => notify.error(commentErrorMessage(error, DEFAULT_ERRORS.applySuggestions)),
            },
          )
        }
        data-testid="apply-suggestions"
      >
        <Check aria-hidden="true" className="size-4" />
        {apply.isPending ? 'Applying…' : COMMENT.applySuggestions(chosen.size)}
      </Button>
    </div>
  );
}
