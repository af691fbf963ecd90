import { ExternalLink, Menu, Plus, Search, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { MOBILE_MENU_BREAKPOINT_PX } from '@cloud-snippets/contract';
import { buttonClasses } from '../../components/ui/button';
import { Dropdown, dropdownItemClasses } from '../../components/ui/dropdown';
import { EXTERNAL_RESOURCES, paths } from '../../config/paths';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useSession } from '../../features/auth/hooks/use-session';
import { Brand } from './brand';
import { BROWSE_LINKS } from './nav-links';
import { NotificationsLink } from './notifications-link';
import { ThemeMenu } from './theme-menu';
import { session } from '../../lib/session';

// The search overlay loads when the Search button is first pressed (or pointed at): most visits never open it.
const loadQuickSearch = () => import('./quick-search');
const QuickSearchDialog = lazy(() =>
  loadQuickSearch().then((module) => ({ default: module.QuickSearchDialog })),
);

// The mobile menu is a chunk of its own: wide screens never open it, and a narrow one fetches it once the page is
// there (or when its button is pressed), not among the scripts a page needs before it can show.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

// Members only, like the bell: a visitor's page never downloads the account menu (the server renders every page as
// a visitor sees it, so the menu is never hydrated). A member's page starts loading it with the shell.
const loadUserMenu = () => import('./user-menu');
if (typeof window !== 'undefined' && session.token()) loadUserMenu().catch(() => undefined);
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));

const MOBILE_MENU_ID = 'mobile-menu';
export const WIDE_SCREEN_QUERY = `(min-width: ${MOBILE_MENU_BREAKPOINT_PX}px)`;

/** The navigation bar of SPEC §2. */
export function Navbar() {
  const { user } = useSession();
  const logout = useLogout();
  const location = useLocation();
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  // Mounted from the first opening on, so the overlay keeps its text between openings.
  const [hasOpenedSearch, setHasOpenedSearch] = useState(false);
  // The menu remembers the page it was opened on, so any route change closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenAt === location.key;
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const media = window.matchMedia(WIDE_SCREEN_QUERY);
    if (!media.matches) void loadMobileMenu();
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setMenuOpenAt(null);
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  /** Escape on the menu button or inside the menu closes it, and the focus goes back to the button. */
  function closeMenuOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !isMenuOpen) return;
    event.preventDefault();
    setMenuOpenAt(null);
    menuButton.current?.focus();
  }

  function onLogout() {
    setMenuOpenAt(null);
    void logout();
  }

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Brand />
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
          <Dropdown label="Browse Snippets" testId="browse-menu-button">
            <ul>
              {BROWSE_LINKS.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={dropdownItemClasses}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </Dropdown>
          <div className="hidden lg:block">
            <Dropdown label="Resources" testId="resources-menu-button">
              <ul>
                {EXTERNAL_RESOURCES.map((resource) => (
                  <li key={resource.label}>
                    <a
                      href={resource.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={dropdownItemClasses}
                    >
                      {resource.label}
                      <ExternalLink aria-hidden="true" className="ml-auto size-3.5 text-slate-500" />
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
                <li className="mt-1 border-t border-slate-100 pt-1">
                  <Link to={paths.community.getHref()} className={dropdownItemClasses}>
                    Community
                  </Link>
                </li>
              </ul>
            </Dropdown>
          </div>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <button
            type="button"
            data-testid="search-button"
            onClick={() => {
              setHasOpenedSearch(true);
              setIsSearchOpen(true);
            }}
            onPointerEnter={() => void loadQuickSearch()}
            className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 text-sm text-slate-600 transition-colors hover:border-slate-300 hover:bg-white hover:text-slate-900 sm:min-w-36"
          >
            <Search aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">Search</span>
          </button>
          <div className="hidden md:block">
            <ThemeMenu />
          </div>
          {user ? (
            <>
              <Link
                to={paths.snippets.create.getHref()}
                className={buttonClasses('primary', 'md', 'max-md:hidden')}
              >
                <Plus aria-hidden="true" className="size-4" />
                Create Snippet
              </Link>
              <NotificationsLink />
              <div className="hidden md:block">
                <Suspense fallback={<span className="block h-10 w-32" />}>
                  <UserMenu user={user} onLogout={onLogout} />
                </Suspense>
              </div>
            </>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Link to={paths.login.getHref()} className={buttonClasses('ghost', 'md')}>
                Log In
              </Link>
              <Link to={paths.register.getHref()} className={buttonClasses('primary', 'md')}>
                Register
              </Link>
            </div>
          )}
          <button
            ref={menuButton}
            type="button"
            data-testid="mobile-menu-toggle"
            aria-expanded={isMenuOpen}
            aria-controls={isMenuOpen ? MOBILE_MENU_ID : undefined}
            onPointerDown={() => void loadMobileMenu()}
            onClick={() => setMenuOpenAt(isMenuOpen ? null : location.key)}
            onKeyDown={closeMenuOnEscape}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
          >
            {isMenuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>
      {isMenuOpen && (
        <Suspense fallback={null}>
          <MobileMenu id={MOBILE_MENU_ID} user={user} onLogout={onLogout} onKeyDown={closeMenuOnEscape} />
        </Suspense>
      )}
      {hasOpenedSearch && (
        <Suspense fallback={null}>
          <QuickSearchDialog open={isSearchOpen} onClose={() => setIsSearchOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
