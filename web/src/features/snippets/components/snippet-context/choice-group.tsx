import { useId, type ReactNode } from 'react';
import { Checkbox } from '../../../../components/ui/checkbox';

export interface ChoiceGroupProps<T extends string> {
  legend: string;
  /** Each checkbox's id is `<idPrefix>-<value>`, to put the focus on a choice. */
  idPrefix: string;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: string;
  /** Under the boxes: what a choice means for readers. */
  children?: ReactNode;
  testId?: string;
}

/** A list of checkboxes for one multiple choice, in a fieldset of its own. */
export function ChoiceGroup<T extends string>({
  legend,
  idPrefix,
  options,
  value,
  onChange,
  error,
  children,
  testId,
}: ChoiceGroupProps<T>) {
  const errorId = useId();
  return (
    <fieldset data-testid={testId} aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 space-y-2">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            id={`${idPrefix}-${option.value}`}
            label={option.label}
            value={option.value}
            checked={value.includes(option.value)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...value, option.value]
                  : value.filter((chosen) => chosen !== option.value),
              )
            }
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}
