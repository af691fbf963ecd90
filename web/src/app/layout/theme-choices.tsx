import { clsx } from 'clsx';
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { dropdownItemClasses } from '../../components/ui/dropdown';
import { setThemePreference, type Theme, type ThemePreference } from '../../lib/theme/theme';

const CHOICES = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
] as const satisfies readonly { value: ThemePreference; label: string; icon: unknown }[];

/** The accessible name of the theme control: the choice in effect ("Theme: System (dark)"), once it is known. */
export function themeLabel(preference: ThemePreference | null, theme: Theme): string {
  if (!preference) return 'Theme';
  const choice = CHOICES.find((candidate) => candidate.value === preference)!;
  return preference === 'system' ? `Theme: ${choice.label} (${theme})` : `Theme: ${choice.label}`;
}

/** The sun in the light theme, the moon in the dark one: picked by the class on <html>, right from first paint. */
export function ThemeIcon({ className }: { className?: string }) {
  return (
    <>
      <Sun aria-hidden="true" className={clsx('dark:hidden', className)} />
      <Moon aria-hidden="true" className={clsx('hidden dark:block', className)} />
    </>
  );
}

const itemClasses = {
  menu: dropdownItemClasses,
  segmented:
    'flex h-11 items-center justify-center gap-2 rounded-lg border border-slate-200 text-[15px] font-medium text-slate-700 hover:bg-slate-100 aria-pressed:border-brand-300 aria-pressed:bg-brand-50 aria-pressed:text-brand-800',
};

/** Light, Dark and System as toggle buttons; the pressed one is the stored choice (none before hydration). */
export function ThemeChoices({
  preference,
  variant,
}: {
  preference: ThemePreference | null;
  variant: 'menu' | 'segmented';
}) {
  return (
    <div
      role="group"
      aria-label="Theme"
      className={clsx(variant === 'segmented' && 'grid grid-cols-3 gap-2')}
    >
      {CHOICES.map(({ value, label, icon: Icon }) => {
        const isChosen = preference === value;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={isChosen}
            onClick={() => setThemePreference(value)}
            className={itemClasses[variant]}
          >
            <Icon aria-hidden="true" className="size-4 text-slate-500" />
            {label}
            {variant === 'menu' && isChosen && (
              <Check aria-hidden="true" className="ml-auto size-4 text-brand-700" />
            )}
          </button>
        );
      })}
    </div>
  );
}
