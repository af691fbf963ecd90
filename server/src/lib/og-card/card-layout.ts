import { SNIPPET_CARD_IMAGE } from '@cloud-snippets/contract';
import { createElement, type JSXElement, type JSXNode } from 'satori/jsx';
import { drawableText } from './drawable-text.js';
import { CARD_BOLD, CARD_FONT_FAMILY, CARD_REGULAR } from './fonts.js';

/** What a card shows, in words (labels, not stored values). */
export interface CardContent {
  title: string;
  /** The language's value ('ampscript'), which picks the badge colour. */
  language: string;
  languageLabel: string;
  platformLabel: string;
  authorName: string;
  /** The author's photo as a PNG data URI, or null for a circle with their initial. */
  avatarDataUri: string | null;
}

/** The avatar's side on the card; the photo is rasterised at twice this. */
export const CARD_AVATAR_SIZE = 80;

/** The brand blues of web/src/styles.css (600 is the brand). */
const BRAND = {
  950: '#021b3c',
  900: '#032d60',
  800: '#014486',
  600: '#0176d3',
  300: '#78b8ee',
  200: '#b0d5f6',
  100: '#d8eafb',
};

/** Badge colours: the hues of the web app's language badges, light enough for dark text at any size. */
const LANGUAGE_COLOURS: Record<string, string> = {
  ampscript: '#fdba74',
  ssjs: '#fde047',
  apex: '#7dd3fc',
  javascript: '#fcd34d',
  html: '#fda4af',
  sql: '#6ee7b7',
  css: '#a5b4fc',
  soql: '#5eead4',
  visualforce: '#67e8f9',
  aura: '#c4b5fd',
};
const OTHER_LANGUAGE_COLOUR = '#cbd5e1';

/** satori's element factory, typed for plain tags (its own typing cannot nest elements with different props). */
const h = (type: string, props: object, ...children: JSXNode[]) =>
  createElement(type, props, ...children) as JSXElement;

/** Shorter titles get larger type; the contract's longest (120 characters) fits three lines at the smallest. */
function titleFontSize(title: string): number {
  const length = Array.from(title).length;
  if (length <= 30) return 84;
  if (length <= 54) return 72;
  if (length <= 80) return 60;
  return 52;
}

/** The site's mark (web/public/favicon.svg). */
function brandMark(size: number): JSXElement {
  return h(
    'svg',
    { width: size, height: size, viewBox: '0 0 32 32' },
    h('rect', { width: 32, height: 32, rx: 8, fill: BRAND[600] }),
    h('path', {
      d: 'M10.5 22.5h11.2a4.3 4.3 0 0 0 .6-8.56 5.8 5.8 0 0 0-11.1-1.3A4.95 4.95 0 0 0 10.5 22.5Z',
      fill: '#fff',
    }),
    h('path', {
      d: 'm14.2 15.2-2.3 2.3 2.3 2.3M17.8 15.2l2.3 2.3-2.3 2.3',
      fill: 'none',
      stroke: BRAND[600],
      strokeWidth: 1.6,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    }),
  );
}

function avatar(photo: string | null, name: string): JSXElement {
  const circle = {
    width: CARD_AVATAR_SIZE,
    height: CARD_AVATAR_SIZE,
    borderRadius: CARD_AVATAR_SIZE / 2,
    border: `3px solid ${BRAND[200]}`,
    boxSizing: 'border-box',
  };
  if (photo)
    return h('img', { src: photo, width: CARD_AVATAR_SIZE, height: CARD_AVATAR_SIZE, style: circle });
  return h(
    'div',
    {
      style: {
        ...circle,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: BRAND[600],
        fontSize: 38,
        fontWeight: CARD_BOLD,
      },
    },
    Array.from(name)[0]?.toUpperCase() ?? '',
  );
}

function pill(text: string, style: object): JSXElement {
  return h('div', { style: { display: 'flex', alignItems: 'center', borderRadius: 999, ...style } }, text);
}

/**
 * The card as satori's element tree: the brand and the platform along the top, the language and the title in the
 * middle, the author at the bottom. Every text is reduced to what the fonts can draw; an untitled-looking card
 * (a title of CJK characters only) says which language it is instead.
 */
export function cardLayout(content: CardContent): JSXElement {
  const title = drawableText(content.title) || `${content.languageLabel} snippet`;
  const authorName = drawableText(content.authorName);
  return h(
    'div',
    {
      style: {
        width: SNIPPET_CARD_IMAGE.width,
        height: SNIPPET_CARD_IMAGE.height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        padding: '56px 72px 56px',
        color: '#ffffff',
        fontFamily: CARD_FONT_FAMILY,
        backgroundColor: BRAND[900],
        // Top to bottom only: every row is one colour, which PNG compresses to almost nothing (a diagonal or
        // radial gradient tripled the file).
        backgroundImage: `linear-gradient(180deg, ${BRAND[950]} 0%, ${BRAND[900]} 50%, ${BRAND[800]} 100%)`,
      },
    },
    h('div', {
      style: {
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        height: 10,
        backgroundColor: BRAND[600],
      },
    }),
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' } },
      h(
        'div',
        { style: { display: 'flex', alignItems: 'center', gap: 18 } },
        brandMark(60),
        h(
          'div',
          { style: { display: 'flex', fontSize: 38, fontWeight: CARD_BOLD, letterSpacing: -0.5 } },
          'Cloud\u00a0',
          h('span', { style: { color: BRAND[300] } }, 'Snippets'),
        ),
      ),
      pill(drawableText(content.platformLabel), {
        padding: '10px 26px',
        border: `2px solid rgba(216, 234, 251, 0.5)`,
        color: BRAND[100],
        fontSize: 28,
        fontWeight: CARD_REGULAR,
      }),
    ),
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1 } },
      h(
        'div',
        { style: { display: 'flex' } },
        pill(drawableText(content.languageLabel), {
          padding: '8px 24px',
          borderRadius: 12,
          backgroundColor: LANGUAGE_COLOURS[content.language] ?? OTHER_LANGUAGE_COLOUR,
          color: BRAND[950],
          fontSize: 30,
          fontWeight: CARD_BOLD,
        }),
      ),
      h(
        'div',
        {
          style: {
            display: 'block',
            marginTop: 26,
            fontSize: titleFontSize(title),
            fontWeight: CARD_BOLD,
            lineHeight: 1.12,
            letterSpacing: -1,
            lineClamp: 3,
            wordBreak: 'break-word',
          },
        },
        title,
      ),
    ),
    h(
      'div',
      {
        style: {
          display: 'flex',
          alignItems: 'center',
          gap: 22,
          paddingTop: 30,
          borderTop: '2px solid rgba(216, 234, 251, 0.18)',
        },
      },
      avatar(content.avatarDataUri, authorName),
      h(
        'div',
        { style: { display: 'flex', flexDirection: 'column' } },
        h('div', { style: { fontSize: 24, fontWeight: CARD_REGULAR, color: BRAND[200] } }, 'Shared by'),
        h(
          'div',
          { style: { display: 'block', fontSize: 36, fontWeight: CARD_BOLD, lineClamp: 1 } },
          authorName,
        ),
      ),
    ),
  );
}
