import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReset, UseFormWatch } from 'react-hook-form';
import type { SnippetFormValues } from '../snippet-form-values';
import {
  DRAFT_SAVE_DELAY_MS,
  readDraft,
  removeDraft,
  sameValues,
  writeDraft,
  type StoredDraft,
} from './draft-storage';

/**
 * Keeps the editor's unsaved work in the browser: written a moment after typing rests, offered back when the editor
 * opens again with something else than the snippet holds, removed once saved. While the offer waits for an answer
 * nothing is written, so the old draft is not lost to the first key pressed.
 */
export function useEditorDraft({
  draftKey,
  initial,
  watch,
  reset,
}: {
  draftKey: string;
  /** What the form opened with: a draft equal to it is no draft. */
  initial: SnippetFormValues;
  watch: UseFormWatch<SnippetFormValues>;
  reset: UseFormReset<SnippetFormValues>;
}) {
  const [offer, setOffer] = useState<StoredDraft | null>(null);
  const isOffering = useRef(false);
  const isDone = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const initialRef = useRef(initial);

  // Read in an effect: the storage is the browser's, and the page may have been rendered on the server.
  useEffect(() => {
    const draft = readDraft(draftKey);
    if (!draft) return;
    if (sameValues({ ...initialRef.current, ...draft.values }, initialRef.current))
      return removeDraft(draftKey);
    isOffering.current = true;
    setOffer(draft);
  }, [draftKey]);

  useEffect(() => {
    const subscription = watch((values) => {
      if (isDone.current || isOffering.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const current = { ...initialRef.current, ...values } as SnippetFormValues;
        if (sameValues(current, initialRef.current)) removeDraft(draftKey);
        else writeDraft(draftKey, current);
      }, DRAFT_SAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [watch, draftKey]);

  const restore = useCallback(() => {
    if (!offer) return;
    isOffering.current = false;
    setOffer(null);
    // The snippet's own values stay the form's defaults: the restored work counts as a change to save.
    reset({ ...initialRef.current, ...offer.values }, { keepDefaultValues: true });
  }, [offer, reset]);

  const discard = useCallback(() => {
    isOffering.current = false;
    setOffer(null);
    removeDraft(draftKey);
  }, [draftKey]);

  /** Saved (or the snippet deleted): the draft goes, and nothing writes it again. */
  const finish = useCallback(() => {
    isDone.current = true;
    clearTimeout(timer.current);
    removeDraft(draftKey);
  }, [draftKey]);

  return { offer, restore, discard, finish };
}
