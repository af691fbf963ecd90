import { clsx } from 'clsx';
import { BadgeCheck, CircleCheck, FlagTriangleRight, Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentRelease, type SnippetDetail } from '@cloud-snippets/contract';
import { buttonClasses } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { failureMessage } from '../../utils/failure-message';
import { CONFIRM_FAILED, useConfirmSnippet } from '../../api/confirm-snippet';
import { WITHDRAW_REPORT_FAILED, useReportOutdated } from '../../api/report-outdated';
import { OutdatedReportForm } from './outdated-report-form';
import { OutdatedReports } from './outdated-reports';
import { isRecentRelease } from './recent-releases';
import { useHydratedHere } from '../../../../hooks/use-hydrated';

export interface VerificationPanelProps {
  /** The key the snippet was loaded under (its slug or id from the URL). */
  idOrSlug: string;
  snippet: Pick<SnippetDetail, '_id' | 'verification'>;
  isAuthenticated: boolean;
  /** Its author edits it rather than reporting it. */
  isOwner: boolean;
  /** Its margin: `mt-8` when it follows the description, `mt-4` another panel. */
  className?: string;
}

/**
 * The confirmation's toggle: a secondary button's shape, its colours its own (buttonClasses' `secondary` colours would
 * win over a pressed state's, whichever Tailwind writes later).
 */
const CONFIRM_BUTTON =
  'inline-flex h-9 items-center justify-center gap-2 rounded-lg border px-3 text-sm font-semibold whitespace-nowrap ' +
  'shadow-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2';

/** A failed action's toast; a 401 has sent the visitor to sign in already. */
function notifyFailure(error: unknown, fallback: string) {
  if (error instanceof ApiError && error.status === 401) return;
  notify.error(failureMessage(error, fallback));
}

/**
 * "Does it still work?" (decision 048): on which release members confirmed it, the open out-of-date reports, and the
 * reader's own say: "Still works on <the current release>" (a toggle) and "Report out of date" (a reason) or the
 * withdrawal of their report. Guests are sent to sign in, as the like button does.
 */
export function VerificationPanel({
  idOrSlug,
  snippet,
  isAuthenticated,
  isOwner,
  className = 'mt-4',
}: VerificationPanelProps) {
  const { verification } = snippet;
  const release = currentRelease();
  const isConfirmed = verification.mine.confirmed.includes(release.id);
  const hasReported = verification.mine.outdatedReason !== null;
  const confirm = useConfirmSnippet(idOrSlug);
  const report = useReportOutdated(idOrSlug);
  const [isReporting, setIsReporting] = useState(false);
  /** "Report out of date", or "Withdraw my report" once reported: the focus returns there when the form closes. */
  const ownButton = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  // Its buttons answer from here on: a test waits for `data-hydrated`, as it does for the page's.
  const isHydrated = useHydratedHere();
  const goToLogin = () => void navigate(paths.login.getHref(`${location.pathname}${location.search}`));

  const toggleConfirmation = () => {
    if (!isAuthenticated) return goToLogin();
    confirm.mutate(
      { id: snippet._id, release: release.id, confirmed: isConfirmed },
      {
        onSuccess: (result) => notify.success(result.message),
        onError: (error) => notifyFailure(error, CONFIRM_FAILED),
      },
    );
  };

  const closeForm = () => {
    setIsReporting(false);
    // The form's own button takes the focus back (rendered again once the form is gone).
    requestAnimationFrame(() => ownButton.current?.focus());
  };

  return (
    <section
      aria-labelledby="verification-title"
      data-testid="snippet-verification"
      data-hydrated={isHydrated ? '' : undefined}
      className={clsx('rounded-2xl border border-slate-200 bg-white px-5 py-4 shadow-card', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <h2 id="verification-title" className="text-base font-semibold text-slate-900">
            Does it still work?
          </h2>
          <p
            data-testid="verification-summary"
            className="mt-1 flex items-start gap-1.5 text-sm text-slate-700"
          >
            {verification.release ? (
              <>
                {/* Muted, as on the cards, when that release is older than the last three. */}
                <BadgeCheck
                  aria-hidden="true"
                  className={clsx(
                    'mt-0.5 size-4 shrink-0',
                    isRecentRelease(verification.release.id) ? 'text-emerald-600' : 'text-slate-500',
                  )}
                />
                <span>
                  Verified on <strong className="font-semibold">{verification.release.label}</strong> by{' '}
                  {verification.count} {verification.count === 1 ? 'member' : 'members'}
                </span>
              </>
            ) : (
              'Not verified on a release yet'
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            aria-pressed={isConfirmed}
            disabled={confirm.isPending}
            onClick={toggleConfirmation}
            data-testid="confirm-button"
            title={isConfirmed ? 'You confirmed it: press again to withdraw' : undefined}
            className={clsx(
              CONFIRM_BUTTON,
              isConfirmed
                ? 'border-emerald-300 bg-emerald-50 text-emerald-800 hover:bg-emerald-100'
                : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50',
            )}
          >
            <CircleCheck aria-hidden="true" className={clsx('size-4', isConfirmed && 'text-emerald-600')} />
            Still works on {release.label}
          </button>
          {!isOwner &&
            (hasReported ? (
              <button
                ref={ownButton}
                type="button"
                disabled={report.isPending}
                onClick={() =>
                  report.mutate(
                    { id: snippet._id, reason: null },
                    {
                      onSuccess: (result) => notify.success(result.message),
                      onError: (error) => notifyFailure(error, WITHDRAW_REPORT_FAILED),
                    },
                  )
                }
                data-testid="withdraw-outdated-report"
                className={buttonClasses('ghost', 'sm')}
              >
                <Undo2 aria-hidden="true" className="size-4" />
                Withdraw my report
              </button>
            ) : (
              <button
                ref={ownButton}
                type="button"
                aria-expanded={isReporting}
                onClick={() => {
                  if (!isAuthenticated) return goToLogin();
                  setIsReporting((open) => !open);
                }}
                data-testid="report-outdated-button"
                className={buttonClasses('ghost', 'sm')}
              >
                <FlagTriangleRight aria-hidden="true" className="size-4" />
                Report out of date
              </button>
            ))}
        </div>
      </div>
      {isReporting && !hasReported && !isOwner && (
        <OutdatedReportForm
          isPending={report.isPending}
          onCancel={closeForm}
          onSubmit={async (reason) => {
            const result = await report.mutateAsync({ id: snippet._id, reason });
            notify.success(result.message);
            closeForm();
          }}
        />
      )}
      <OutdatedReports verification={verification} />
    </section>
  );
}
