import { clsx } from 'clsx';
import { Check, X } from 'lucide-react';
import { passwordRequirements, passwordStrength } from '@cloud-snippets/contract';

const BAR_COLOURS = [
  'bg-red-600',
  'bg-red-600',
  'bg-orange-500',
  'bg-amber-500',
  'bg-green-600',
  'bg-green-700',
];
const LABEL_COLOURS = [
  'text-red-700',
  'text-red-700',
  'text-orange-700',
  'text-amber-800',
  'text-green-700',
  'text-green-800',
];

/** SPEC §5: the 0–5 strength score with its label, and the requirement checklist. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  const requirements = passwordRequirements(password);
  return (
    <div className="space-y-2.5 pt-1" data-testid="password-strength">
      <div className="flex items-center gap-3">
        <div className="flex flex-1 gap-1" aria-hidden="true">
          {[1, 2, 3, 4, 5].map((step) => (
            <span
              key={step}
              className={clsx(
                'h-1.5 flex-1 rounded-full transition-colors',
                step <= score ? BAR_COLOURS[score] : 'bg-slate-200',
              )}
            />
          ))}
        </div>
        <p
          className={clsx('min-w-24 text-right text-xs font-semibold', LABEL_COLOURS[score])}
          aria-live="polite"
        >
          <span className="sr-only">Password strength: </span>
          <span data-testid="password-strength-label">{label}</span>
        </p>
      </div>
      <ul aria-label="Password requirements" className="grid gap-1 text-sm sm:grid-cols-2">
        {requirements.map((requirement) => (
          <li
            key={requirement.label}
            data-met={requirement.met}
            className={clsx(
              'flex items-center gap-1.5',
              requirement.met ? 'text-green-700' : 'text-slate-600',
            )}
          >
            {requirement.met ? (
              <Check aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <X aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            )}
            {requirement.label}
            <span className="sr-only">{requirement.met ? '(met)' : '(not met)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
