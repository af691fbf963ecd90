import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  DEFAULT_NOTIFICATION_CHANNEL,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
  NO_SCRIPT,
} from '@cloud-snippets/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useNotificationSettings } from '../api/get-notification-settings';
import {
  SETTINGS_SAVE_ERROR,
  SETTINGS_SAVED,
  useUpdateNotificationSettings,
} from '../api/update-notification-settings';
import { AppForm } from '../../../components/ui/app-form';

const selectClasses =
  'block h-10 w-full appearance-none rounded-lg border border-slate-300 bg-white pr-9 pl-3 text-sm text-slate-900 ' +
  'shadow-sm transition-colors hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'focus-visible:outline-brand-600';

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const update = useUpdateNotificationSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { dirtyFields, isDirty, isSubmitting },
  } = useForm<NotificationSettings>({
    // A kind the server did not name (newer than its data) shows its default.
    defaultValues: {
      ...(Object.fromEntries(
        NOTIFICATION_KINDS.map(({ value }) => [value, DEFAULT_NOTIFICATION_CHANNEL]),
      ) as NotificationSettings),
      ...settings,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    // Only what changed: a kind added to the server later keeps its own default.
    const changed = Object.fromEntries(
      NOTIFICATION_KINDS.filter(({ value }) => dirtyFields[value]).map(({ value }) => [value, values[value]]),
    ) as Partial<NotificationSettings>;
    try {
      reset(await update.mutateAsync(changed));
      notify.success(SETTINGS_SAVED);
    } catch (error) {
      setFormError(
        error instanceof ApiError && error.serverMessage ? error.serverMessage : SETTINGS_SAVE_ERROR,
      );
    }
  });

  return (
    <AppForm
      noscript={NO_SCRIPT.settings}
      onSubmit={onSubmit}
      noValidate
      aria-label="Notification settings"
      data-testid="notification-settings"
    >
      {formError && <Alert className="mb-4">{formError}</Alert>}
      <ul className="divide-y divide-slate-100 border-y border-slate-100">
        {NOTIFICATION_KINDS.map(({ value, label }) => (
          <li
            key={value}
            className="grid gap-x-4 gap-y-1.5 py-3 sm:grid-cols-[minmax(0,1fr)_13.5rem] sm:items-center"
          >
            <label htmlFor={`notification-channel-${value}`} className="text-sm font-medium text-slate-800">
              {label}
            </label>
            <div className="relative">
              <select
                id={`notification-channel-${value}`}
                className={selectClasses}
                {...register(value as NotificationKind)}
              >
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <option key={channel.value} value={channel.value}>
                    {channel.label}
                  </option>
                ))}
              </select>
              <ChevronDown
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
              />
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3 pt-4">
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting && <Spinner className="size-4" />}
          {isSubmitting ? 'Saving...' : 'Save notification settings'}
        </Button>
        {isDirty && !isSubmitting && (
          <Button variant="ghost" onClick={() => reset()}>
            Discard changes
          </Button>
        )}
      </div>
    </AppForm>
  );
}

/**
 * The profile's Notifications section (decision 049): for each kind, whether it shows in the app, also comes by
 * email, or not at all. Only the kinds that changed are sent; a toast says it is saved.
 */
export function NotificationSettingsSection() {
  const query = useNotificationSettings();
  if (query.isError) return <LoadError message={query.error.message} onRetry={query.refetch} />;
  if (!query.data) {
    return (
      <div role="status" aria-label="Loading notification settings" className="animate-pulse space-y-3">
        {NOTIFICATION_KINDS.map(({ value }) => (
          <div key={value} className="h-10 rounded-lg bg-slate-100" />
        ))}
      </div>
    );
  }
  return <SettingsForm settings={query.data} />;
}
