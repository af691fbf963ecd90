import { Bookmark, Code2, LogOut, Shield, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { isModerator, type SelfUser } from '@cloud-snippets/contract';
import { Avatar } from '../../components/ui/avatar';
import { Dropdown, dropdownItemClasses } from '../../components/ui/dropdown';
import { paths } from '../../config/paths';

/**
 * Links of the signed-in member (SPEC §2): My Profile, My Snippets (browse by own username), Saved Snippets; and
 * the moderation queue for moderators and admins (decision 053).
 */
export function memberLinks(user: SelfUser) {
  return [
    { label: 'My Profile', to: paths.profile.getHref(), icon: UserRound },
    { label: 'My Snippets', to: paths.snippets.browse.getHref({ author: user.username }), icon: Code2 },
    { label: 'Saved Snippets', to: paths.savedSnippets.getHref(), icon: Bookmark },
    ...(isModerator(user) ? [{ label: 'Moderation', to: paths.admin.reports.getHref(), icon: Shield }] : []),
  ];
}

export function UserMenu({ user, onLogout }: { user: SelfUser; onLogout: () => void }) {
  return (
    <Dropdown
      align="end"
      testId="user-menu-button"
      buttonClassName="pl-1.5"
      label={
        <>
          <Avatar src={user.avatar} name={user.username} size={28} className="size-7 text-xs" />
          <span className="max-w-32 truncate">{user.username}</span>
        </>
      }
    >
      <div className="border-b border-slate-100 px-3 pt-2 pb-2.5">
        <p className="text-xs text-slate-600">Signed in as</p>
        <p className="truncate text-sm font-semibold text-slate-900" data-testid="user-menu-email">
          {user.email}
        </p>
      </div>
      <ul className="py-1">
        {memberLinks(user).map(({ label, to, icon: Icon }) => (
          <li key={label}>
            <Link to={to} className={dropdownItemClasses}>
              <Icon aria-hidden="true" className="size-4 text-slate-500" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="border-t border-slate-100 pt-1">
        <button type="button" onClick={onLogout} className={dropdownItemClasses}>
          <LogOut aria-hidden="true" className="size-4 text-slate-500" />
          Logout
        </button>
      </div>
    </Dropdown>
  );
}
