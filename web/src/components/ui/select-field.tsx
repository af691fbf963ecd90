import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  /** A line under the select (why it is disabled, what it is for); the placeholder stays short. */
  hint?: ReactNode;
  hideLabel?: boolean;
  /** The choices; rendered after `placeholder` (an empty-valued first option) and before `children`. */
  options?: readonly SelectOption[];
  placeholder?: string;
  children?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select with its error. */
export function SelectField({
  label,
  error,
  hint,
  hideLabel,
  options = [],
  placeholder,
  children,
  className,
  id,
  ref,
  ...props
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  const describedBy =
    [error ? errorId : null, hint && !error ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label
        htmlFor={selectId}
        className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-800'}
      >
        {label}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(
            'block h-11 w-full appearance-none rounded-lg border bg-white pr-10 pl-3.5 text-[15px] text-slate-900 shadow-sm transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-0 disabled:bg-slate-100 disabled:text-slate-500',
            error
              ? 'border-red-400 focus-visible:outline-red-600'
              : 'border-slate-300 hover:border-slate-400 focus-visible:outline-brand-600',
          )}
          {...props}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
