import { clsx } from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import {
  MODERATION_LIMITS,
  REPORT_REASONS,
  reportInputSchema,
  type ReportReason,
  type ReportTarget,
  NO_SCRIPT,
} from '@cloud-snippets/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useReportContent } from '../api/report-content';
import { AppForm } from '../../../components/ui/app-form';

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  targetKind: ReportTarget;
  target: string;
  subject: string;
}

type Errors = Partial<Record<'reason' | 'details', string>>;

const CHOOSE_REASON = 'Choose what is wrong';

/**
 * The report form: a reason (radio buttons), details (required for 'Something else'), checked with the contract's
 * schema. The server's answer is a toast: thanks, or that this member already reported it; anything else stays in
 * the dialog so the member can try again.
 */
export default function ReportDialog({ open, onClose, targetKind, target, subject }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const report = useReportContent();
  const reasonErrorId = useId();

  function close() {
    setErrors({});
    setFailure(null);
    onClose();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!reason) return setErrors({ reason: CHOOSE_REASON });
    const parsed = reportInputSchema.safeParse({ targetKind, target, reason, details });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'details');
      return setErrors({ details: issue?.message ?? CHOOSE_REASON });
    }
    setErrors({});
    try {
      const { message } = await report.mutateAsync(parsed.data);
      notify.success(message);
      setReason('');
      setDetails('');
      close();
    } catch (error) {
      // Reported before: nothing more to do here, and the member is told so.
      if (error instanceof ApiError && error.status === 409) {
        notify.warning(error.message);
        return close();
      }
      const message = error instanceof Error ? error.message : String(error);
      setFailure(message);
      notify.error(message);
    }
  }

  return (
    <Dialog open={open} onClose={close} title={`Report ${subject}`} testId="report-dialog">
      <AppForm
        noscript={NO_SCRIPT.report}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        // A phone's screen is shorter than the form: it scrolls inside the dialog (the page under it is locked).
        className="-mx-1 max-h-[calc(88vh-7rem)] space-y-5 overflow-y-auto px-1"
      >
        <p className="text-sm text-slate-600">
          The moderators read every report. The author is not told who sent it.
        </p>
        {failure && <Alert>{failure}</Alert>}
        <fieldset aria-describedby={errors.reason ? reasonErrorId : undefined}>
          <legend className="text-sm font-medium text-slate-800">What is wrong?</legend>
          <div className="mt-2 space-y-2">
            {REPORT_REASONS.map((option) => (
              <label
                key={option.value}
                className={clsx(
                  'flex cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2.5 text-sm text-slate-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-500',
                  reason === option.value ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white',
                )}
              >
                <input
                  type="radio"
                  name="reason"
                  value={option.value}
                  checked={reason === option.value}
                  onChange={() => {
                    setReason(option.value);
                    setErrors({});
                  }}
                  className="accent-brand-600"
                  {...(option.value === REPORT_REASONS[0].value ? { 'data-autofocus': true } : {})}
                />
                {option.label}
              </label>
            ))}
          </div>
          {errors.reason && (
            <p id={reasonErrorId} className="mt-1.5 text-sm text-red-700">
              {errors.reason}
            </p>
          )}
        </fieldset>
        <TextareaField
          label={reason === 'other' ? 'Details' : 'Details (optional)'}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          maxLength={MODERATION_LIMITS.detailsMax}
          error={errors.details}
          hint="What the moderators should look at: a line, a link, what it leaks."
          rows={3}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={report.isPending} data-testid="report-submit">
            {report.isPending && <Spinner className="size-4" />}
            Send report
          </Button>
        </div>
      </AppForm>
    </Dialog>
  );
}
