import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { CAPTCHA_PAGES } from '../../config/paths';
import { useSession, useStartupSessionCheck } from '../../features/auth/hooks/use-session';
import { FALLBACK_CONFIG, publicConfigQueryOptions } from '../../lib/public-config';
import { moduleLoads } from '../route-modules';
import { useUncaughtErrorMessages } from '../uncaught-errors';
import { Navbar } from './navbar';
import { useScrollRestoration } from '../../lib/scroll-restoration';
import { latePart } from '../../lib/late-part';

/**
 * Only a guest on a page with bot protection needs the notice, and only a signed-in member whose address is
 * unconfirmed the banner (decision 051): chunks of their own, out of every page's first load (decision 027). A notice
 * the server rendered stays on screen while its chunk loads.
 */
const CaptchaBadge = lazy(() =>
  import('./captcha-badge').then((module) => ({ default: module.CaptchaBadge })),
);
const UnverifiedBanner = lazy(() => import('../../features/account/components/unverified-banner'));
/** The footer: links, which work as links before its chunk has arrived; hydrated after the page (lib/late-part.tsx). */
const Footer = latePart(async () => (await import('./footer')).Footer).Component;

/** Skip link, navigation bar, the page, footer; the loading overlay and the bot-protection notice. */
export function RootLayout() {
  useUncaughtErrorMessages();
  useScrollRestoration();
  const isLoadingPage = useSyncExternalStore(moduleLoads.subscribe, moduleLoads.isLoading, () => false);
  const location = useLocation();
  const isCheckingSession = useStartupSessionCheck();
  const { isAuthenticated, user } = useSession();
  const { data: config = FALLBACK_CONFIG } = useQuery(publicConfigQueryOptions());
  const showCaptchaBadge =
    config.captcha.provider === 'recaptcha' && !isAuthenticated && CAPTCHA_PAGES.includes(location.pathname);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-[70] rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <Navbar />
      {user?.emailVerified === false && (
        <Suspense>
          <UnverifiedBanner email={user.email} />
        </Suspense>
      )}
      {/*
        At least a screen tall below the 4 rem navigation bar: the footer starts under the fold, so it never jumps
        in sight while a page grows as its data, code and comments arrive.
      */}
      <main
        id="main-content"
        tabIndex={-1}
        className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col focus:outline-none"
      >
        <Outlet />
        {showCaptchaBadge && (
          <Suspense>
            <CaptchaBadge />
          </Suspense>
        )}
      </main>
      <Footer />
      {(isLoadingPage || isCheckingSession) && <LoadingOverlay />}
    </div>
  );
}
