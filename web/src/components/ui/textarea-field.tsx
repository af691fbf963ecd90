import { clsx } from 'clsx';
import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with its error and hint. */
export function TextareaField({ label, error, hint, className, id, ref, ...props }: TextareaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(
          'block min-h-28 w-full rounded-lg border bg-white px-3.5 py-2.5 text-[15px] text-slate-900 shadow-sm transition-colors',
          'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-0',
          error
            ? 'border-red-400 focus-visible:outline-red-600'
            : 'border-slate-300 hover:border-slate-400 focus-visible:outline-brand-600',
        )}
        {...props}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
