import type { SnippetFormValues } from '../snippet-form-values';

/** A form's unsaved values, kept in this browser (localStorage) per snippet id, or "new" for Create. */
export interface StoredDraft {
  savedAt: string;
  values: SnippetFormValues;
}

const PREFIX = 'cloud-snippets.snippet-draft.';
/** How long typing rests before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 600;

const keyOf = (draftKey: string) => `${PREFIX}${draftKey}`;

export function readDraft(draftKey: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(keyOf(draftKey));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<StoredDraft>;
    if (typeof draft.savedAt !== 'string' || !draft.values || typeof draft.values !== 'object') return null;
    return draft as StoredDraft;
  } catch {
    return null;
  }
}

export function writeDraft(draftKey: string, values: SnippetFormValues): void {
  try {
    localStorage.setItem(keyOf(draftKey), JSON.stringify({ savedAt: new Date().toISOString(), values }));
  } catch {
    // Storage full or refused: the leave warning still guards the work.
  }
}

export function removeDraft(draftKey: string): void {
  try {
    localStorage.removeItem(keyOf(draftKey));
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** JSON with the keys of every object sorted: two forms' values compared whatever order their keys came in. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

export const sameValues = (a: unknown, b: unknown) => stableJson(a) === stableJson(b);
