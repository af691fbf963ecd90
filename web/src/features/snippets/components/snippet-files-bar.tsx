import { clsx } from 'clsx';
import { FilePlus2, X } from 'lucide-react';
import { SNIPPET_FILE_LIMITS } from '@cloud-snippets/contract';
import { Button } from '../../../components/ui/button';

export interface SnippetFilesBarProps {
  /** The files' names, the first file's first ('' while it is unnamed). */
  names: string[];
  active: number;
  onSelect: (index: number) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** An error of the files as a whole (too many, too large). */
  error?: string;
}

/**
 * The files of the snippet being written (decision 043), as tabs above the one code editor: the editor shows the
 * chosen file. A one-file snippet shows only "Add file". The first file cannot be removed: it is the snippet's code.
 */
export function SnippetFilesBar({ names, active, onSelect, onAdd, onRemove, error }: SnippetFilesBarProps) {
  return (
    <div className="space-y-1.5" data-testid="snippet-files-bar">
      <div className="flex flex-wrap items-center gap-1.5">
        {names.length > 1 && (
          <div role="tablist" aria-label="Files" className="flex flex-wrap gap-1.5">
            {names.map((name, index) => (
              <span
                key={index}
                className={clsx(
                  'inline-flex items-center rounded-lg border text-sm',
                  index === active
                    ? 'border-brand-500 bg-brand-50 text-brand-800'
                    : 'border-slate-300 bg-white',
                )}
              >
                <button
                  type="button"
                  role="tab"
                  aria-selected={index === active}
                  className="px-2.5 py-1 font-mono text-xs"
                  onClick={() => onSelect(index)}
                >
                  {name || 'Untitled file'}
                </button>
                {index > 0 && (
                  <button
                    type="button"
                    aria-label={`Remove ${name || 'this file'}`}
                    className="rounded-r-lg py-1 pr-2 pl-0.5 text-slate-500 hover:text-red-700"
                    onClick={() => onRemove(index)}
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                )}
              </span>
            ))}
          </div>
        )}
        <Button
          variant="ghost"
          size="sm"
          data-testid="add-file"
          disabled={names.length >= SNIPPET_FILE_LIMITS.filesMax}
          onClick={onAdd}
        >
          <FilePlus2 aria-hidden="true" className="size-4" />
          Add file
        </Button>
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </div>
  );
}
