import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's field errors (SPEC §5's `errors` list) on the form's own fields; `aliases` maps a server field
 * name to the form's. True when at least one was placed, so the caller shows a general message otherwise.
 */
export function placeServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  aliases: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const { field, error: message } of error.fieldErrors) {
    const name = aliases[field] ?? field;
    if ((fields as readonly string[]).includes(name)) {
      setError(name as Path<T>, { type: 'server', message });
      placed = true;
    }
  }
  return placed;
}

/** SPEC §8's rule for a failed form: the server's message, else the form's own (`fallback`). */
export const serverMessageOr =
  (fallback: string) =>
  (error: unknown): string =>
    error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

/**
 * How a form answers a failed request: the server's field errors on its fields, anything else as one message above
 * the form, `messageOf(error)`. `attempt(request)` clears the last message, then sends.
 */
export function useFormError<T extends FieldValues>(
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  messageOf: (error: unknown) => string,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const attempt = async (request: () => Promise<void>) => {
    setFormError(null);
    try {
      await request();
    } catch (error) {
      if (!placeServerFieldErrors(error, fields, setError)) setFormError(messageOf(error));
    }
  };
  return { formError, attempt };
}
