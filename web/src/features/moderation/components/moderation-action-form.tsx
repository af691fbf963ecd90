import { useId, useState, type FormEvent } from 'react';
import {
  MODERATION_LIMITS,
  type ModerationAction,
  type ReportedItem,
  NO_SCRIPT,
} from '@cloud-snippets/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextareaField } from '../../../components/ui/textarea-field';
import { notify } from '../../../lib/notify';
import { useModerationAction } from '../api/take-moderation-action';
import {
  ACTION_LABELS,
  buildActionInput,
  SUSPENSION_CHOICES,
  type ActionFormErrors,
} from '../utils/action-rules';
import { AppForm } from '../../../components/ui/app-form';

export interface ModerationActionFormProps {
  item: Pick<ReportedItem, 'targetKind' | 'targetId' | 'title'>;
  action: ModerationAction;
  onCancel: () => void;
  /** Called once the action is done (a form outside the queue closes). */
  onDone?: () => void;
}

/**
 * The reason an action needs (the author is told it) and, to suspend, for how long; checked with the contract's
 * schema before it is sent. Done, the server's message is a toast and the queue refreshes (the item leaves it).
 */
export function ModerationActionForm({ item, action, onCancel, onDone }: ModerationActionFormProps) {
  const [reason, setReason] = useState('');
  const [duration, setDuration] = useState('');
  const [errors, setErrors] = useState<ActionFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const act = useModerationAction();
  const headingId = useId();
  const isSuspension = action === 'suspend';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const built = buildActionInput(item, action, reason, duration);
    if (!built.ok) return setErrors(built.errors);
    setErrors({});
    try {
      const { message } = await act.mutateAsync(built.input);
      notify.success(message);
      onDone?.();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <AppForm
      noscript={NO_SCRIPT.moderation}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby={headingId}
      data-testid="moderation-action-form"
      className="mt-3 space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4"
    >
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        {ACTION_LABELS[action]}: {item.title}
      </h4>
      {failure && <Alert>{failure}</Alert>}
      <TextareaField
        label="Reason (the author is told)"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={MODERATION_LIMITS.reasonMax}
        error={errors.reason}
        rows={2}
        className="[&_textarea]:min-h-16"
        autoFocus
      />
      {isSuspension && (
        <SelectField
          label="Suspend for"
          value={duration}
          onChange={(event) => setDuration(event.target.value)}
          placeholder="Choose how long"
          options={SUSPENSION_CHOICES}
          error={errors.days}
        />
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="submit"
          size="sm"
          variant={action === 'restore' ? 'primary' : 'danger'}
          disabled={act.isPending}
          data-testid="moderation-action-confirm"
        >
          {act.isPending && <Spinner className="size-4" />}
          {ACTION_LABELS[action]}
        </Button>
      </div>
    </AppForm>
  );
}
