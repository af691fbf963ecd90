import { ExternalLink, LogOut, Plus } from 'lucide-react';
import type { KeyboardEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import type { SelfUser } from '@cloud-snippets/contract';
import { Avatar } from '../../components/ui/avatar';
import { buttonClasses } from '../../components/ui/button';
import { EXTERNAL_RESOURCES, paths } from '../../config/paths';
import { useThemePreference } from '../../lib/theme/use-theme';
import { BROWSE_LINKS } from './nav-links';
import { NotificationsLink } from './notifications-link';
import { ThemeChoices } from './theme-choices';
import { memberLinks } from './user-menu';

const itemClass =
  'flex items-center gap-2 rounded-lg px-3 py-2.5 text-[15px] font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{children}</h2>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="py-3">
      <SectionTitle>{title}</SectionTitle>
      <ul>{children}</ul>
    </div>
  );
}

/** The mobile menu (below 768 px) mirrors the navigation bar; `onKeyDown` hears the keys pressed inside it. */
export function MobileMenu({
  id,
  user,
  onLogout,
  onKeyDown,
}: {
  id: string;
  user: SelfUser | null;
  onLogout: () => void;
  onKeyDown?: KeyboardEventHandler;
}) {
  const themePreference = useThemePreference();
  return (
    <nav
      id={id}
      aria-label="Mobile"
      data-testid="mobile-menu"
      onKeyDown={onKeyDown}
      className="border-t border-slate-200 bg-white md:hidden"
    >
      <div className="mx-auto max-h-[calc(100dvh-4rem)] max-w-7xl divide-y divide-slate-100 overflow-y-auto px-4 pb-4">
        <Section title="Browse Snippets">
          {BROWSE_LINKS.map((link) => (
            <li key={link.label}>
              <Link to={link.to} className={itemClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </Section>
        <Section title="Resources">
          {EXTERNAL_RESOURCES.map((resource) => (
            <li key={resource.label}>
              <a href={resource.href} target="_blank" rel="noopener noreferrer" className={itemClass}>
                {resource.label}
                <ExternalLink aria-hidden="true" className="size-3.5 text-slate-500" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
          <li>
            <Link to={paths.community.getHref()} className={itemClass}>
              Community
            </Link>
          </li>
        </Section>
        <div className="py-3">
          <SectionTitle>Theme</SectionTitle>
          <div className="px-3 pt-1">
            <ThemeChoices preference={themePreference} variant="segmented" />
          </div>
        </div>
        {user ? (
          <div className="space-y-3 pt-4">
            <Link to={paths.snippets.create.getHref()} className={buttonClasses('primary', 'lg', 'w-full')}>
              <Plus aria-hidden="true" className="size-5" />
              Create Snippet
            </Link>
            <div className="flex items-center gap-3 px-3 pt-2">
              <Avatar src={user.avatar} name={user.username} size={36} className="size-9 text-sm" />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-slate-900">{user.username}</p>
                <p className="truncate text-sm text-slate-600" data-testid="mobile-menu-email">
                  {user.email}
                </p>
              </div>
            </div>
            <ul>
              <li>
                <NotificationsLink variant="menu" className={itemClass} />
              </li>
              {memberLinks(user).map(({ label, to, icon: Icon }) => (
                <li key={label}>
                  <Link to={to} className={itemClass}>
                    <Icon aria-hidden="true" className="size-4 text-slate-500" />
                    {label}
                  </Link>
                </li>
              ))}
              <li>
                <button type="button" onClick={onLogout} className={`${itemClass} w-full`}>
                  <LogOut aria-hidden="true" className="size-4 text-slate-500" />
                  Logout
                </button>
              </li>
            </ul>
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-3 pt-4">
            <Link to={paths.login.getHref()} className={buttonClasses('secondary', 'lg')}>
              Log In
            </Link>
            <Link to={paths.register.getHref()} className={buttonClasses('primary', 'lg')}>
              Register
            </Link>
          </div>
        )}
      </div>
    </nav>
  );
}
