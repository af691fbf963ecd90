import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { SNIPPET_LIMITS, SNIPPET_VALIDATION, TAG_PATTERN, normalizeTags } from '@cloud-snippets/contract';

export interface TagInputProps {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  error?: string;
}

/** Why a typed tag cannot be added, or null. */
export function tagProblem(tag: string, tags: readonly string[]): string | null {
  if (tag.length > SNIPPET_LIMITS.tagMax) return SNIPPET_VALIDATION.tagTooLong;
  if (!TAG_PATTERN.test(tag)) return SNIPPET_VALIDATION.tagCharacters;
  if (!tags.includes(tag) && tags.length >= SNIPPET_LIMITS.tagsMax) return SNIPPET_VALIDATION.tooManyTags;
  return null;
}

/**
 * Tags typed one at a time and added with Enter (or a comma): trimmed, lowercased, de-duplicated (SPEC §5).
 * Each chip has a remove button; Backspace in the empty field removes the last one.
 */
export function TagInput({ value, onChange, error }: TagInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shownError = problem ?? error;

  function add() {
    const [tag] = normalizeTags([text]);
    if (!tag) return;
    const why = tagProblem(tag, value);
    if (why) {
      setProblem(why);
      return;
    }
    onChange(normalizeTags([...value, tag]));
    setText('');
    setProblem(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      event.preventDefault();
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Tags
      </label>
      <div
        className={`flex min-h-11 flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-1.5 shadow-sm focus-within:outline-2 ${
          shownError
            ? 'border-red-400 focus-within:outline-red-600'
            : 'border-slate-300 focus-within:outline-brand-600'
        }`}
      >
        <ul aria-label="Added tags" className="contents">
          {value.map((tag) => (
            <li
              key={tag}
              data-testid="tag-chip"
              className="inline-flex items-center gap-0.5 rounded-full bg-brand-50 py-0.5 pr-0.5 pl-2.5 text-sm font-medium text-brand-900 ring-1 ring-brand-200"
            >
              {tag}
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other !== tag))}
                aria-label={`Remove tag ${tag}`}
                className="rounded-full p-1 text-brand-800 hover:bg-brand-100"
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
          aria-invalid={shownError ? true : undefined}
          placeholder={value.length === 0 ? 'e.g. lookup, data-extension' : ''}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          data-testid="tag-input"
          className="h-8 min-w-32 flex-1 border-0 bg-transparent px-1.5 text-[15px] text-slate-900 placeholder:text-slate-500 focus:outline-none"
        />
      </div>
      {shownError && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {shownError}
        </p>
      )}
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Press Enter to add a tag; up to {SNIPPET_LIMITS.tagsMax}. Backspace removes the last one.
      </p>
    </div>
  );
}
