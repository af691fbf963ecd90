import { Link } from 'react-router';
import { MODERATION_MESSAGES, UNHIDE_REASON, type HiddenItems } from '@cloud-snippets/contract';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useHiddenItems } from '../api/suspensions';
import { useModerationAction } from '../api/take-moderation-action';
import { staffTime } from '../utils/staff-time';
import { MODERATION_LIST_ROW, ModerationListScreen } from './moderation-list-screen';

const KIND_LABEL = {
  snippet: 'Snippet',
  comment: 'Comment',
  profile: 'Profile',
  collection: 'Collection',
} as const;

const hrefOf = (item: HiddenItems['items'][number]) =>
  item.targetKind === 'profile'
    ? paths.publicProfile.getHref(item.address)
    : item.targetKind === 'collection'
      ? item.address
      : paths.snippets.details.getHref({ _id: item.address, slug: item.address });

/** /admin/hidden (moderators): what is hidden now, newest first, each with Unhide (the restore action). */
export function HiddenItemsList() {
  const query = useHiddenItems();
  const action = useModerationAction();
  const items = query.data?.items ?? [];
  return (
    <ModerationListScreen
      title="Hidden items"
      intro="What moderators or reports hid, the latest first."
      query={query}
      loadingLabel="Loading hidden items…"
      empty={items.length === 0 ? <p className="text-slate-600">Nothing is hidden.</p> : null}
    >
      {items.map((item) => (
        <li
          key={`${item.targetKind}-${item.targetId}`}
          data-testid="hidden-item"
          className={MODERATION_LIST_ROW}
        >
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {KIND_LABEL[item.targetKind]}
            </p>
            <Link to={hrefOf(item)} className="font-semibold break-words text-brand-700 hover:underline">
              {item.label}
            </Link>
            <p className="text-sm text-slate-600">Hidden {staffTime.dateTime(item.hiddenAt)}</p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            disabled={action.isPending}
            onClick={() =>
              action.mutate(
                {
                  targetKind: item.targetKind,
                  targetId: item.targetId,
                  action: 'restore',
                  reason: UNHIDE_REASON,
                },
                {
                  onSuccess: () => notify.success(MODERATION_MESSAGES.done.restore),
                  onError: (error) => notify.error(error.message),
                },
              )
            }
          >
            Unhide
          </Button>
        </li>
      ))}
    </ModerationListScreen>
  );
}
