import { clsx } from 'clsx';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The error shown under the field (and announced with it). */
  error?: string;
  /** Live validation state; shows a check or a cross inside the field. */
  status?: 'valid' | 'invalid' | null;
  hint?: ReactNode;
  /** Extra content under the field (e.g. a strength meter), described together with it. */
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error, optional validity icon and hint. */
export function TextField({
  label,
  error,
  status,
  hint,
  children,
  className,
  id,
  ref,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(
            'block h-11 w-full rounded-lg border bg-white px-3.5 text-[15px] text-slate-900 shadow-sm transition-colors',
            'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-0',
            status ? 'pr-10' : undefined,
            error || status === 'invalid'
              ? 'border-red-400 focus-visible:outline-red-600'
              : status === 'valid'
                ? 'border-green-500 focus-visible:outline-green-600'
                : 'border-slate-300 hover:border-slate-400 focus-visible:outline-brand-600',
          )}
          {...inputProps}
        />
        {status === 'valid' && (
          <CheckCircle2
            data-testid={`${inputProps.name ?? inputId}-valid-icon`}
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-green-600"
          />
        )}
        {status === 'invalid' && (
          <XCircle
            data-testid={`${inputProps.name ?? inputId}-invalid-icon`}
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-red-600"
          />
        )}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <div id={hintId} className="text-sm text-slate-600">
          {hint}
        </div>
      )}
      {children}
    </div>
  );
}
