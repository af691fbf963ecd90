import { useState, type FormEvent } from 'react';
import { VERIFICATION, VERIFICATION_LIMITS, NO_SCRIPT } from '@cloud-snippets/contract';
import { Button } from '../../../../components/ui/button';
import { TextareaField } from '../../../../components/ui/textarea-field';
import { ApiError } from '../../../../lib/api-client';
import { failureMessage } from '../../utils/failure-message';
import { REPORT_FAILED } from '../../api/report-outdated';
import { AppForm } from '../../../../components/ui/app-form';

/** The reason's own check, as the server makes it: something said, under the limit. */
export function reasonError(reason: string): string | undefined {
  const text = reason.trim();
  if (!text) return VERIFICATION.reasonRequired;
  if (text.length > VERIFICATION_LIMITS.reasonMax) return VERIFICATION.reasonTooLong;
  return undefined;
}

/** What a failed report says under its field: the server's word on the reason, else its message. */
export function reportErrorOf(error: unknown): string {
  const onReason =
    error instanceof ApiError ? error.fieldErrors.find((item) => item.field === 'reason') : undefined;
  return onReason?.error ?? failureMessage(error, REPORT_FAILED);
}

export interface OutdatedReportFormProps {
  /** Sends the reason; resolves once it is recorded, rejects with the error to show under the field. */
  onSubmit: (reason: string) => Promise<unknown>;
  onCancel: () => void;
  isPending: boolean;
}

/** "Report out of date": what no longer works, for the snippet's author to read. */
export function OutdatedReportForm({ onSubmit, onCancel, isPending }: OutdatedReportFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = reasonError(reason);
    setError(invalid);
    if (invalid) return;
    onSubmit(reason.trim()).catch((failure: unknown) => {
      // A 401 has sent the visitor to sign in already.
      if (failure instanceof ApiError && failure.status === 401) return;
      setError(reportErrorOf(failure));
    });
  };

  return (
    <AppForm
      noscript={NO_SCRIPT.report}
      onSubmit={submit}
      noValidate
      aria-label="Report out of date"
      data-testid="outdated-report-form"
      className="mt-4 space-y-3 border-t border-slate-200 pt-4"
    >
      <TextareaField
        label="What no longer works?"
        hint="Its author reads this: say what fails, and where."
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          if (error) setError(undefined);
        }}
        error={error}
        rows={3}
        autoFocus
        data-testid="outdated-reason"
        className="[&_textarea]:min-h-20"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isPending} data-testid="submit-outdated-report">
          {isPending ? 'Sending…' : 'Submit report'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel} data-testid="cancel-outdated-report">
          Cancel
        </Button>
      </div>
    </AppForm>
  );
}
