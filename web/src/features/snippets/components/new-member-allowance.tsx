import { Clock } from 'lucide-react';
import { NEW_MEMBER_MESSAGES, type NewMemberAllowance } from '@cloud-snippets/contract';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Above the editor, for a new member: how many snippets are left today and what lifts the limit, before a word is
 * typed. With none left it stands instead of the form (see CreateSnippet), so nobody fills it in to be refused.
 */
export function NewMemberAllowanceNotice({ allowance }: { allowance: NewMemberAllowance }) {
  const isOut = allowance.left === 0;
  return (
    <section
      aria-label="New member limit"
      role={isOut ? 'alert' : 'status'}
      data-testid="new-member-allowance"
      className={
        isOut
          ? 'mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900'
          : 'mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950'
      }
    >
      <p className="flex items-start gap-2.5">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {isOut
            ? NEW_MEMBER_MESSAGES.none(allowance.max, when(allowance.nextAt ?? new Date().toISOString()))
            : NEW_MEMBER_MESSAGES.left(allowance.left, allowance.max)}{' '}
          {allowance.liftsAt && NEW_MEMBER_MESSAGES.liftsAt(when(allowance.liftsAt))}
        </span>
      </p>
      {isOut && (
        <ButtonLink to={paths.profile.getHref()} variant="secondary" className="mt-3">
          Confirm your address
        </ButtonLink>
      )}
    </section>
  );
}
