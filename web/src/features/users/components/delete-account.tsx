import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  DEFAULT_ERRORS,
  accountDeletionSchema,
  type AccountDeletionInput,
  NO_SCRIPT,
} from '@cloud-snippets/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { AppForm } from '../../../components/ui/app-form';

/**
 * Account deletion behind a confirmation dialog that asks for the password. `onDeleted` gets the server's
 * message; the caller ends the session and leaves the page.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: (message: string) => void | Promise<void> }) {
  const [isOpen, setIsOpen] = useState(false);
  const deleteAccount = useDeleteAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AccountDeletionInput>({
    resolver: zodResolver(accountDeletionSchema),
    defaultValues: { password: '' },
  });

  function close() {
    if (isSubmitting) return;
    setIsOpen(false);
    setFormError(null);
    reset();
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { message } = await deleteAccount.mutateAsync(values);
      await onDeleted(message);
    } catch (error) {
      const passwordError =
        error instanceof ApiError ? error.fieldErrors.find((e) => e.field === 'password') : undefined;
      if (passwordError) setError('password', { message: passwordError.error });
      else
        setFormError(
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : DEFAULT_ERRORS.accountDeletion,
        );
    }
  });

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Deleting your account removes your profile, your snippets, comments, likes and saved snippets for
        good. This cannot be undone.
      </p>
      <Button variant="danger" onClick={() => setIsOpen(true)} data-testid="delete-account-button">
        <Trash2 aria-hidden="true" className="size-4" />
        Delete account
      </Button>
      <Dialog open={isOpen} onClose={close} title="Delete your account?" testId="delete-account-dialog">
        <AppForm noscript={NO_SCRIPT.settings} onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>
              Your profile, snippets, comments, likes and saved snippets will be deleted permanently. Enter
              your password to confirm.
            </p>
          </div>
          {formError && <Alert>{formError}</Alert>}
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            data-autofocus
            error={errors.password?.message}
            {...register('password')}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={close} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={isSubmitting}>
              {isSubmitting && <Spinner className="size-4" />}
              {isSubmitting ? 'Deleting...' : 'Delete my account'}
            </Button>
          </div>
        </AppForm>
      </Dialog>
    </div>
  );
}
