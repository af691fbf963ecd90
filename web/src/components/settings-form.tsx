import type { ReactNode } from 'react';
import { NO_SCRIPT } from '@cloud-snippets/contract';
import { Alert } from './ui/alert';
import { AppForm, type AppFormProps } from './ui/app-form';

export interface SettingsFormProps extends Omit<AppFormProps, 'noscript' | 'noValidate'> {
  /** What went wrong that no field owns (lib/form-errors.ts's useFormError), said above the fields. */
  formError: string | null;
  children: ReactNode;
}

/**
 * A form of the member's settings (/profile and the profile's edit form): sent by the app alone, checked by its own
 * schema rather than the browser's, with what went wrong that no field owns at its top.
 */
export function SettingsForm({ formError, children, className = 'space-y-4', ...props }: SettingsFormProps) {
  return (
    <AppForm noscript={NO_SCRIPT.settings} noValidate className={className} {...props}>
      {formError && <Alert>{formError}</Alert>}
      {children}
    </AppForm>
  );
}
