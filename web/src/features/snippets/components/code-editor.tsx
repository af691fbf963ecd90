import { clsx } from 'clsx';
import { lazy, Suspense } from 'react';

export interface CodeEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The snippet language whose highlighting the editor uses. */
  language: string;
  /** The file's name, when it has one: the checks read a `.cls` file as a class and a `.trigger` file as a trigger. */
  fileName?: string;
  /** Ids of the label, and of the error/hint, for screen readers. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

const editorClasses = (invalid?: boolean) =>
  clsx(
    'code-surface block w-full overflow-hidden rounded-lg border shadow-sm focus-within:outline-2 focus-within:outline-offset-0',
    invalid
      ? 'border-red-400 focus-within:outline-red-600'
      : 'border-slate-300 focus-within:outline-brand-600',
  );

/** The plain text area: shown until CodeMirror has loaded, and what tests type into. */
export function PlainCodeEditor({
  id,
  value,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid,
}: CodeEditorProps) {
  return (
    <div className={editorClasses(invalid)}>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        data-testid="code-editor"
        className="block min-h-72 w-full resize-y bg-transparent px-4 py-3 font-mono text-sm leading-6 text-slate-900 focus:outline-none"
      />
    </div>
  );
}

const CodeMirrorEditor = lazy(() => import('./code-mirror-editor'));

/** The code field: a CodeMirror editor with the language's highlighting, lazily loaded over a plain text area. */
export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<PlainCodeEditor {...props} />}>
      <CodeMirrorEditor {...props} className={editorClasses(props.invalid)} />
    </Suspense>
  );
}
