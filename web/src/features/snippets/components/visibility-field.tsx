import { clsx } from 'clsx';
import { Globe, EyeOff, Lock } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { VISIBILITIES, type Visibility } from '@cloud-snippets/contract';

const ICONS = { public: Globe, unlisted: EyeOff, private: Lock } satisfies Record<Visibility, unknown>;

/**
 * Who can see the snippet (decision 042): three radio cards with what each means, Gist's public/secret choice with
 * a private one. Becoming unlisted gives the snippet a new, unguessable address.
 */
export function VisibilityField({
  field,
  value,
  error,
}: {
  field: UseFormRegisterReturn<'visibility'>;
  value: Visibility;
  error?: string;
}) {
  return (
    <fieldset data-testid="visibility-field">
      <legend className="text-sm font-medium text-slate-800">Visibility</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-3">
        {VISIBILITIES.map((option) => {
          const Icon = ICONS[option.value];
          return (
            <label
              key={option.value}
              className={clsx(
                'flex cursor-pointer gap-2.5 rounded-xl border p-3 text-sm has-focus-visible:ring-2 has-focus-visible:ring-brand-500',
                value === option.value ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white',
              )}
            >
              <input type="radio" value={option.value} className="mt-0.5 accent-brand-600" {...field} />
              <span>
                <span className="flex items-center gap-1.5 font-semibold text-slate-900">
                  <Icon aria-hidden="true" className="size-4" />
                  {option.label}
                </span>
                <span className="mt-0.5 block text-slate-600">{option.description}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error && <p className="mt-1.5 text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
