import { FlagTriangleRight } from 'lucide-react';
import { Link } from 'react-router';
import { releaseById, type SnippetVerification } from '@cloud-snippets/contract';
import { paths } from '../../../../config/paths';
import { readerTime } from '../../../../lib/reader-time';
import { useHydratedHere } from '../../../../hooks/use-hydrated';

export const releaseLabel = (id: string) => releaseById(id)?.label ?? id;

/**
 * "Reported out of date (2)" (decision 048), with the newest reports: the reason, who, on which release and when.
 */
export function OutdatedReports({ verification }: { verification: SnippetVerification }) {
  const time = readerTime(useHydratedHere());
  if (verification.outdatedCount === 0) return null;
  const hidden = verification.outdatedCount - verification.outdatedReports.length;
  return (
    <div
      data-testid="outdated-reports"
      className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm"
    >
      <h3 className="flex items-center gap-1.5 font-semibold text-amber-950" data-testid="outdated-count">
        <FlagTriangleRight aria-hidden="true" className="size-4 text-amber-700" />
        Reported out of date ({verification.outdatedCount})
      </h3>
      <ul className="mt-2 space-y-2.5">
        {verification.outdatedReports.map((report) => (
          <li key={`${report.username}-${report.createdAt}`} data-testid="outdated-report">
            <p className="break-words whitespace-pre-line text-slate-900">{report.reason}</p>
            <p className="mt-0.5 text-xs text-slate-600">
              <Link
                to={paths.publicProfile.getHref(report.username)}
                className="font-medium text-slate-700 hover:text-brand-700 hover:underline"
              >
                {report.username}
              </Link>{' '}
              · on {releaseLabel(report.release)} ·{' '}
              <time dateTime={report.createdAt} title={time.full(report.createdAt)}>
                {time.relative(report.createdAt)}
              </time>
            </p>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <p className="mt-2 text-xs text-slate-600">
          and {hidden} earlier {hidden === 1 ? 'report' : 'reports'}
        </p>
      )}
    </div>
  );
}
