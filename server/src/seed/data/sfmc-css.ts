import type { SeedSnippet } from './types.js';

export const sfmcCssSnippets: SeedSnippet[] = [
  {
    title: 'Mobile Utility Classes for Responsive Emails',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'css',
    authorIndex: 4,
    tags: ['responsive', 'media-queries', 'utility-classes'],
    description:
      'A small set of mobile overrides to drop into the head of an email: full-width stacking, centered text, hidden elements and fluid images. Use !important so they beat inline styles; Gmail supports these in its apps when the style block is under 16 KB and valid.',
    code: `@media screen and (max-width: 600px) {
  .container {
    width: 100% !important;
    max-width: 100% !important;
  }

  .stack-column,
  .stack-column-center {
    display: block !important;
    width: 100% !important;
    max-width: 100% !important;
    direction: ltr !important;
  }

  .stack-column-center {
    text-align: center !important;
  }

  .fluid-img {
    width: 100% !important;
    max-width: 100% !important;
    height: auto !important;
  }

  .mobile-padding {
    padding-left: 16px !important;
    padding-right: 16px !important;
  }

  .mobile-hide {
    display: none !important;
    max-height: 0 !important;
    overflow: hidden !important;
  }

  .mobile-h1 {
    font-size: 26px !important;
    line-height: 32px !important;
  }
}
`,
  },
  {
    title: 'Dark Mode Overrides for Apple Mail and Outlook.com',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'css',
    authorIndex: 0,
    tags: ['dark-mode', 'prefers-color-scheme', 'outlook-com'],
    description:
      'Apple Mail and Outlook on macOS honor prefers-color-scheme; Outlook.com and the Outlook apps rewrite colors and prefix classes with data-ogsc (text) and data-ogsb (background), so the same rules are repeated for those selectors. Also swap dark logos for light ones.',
    code: `:root {
  color-scheme: light dark;
  supported-color-schemes: light dark;
}

@media (prefers-color-scheme: dark) {
  .dm-bg { background-color: #1e1e1e !important; }
  .dm-card { background-color: #2a2a2a !important; }
  .dm-text { color: #f2f2f2 !important; }
  .dm-muted { color: #b3b3b3 !important; }
  .dm-link { color: #7fb8ff !important; }

  /* Logo swap: both images are in the HTML, the dark one hidden by default */
  .logo-light { display: none !important; }
  .logo-dark { display: block !important; max-height: none !important; }
}

/* Outlook.com / Outlook apps dark mode */
[data-ogsb] .dm-bg { background-color: #1e1e1e !important; }
[data-ogsb] .dm-card { background-color: #2a2a2a !important; }
[data-ogsc] .dm-text { color: #f2f2f2 !important; }
[data-ogsc] .dm-muted { color: #b3b3b3 !important; }
[data-ogsc] .dm-link { color: #7fb8ff !important; }
[data-ogsc] .logo-light { display: none !important; }
[data-ogsc] .logo-dark { display: block !important; max-height: none !important; }
`,
  },
  {
    title: 'CloudPages Form Styles with Focus and Error States',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'css',
    authorIndex: 3,
    tags: ['cloudpages', 'forms', 'accessibility', 'css-variables'],
    description:
      'Clean, accessible styling for CloudPage forms built with CSS custom properties so each brand only changes a few variables. Includes visible focus rings, an error state driven by aria-invalid and a reduced-motion guard.',
    code: `:root {
  --cs-brand: #0b5cab;
  --cs-text: #1f2933;
  --cs-border: #c9d1d9;
  --cs-error: #c23934;
  --cs-radius: 6px;
}

.cs-form {
  max-width: 480px;
  margin: 0 auto;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
  color: var(--cs-text);
}

.cs-field { margin-bottom: 1rem; border: 0; padding: 0; }
.cs-field label { display: block; font-weight: 600; margin-bottom: 0.35rem; }

.cs-field input[type="text"],
.cs-field input[type="email"],
.cs-field select {
  width: 100%;
  box-sizing: border-box;
  padding: 0.65rem 0.75rem;
  border: 1px solid var(--cs-border);
  border-radius: var(--cs-radius);
  font-size: 1rem;
  transition: border-color 0.15s ease, box-shadow 0.15s ease;
}

.cs-field input:focus-visible,
.cs-field select:focus-visible {
  outline: none;
  border-color: var(--cs-brand);
  box-shadow: 0 0 0 3px rgba(11, 92, 171, 0.25);
}

.cs-field input[aria-invalid="true"] { border-color: var(--cs-error); }
.cs-field .cs-error-text { color: var(--cs-error); font-size: 0.875rem; }

.cs-button {
  background: var(--cs-brand);
  color: #fff;
  border: 0;
  border-radius: var(--cs-radius);
  padding: 0.75rem 1.5rem;
  font-size: 1rem;
  cursor: pointer;
}
.cs-button:hover { filter: brightness(1.1); }

@media (prefers-reduced-motion: reduce) {
  .cs-field input, .cs-field select { transition: none; }
}
`,
  },
  {
    title: 'Email Client Reset Styles for Gmail, Outlook and iOS',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'css',
    authorIndex: 2,
    tags: ['reset', 'outlook', 'gmail', 'ios'],
    description:
      'The reset block most email developers carry around: removes spacing Outlook adds around tables, stops iOS and Windows Phone from resizing text, fixes blue auto-links and removes gaps under images. Keep it in the head; inline the rest.',
    code: `/* Prevent text resizing on mobile */
body, table, td, a {
  -webkit-text-size-adjust: 100%;
  -ms-text-size-adjust: 100%;
}

/* Remove spacing between tables in Outlook */
table, td {
  mso-table-lspace: 0pt;
  mso-table-rspace: 0pt;
  border-collapse: collapse;
}

/* Better image rendering in IE-based Outlook and no gaps below images */
img {
  -ms-interpolation-mode: bicubic;
  border: 0;
  height: auto;
  line-height: 100%;
  outline: none;
  text-decoration: none;
  display: block;
}

/* iOS blue links */
a[x-apple-data-detectors] {
  color: inherit !important;
  text-decoration: none !important;
  font-size: inherit !important;
  font-family: inherit !important;
  font-weight: inherit !important;
  line-height: inherit !important;
}

/* Gmail blue links on auto-detected content */
u + #body a {
  color: inherit;
  text-decoration: none;
  font-size: inherit;
  font-family: inherit;
  font-weight: inherit;
  line-height: inherit;
}

/* Samsung Mail */
#MessageViewBody a {
  color: inherit;
  text-decoration: none;
}

body {
  margin: 0 !important;
  padding: 0 !important;
  width: 100% !important;
}
`,
  },
  {
    title: 'Progressive Hover Effects for Email Buttons',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'css',
    authorIndex: 6,
    tags: ['interactive', 'hover', 'buttons', 'progressive-enhancement'],
    description:
      'Hover states work in Apple Mail, Outlook for Mac and most webmail, and are simply ignored elsewhere, so they are a safe enhancement. Target the anchor inside the button cell and keep the base styles inline for clients without style block support.',
    code: `/* Button markup: <td class="btn-cell"><a class="btn" href="...">Shop now</a></td> */
.btn {
  transition: background-color 0.2s ease, color 0.2s ease, box-shadow 0.2s ease;
}

.btn:hover,
.btn:focus {
  background-color: #084a8a !important;
  box-shadow: 0 4px 10px rgba(8, 74, 138, 0.35) !important;
}

.btn-outline:hover,
.btn-outline:focus {
  background-color: #0b5cab !important;
  color: #ffffff !important;
}

/* Product card image zoom on hover */
.card-img-wrap {
  overflow: hidden;
}
.card-img-wrap img {
  transition: transform 0.3s ease;
}
.card-img-wrap:hover img {
  transform: scale(1.04);
}

/* Never animate for users who prefer less motion */
@media (prefers-reduced-motion: reduce) {
  .btn,
  .card-img-wrap img {
    transition: none !important;
  }
}
`,
  },
];
