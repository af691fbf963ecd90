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
