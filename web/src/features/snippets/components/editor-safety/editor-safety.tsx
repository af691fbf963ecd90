import { useEffect } from 'react';
import type { UseFormReset, UseFormWatch } from 'react-hook-form';
import { useHydrated } from '../../../../hooks/use-hydrated';
import type { SnippetFormValues } from '../snippet-form-values';
import { DraftOffer } from './draft-offer';
import { LeaveGuard } from './leave-guard';
import { useEditorDraft } from './use-editor-draft';

/**
 * What keeps the editor's work: the draft in the browser (offered back on open), and the question before leaving
 * with unsaved changes. A save on its way (`isSubmitting`) or a deleted snippet (`isFinished`) leaves freely.
 */
export function EditorSafety({
  draftKey,
  initial,
  watch,
  reset,
  isDirty,
  isSubmitting,
  isSaved,
  isFinished,
  onRestored,
}: {
  draftKey: string;
  initial: SnippetFormValues;
  watch: UseFormWatch<SnippetFormValues>;
  reset: UseFormReset<SnippetFormValues>;
  isDirty: boolean;
  isSubmitting: boolean;
  /** The last submit saved: the draft goes. */
  isSaved: boolean;
  isFinished: boolean;
  onRestored: () => void;
}) {
  const isHydrated = useHydrated();
  const draft = useEditorDraft({ draftKey, initial, watch, reset });
  const { finish } = draft;
  useEffect(() => {
    if (isFinished || isSaved) finish();
  }, [isFinished, isSaved, finish]);
  return (
    <>
      {isHydrated && <LeaveGuard shouldBlock={() => isDirty && !isSubmitting && !isSaved && !isFinished} />}
      {draft.offer && (
        <DraftOffer
          draft={draft.offer}
          onRestore={() => {
            onRestored();
            draft.restore();
          }}
          onDiscard={draft.discard}
        />
      )}
    </>
  );
}
