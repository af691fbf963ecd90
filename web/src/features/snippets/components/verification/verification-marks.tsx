import { clsx } from 'clsx';
import { releaseById, type SnippetSummary } from '@cloud-snippets/contract';
import { isRecentRelease } from './recent-releases';

type Verified = Pick<SnippetSummary, 'verifiedRelease' | 'verifiedCount' | 'outdatedCount'>;

const members = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

const TONES = {
  recent: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  older: 'bg-slate-100 text-slate-700 ring-slate-200',
  outdated: 'bg-amber-50 text-amber-900 ring-amber-300',
} as const;

function Mark({
  testId,
  title,
  tone,
  children,
}: {
  testId: string;
  title: string;
  tone: keyof typeof TONES;
  children: string;
}) {
  return (
    <span
      data-testid={testId}
      title={title}
      className={clsx(
        'rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

/**
 * A card's word on whether the snippet still works (decision 048): "Verified Winter '27" (muted when that release is
 * older than the last three), and "Out of date" while members report it so.
 */
export function VerificationMarks({ snippet }: { snippet: Verified }) {
  const { verifiedRelease, verifiedCount, outdatedCount } = snippet;
  const label = verifiedRelease ? (releaseById(verifiedRelease)?.label ?? verifiedRelease) : null;
  return (
    <>
      {verifiedRelease && label && (
        <Mark
          testId="verified-mark"
          tone={isRecentRelease(verifiedRelease) ? 'recent' : 'older'}
          title={`Confirmed to work on ${label} by ${members(verifiedCount)}`}
        >
          {`Verified ${label}`}
        </Mark>
      )}
      {outdatedCount > 0 && (
        <Mark
          testId="outdated-mark"
          tone="outdated"
          title={`Reported out of date by ${members(outdatedCount)}`}
        >
          Out of date
        </Mark>
      )}
    </>
  );
}
