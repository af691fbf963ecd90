import { Camera } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { AVATAR, PROFILE } from '@cloud-snippets/contract';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useUploadAvatar } from '../api/upload-avatar';
import { avatarFileError } from '../utils/avatar-file';

/** SPEC §8: the server's message, else 'Failed to update profile image'. */
export function avatarUploadErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : PROFILE.imageUpdateFailed;
}

/**
 * The owner's photo change control (SPEC §2, §5): checks type and size first, then uploads; on success the
 * profile reloads and the file input is reset (SPEC §4).
 */
export function AvatarUpload() {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const [error, setError] = useState<string | null>(null);

  function resetInput() {
    if (inputRef.current) inputRef.current.value = '';
  }

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = avatarFileError(file);
    if (problem) {
      setError(problem);
      resetInput();
      return;
    }
    setError(null);
    try {
      await upload.mutateAsync(file);
      notify.success(PROFILE.imageUpdated);
    } catch (uploadError) {
      setError(avatarUploadErrorMessage(uploadError));
    } finally {
      resetInput();
    }
  }

  return (
    <div className="space-y-1.5" data-testid="avatar-upload">
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        className="peer sr-only"
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        disabled={upload.isPending}
        onChange={(event) => void onChange(event)}
        data-testid="avatar-input"
      />
      <label
        htmlFor={inputId}
        className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-wait peer-disabled:opacity-60 hover:border-slate-400 hover:bg-slate-50"
      >
        {upload.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <Camera aria-hidden="true" className="size-4 text-slate-500" />
        )}
        {upload.isPending ? 'Uploading...' : 'Change photo'}
      </label>
      <p id={hintId} className="text-xs text-slate-600">
        {AVATAR.hint}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700" data-testid="avatar-error">
          {error}
        </p>
      )}
    </div>
  );
}
