import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { releasedBy } from '@cloud-snippets/contract';
import { SelectField } from '../../../../components/ui/select-field';

/**
 * "Verified on" (decision 048): the Salesforce release the author ran the snippet on, newest first, the one in
 * production marked. Chosen, it is recorded as the author's own confirmation; "Not stated" sends nothing.
 */
export function VerifiedOnField({
  field,
  error,
}: {
  field: UseFormRegisterReturn<'verifiedOn'>;
  error?: string;
}) {
  const releases = useMemo(() => releasedBy(), []);
  return (
    <SelectField
      label="Verified on"
      hint="The Salesforce release you last ran it on. Readers see it, and it counts as your confirmation that it works."
      error={error}
      data-testid="verified-on"
      className="sm:max-w-sm"
      {...field}
    >
      <option value="">Not stated</option>
      {releases.map((release, index) => (
        <option key={release.id} value={release.id}>
          {index === 0 ? `${release.label} (current)` : release.label}
        </option>
      ))}
    </SelectField>
  );
}
