import type { ReactNode } from 'react';
import { PAGE_LOADING } from '@cloud-snippets/contract';
import { THEME_COLORS } from '../lib/theme/theme-colors';
import headScriptUrl from './head-script.js?url&no-inline';
import { SiteUrlContext } from './site-url';

/** The built files a page needs: the stylesheets, the module that starts the app and the modules it imports. */
export interface PageAssets {
  styles: string[];
  /** Fonts to fetch beside the stylesheets (the first paint's text). */
  fonts: string[];
  /** Null without a build (tests render the sources): the page is then HTML and CSS only. */
  entry: string | null;
  modulePreloads: string[];
}

/**
 * The whole HTML document of a server-rendered page. The browser hydrates the same tree (decision 032), so what is
 * here must not depend on anything but its props: the payload is the serialised state the page was rendered with.
 */
export function Document({
  assets,
  siteUrl,
  payload,
  children,
}: {
  assets: PageAssets;
  siteUrl: string;
  /** JSON, already made safe to sit inside a <script> element. */
  payload: string;
  children: ReactNode;
}) {
  return (
    // The head script adds the theme's class to <html> before React hydrates it (decision 026).
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLORS.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {/* A precedence makes React write the stylesheets first in <head>, ahead of anything it hoists. */}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {assets.fonts.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
        ))}
        {/*
          The theme before the first paint, then the app's modules after it (head-script.js): the page is readable
          before any of its scripts runs (decision 032).
        */}
        <script
          src={headScriptUrl}
          data-entry={assets.entry ?? undefined}
          data-modules={assets.modulePreloads.join(' ') || undefined}
          data-still-loading={PAGE_LOADING.stillLoading}
        />
      </head>
      <body>
        <div id="root">
          <SiteUrlContext value={siteUrl}>{children}</SiteUrlContext>
        </div>
        <script
          id={PAYLOAD_ELEMENT_ID}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: payload }}
        />
      </body>
    </html>
  );
}

export const PAYLOAD_ELEMENT_ID = 'page-state';
