import { clsx } from 'clsx';
import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import type { SecretFinding } from '@cloud-snippets/checks';
import { Checkbox } from '../../../components/ui/checkbox';

export interface FileSecretFinding {
  /** The file's name; '' for a snippet of one unnamed file. */
  fileName: string;
  finding: SecretFinding;
}

export interface SecretFindingsProps {
  findings: FileSecretFinding[];
  /** Fingerprints of the findings the author marked as placeholders. */
  placeholders: readonly string[];
  /** Fingerprints the snippet was published with as placeholders: marked, and kept so by the server. */
  kept?: readonly string[];
  onPlaceholderChange: (fingerprint: string, isPlaceholder: boolean) => void;
}

/** 'auth.ssjs, line 3 looks like a Marketing Cloud client secret', or 'Line 3 …' for a snippet of one file. */
export function describeSecret({ fileName, finding }: FileSecretFinding): string {
  return `${fileName ? `${fileName}, line` : 'Line'} ${finding.line} ${finding.message}`;
}

/**
 * The secrets the editor's scan found in the snippet's files (decision 046), before it is submitted. Each can be
 * marked as a placeholder, GitHub push protection's "used in tests": its fingerprint goes with the request as
 * `allowedSecrets`. Unmarked, the save still goes to the server, which refuses it and says where.
 */
export function SecretFindings({
  findings,
  placeholders,
  kept = [],
  onPlaceholderChange,
}: SecretFindingsProps) {
  const titleId = useId();
  const isMarked = (fingerprint: string) => placeholders.includes(fingerprint) || kept.includes(fingerprint);
  const unmarked = findings.filter(({ finding }) => !isMarked(finding.fingerprint)).length;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="secret-findings"
      className={clsx(
        'rounded-xl border px-4 py-3 text-sm',
        unmarked > 0
          ? 'border-red-200 bg-red-50 text-red-950'
          : 'border-slate-200 bg-slate-100 text-slate-800',
      )}
    >
      <h2 id={titleId} className="flex items-center gap-2 font-semibold">
        <KeyRound aria-hidden="true" className="size-4 shrink-0" />
        {findings.length === 1 ? 'This looks like a secret' : `These ${findings.length} look like secrets`}
      </h2>
      <p className="mt-1">
        {unmarked > 0
          ? 'A snippet with a real credential is not published. Replace it with a placeholder, or say it already is one.'
          : 'Marked as placeholders: the snippet is published with them.'}
      </p>
      <ul className="mt-3 space-y-3">
        {findings.map((item, index) => (
          <SecretFindingItem
            key={`${index}:${item.finding.fingerprint}`}
            item={item}
            isPlaceholder={isMarked(item.finding.fingerprint)}
            isKept={kept.includes(item.finding.fingerprint)}
            onChange={(checked) => onPlaceholderChange(item.finding.fingerprint, checked)}
          />
        ))}
      </ul>
    </section>
  );
}

function SecretFindingItem({
  item,
  isPlaceholder,
  isKept,
  onChange,
}: {
  item: FileSecretFinding;
  isPlaceholder: boolean;
  isKept: boolean;
  onChange: (checked: boolean) => void;
}) {
  const sentenceId = useId();
  return (
    <li data-testid="secret-finding" className="space-y-1.5">
      <p id={sentenceId} className="font-medium break-words">
        {describeSecret(item)}
      </p>
      <Checkbox
        label={
          isKept
            ? 'A placeholder: you marked it so when you published it'
            : "It's a placeholder, not a real credential"
        }
        checked={isPlaceholder}
        disabled={isKept}
        aria-describedby={sentenceId}
        onChange={(event) => onChange(event.target.checked)}
      />
    </li>
  );
}
