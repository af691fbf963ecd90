import type { SeedSnippet } from './types.js';

export const sfmcEmailHtmlSnippets: SeedSnippet[] = [
  {
    title: 'Bulletproof CTA Button with VML Fallback for Outlook',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'html',
    authorIndex: 4,
    tags: ['bulletproof-button', 'outlook', 'vml', 'cta'],
    description:
      'Desktop Outlook ignores padding on links, so a plain styled anchor shrinks to the text. This button uses a VML roundrect for Outlook on Windows and a padded anchor for everything else; keep the width, height and colors in sync between the two.',
    code: `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center">
  <tr>
    <td align="center">
      <!--[if mso]>
      <v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" xmlns:w="urn:schemas-microsoft-com:office:word"
        href="%%=RedirectTo(@ctaUrl)=%%" style="height:48px;v-text-anchor:middle;width:240px;"
        arcsize="12%" strokecolor="#0b5cab" fillcolor="#0b5cab">
        <w:anchorlock/>
        <center style="color:#ffffff;font-family:Arial,sans-serif;font-size:16px;font-weight:bold;">
          Shop the sale
        </center>
      </v:roundrect>
      <![endif]-->
      <!--[if !mso]><!-->
      <a href="%%=RedirectTo(@ctaUrl)=%%" alias="cta_primary"
         style="background-color:#0b5cab;border-radius:6px;color:#ffffff;display:inline-block;
                font-family:Arial,sans-serif;font-size:16px;font-weight:bold;line-height:48px;
                text-align:center;text-decoration:none;width:240px;-webkit-text-size-adjust:none;">
        Shop the sale
      </a>
      <!--<![endif]-->
    </td>
  </tr>
</table>
`,
  },
  {
    title: 'Responsive Two-Column Layout with MSO Ghost Tables',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'html',
    authorIndex: 4,
    tags: ['responsive', 'hybrid', 'mso', 'layout'],
    description:
      'Hybrid (spongy) layout: inline-block divs stack on narrow screens without media queries, while conditional ghost tables keep columns side by side in Outlook, which does not support max-width or inline-block. Works in Gmail apps that strip style blocks.',
    code: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
  <tr>
    <td align="center" style="font-size:0;padding:0 10px;">
      <!--[if mso]>
      <table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr>
      <td width="300" valign="top">
      <![endif]-->
      <div style="display:inline-block;width:100%;max-width:300px;vertical-align:top;">
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
          <tr>
            <td style="padding:10px;font-family:Arial,sans-serif;font-size:14px;line-height:20px;">
              <img src="https://image.example.com/lib/left.jpg" width="280" alt="Left product"
                   style="display:block;width:100%;max-width:280px;height:auto;">
              <p style="margin:10px 0 0;">Left column copy goes here.</p>
            </td>
          </tr>
        </table>
      </div>
      <!--[if mso]>
      </td><td width="300" valign="top">
      <![endif]-->
      <div style="display:inline-block;width:100%;max-width:300px;vertical-align:top;">
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
          <tr>
            <td style="padding:10px;font-family:Arial,sans-serif;font-size:14px;line-height:20px;">
              <img src="https://image.example.com/lib/right.jpg" width="280" alt="Right product"
                   style="display:block;width:100%;max-width:280px;height:auto;">
              <p style="margin:10px 0 0;">Right column copy goes here.</p>
            </td>
          </tr>
        </table>
      </div>
      <!--[if mso]>
      </td></tr></table>
      <![endif]-->
    </td>
  </tr>
</table>
`,
  },
  {
    title: 'Email Head Boilerplate with Dark Mode Meta Tags',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'html',
    authorIndex: 0,
    tags: ['boilerplate', 'dark-mode', 'meta', 'head'],
    description:
      'A head section that opts in to dark mode support in Apple Mail and Outlook.com via color-scheme meta tags, fixes Outlook DPI scaling with the OfficeDocumentSettings block and disables iOS auto-linking. Paste it into an HTML paste email or a custom template.',
    code: `<!DOCTYPE html>
<html lang="en" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml"
      xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="x-apple-disable-message-reformatting">
  <meta name="format-detection" content="telephone=no, date=no, address=no, email=no, url=no">
  <meta name="color-scheme" content="light dark">
  <meta name="supported-color-schemes" content="light dark">
  <title>%%=v(@subjectLine)=%%</title>
  <!--[if mso]>
  <noscript>
    <xml>
      <o:OfficeDocumentSettings>
        <o:AllowPNG/>
        <o:PixelsPerInch>96</o:PixelsPerInch>
      </o:OfficeDocumentSettings>
    </xml>
  </noscript>
  <style>
    table, td, div, h1, p { font-family: Arial, sans-serif; }
  </style>
  <![endif]-->
  <style>
    :root { color-scheme: light dark; supported-color-schemes: light dark; }
    body { margin: 0; padding: 0; word-spacing: normal; }
    a[x-apple-data-detectors] { color: inherit !important; text-decoration: none !important; }
    @media (prefers-color-scheme: dark) {
      .bg-body { background-color: #121212 !important; }
      .text-main { color: #f1f1f1 !important; }
    }
  </style>
</head>
<body class="bg-body" style="margin:0;padding:0;background-color:#f4f4f4;">
  <div role="article" aria-roledescription="email" lang="en" style="text-size-adjust:100%;">
    <!-- email content -->
  </div>
</body>
</html>
`,
  },
  {
    title: 'Hidden Preheader Text with Whitespace Padding',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'html',
    authorIndex: 0,
    tags: ['preheader', 'inbox-preview', 'deliverability'],
    description:
      'Inbox previews show the first text in the body, which is often "View in browser". This hidden preheader sets the preview line and pads it with zero-width non-joiners and non-breaking spaces so clients do not pull in the following body text. Place it right after the opening body tag.',
    code: `%%[
SET @preheader = AttributeValue("Preheader")
IF Empty(@preheader) THEN
  SET @preheader = "Your weekly picks are here - plus free shipping through Sunday."
ENDIF
]%%
<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0;max-width:0;
            opacity:0;overflow:hidden;mso-hide:all;">
  %%=v(@preheader)=%%
</div>
<!-- Padding: stops Gmail/iOS from appending body text after the preheader -->
<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;
            overflow:hidden;mso-hide:all;">
  &#8204;&nbsp;&#8204;&nbsp;&#8204;&nbsp;&#8204;&nbsp;&#8204;&nbsp;&#8204;&nbsp;&#8204;&nbsp;&#8204;&nbsp;
  &#8204;&nbsp;&#8204;&nbsp;&#8204;&nbsp;&#8204;&nbsp;&#8204;&nbsp;&#8204;&nbsp;&#8204;&nbsp;&#8204;&nbsp;
  &#8204;&nbsp;&#8204;&nbsp;&#8204;&nbsp;&#8204;&nbsp;&#8204;&nbsp;&#8204;&nbsp;&#8204;&nbsp;&#8204;&nbsp;
</div>
`,
  },
  {
    title: 'CAN-SPAM Compliant Footer with Marketing Cloud Personalization Strings',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'html',
    authorIndex: 2,
    tags: ['footer', 'compliance', 'unsubscribe', 'personalization-strings'],
    description:
      "Commercial sends must include a working unsubscribe link and the sender's physical address. Marketing Cloud fills the profile center, unsubscribe and account address strings at send time; the send fails validation if no unsubscribe link is present.",
    code: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f4f4;">
  <tr>
    <td align="center" style="padding:24px 16px;font-family:Arial,sans-serif;font-size:12px;line-height:18px;color:#6b6b6b;">
      <p style="margin:0 0 8px;">
        You are receiving this email because %%emailaddr%% is subscribed to updates from
        %%Member_Busname%%.
      </p>
      <p style="margin:0 0 8px;">
        <a href="%%profile_center_url%%" alias="Update Profile" style="color:#6b6b6b;">Update your preferences</a>
        &nbsp;|&nbsp;
        <a href="%%unsub_center_url%%" alias="Unsubscribe" style="color:#6b6b6b;">Unsubscribe</a>
        &nbsp;|&nbsp;
        <a href="%%view_email_url%%" alias="Web Version" style="color:#6b6b6b;">View in browser</a>
      </p>
      <p style="margin:0;">
        %%Member_Busname%%<br>
        %%Member_Addr%%, %%Member_City%%, %%Member_State%% %%Member_PostalCode%%, %%Member_Country%%
      </p>
    </td>
  </tr>
</table>
<custom name="opencounter" type="tracking">
`,
  },
  {
    title: 'Full-Width Background Image Hero with VML for Outlook',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'html',
    authorIndex: 4,
    tags: ['background-image', 'vml', 'outlook', 'hero'],
    description:
      'CSS background images do not render in desktop Outlook. This hero uses a v:rect with v:fill behind the text for Outlook and a background attribute plus inline style for other clients, with a solid fallback color for image-blocked inboxes.',
    code: `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" align="center">
  <tr>
    <td background="https://image.example.com/lib/hero-bg.jpg" bgcolor="#1b2a4a" width="600" height="320"
        valign="middle"
        style="background:url('https://image.example.com/lib/hero-bg.jpg') center / cover no-repeat #1b2a4a;">
      <!--[if gte mso 9]>
      <v:rect xmlns:v="urn:schemas-microsoft-com:vml" fill="true" stroke="false" style="width:600px;height:320px;">
        <v:fill type="frame" src="https://image.example.com/lib/hero-bg.jpg" color="#1b2a4a" />
        <v:textbox inset="0,0,0,0">
      <![endif]-->
      <div>
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
          <tr>
            <td align="center" style="padding:80px 40px;font-family:Arial,sans-serif;color:#ffffff;">
              <h1 style="margin:0 0 12px;font-size:32px;line-height:38px;">Winter Collection</h1>
              <p style="margin:0;font-size:18px;line-height:26px;">Up to 40% off outerwear this week.</p>
            </td>
          </tr>
        </table>
      </div>
      <!--[if gte mso 9]>
        </v:textbox>
      </v:rect>
      <![endif]-->
    </td>
  </tr>
</table>
`,
  },
  {
    title: 'Social Icons Row That Survives Image Blocking',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'html',
    authorIndex: 7,
    tags: ['social', 'footer', 'accessibility'],
    description:
      'Each icon is a fixed-size image with meaningful alt text and a background color, so the row still reads as links when images are blocked. Set explicit width and height attributes or Outlook will render the original image size.',
    code: `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center">
  <tr>
    <td style="padding:0 6px;">
      <a href="https://www.linkedin.com/company/example" alias="social_linkedin" target="_blank">
        <img src="https://image.example.com/lib/icon-linkedin.png" width="32" height="32" alt="LinkedIn"
             style="display:block;border:0;background:#0a66c2;color:#ffffff;font:10px Arial,sans-serif;">
      </a>
    </td>
    <td style="padding:0 6px;">
      <a href="https://www.instagram.com/example" alias="social_instagram" target="_blank">
        <img src="https://image.example.com/lib/icon-instagram.png" width="32" height="32" alt="Instagram"
             style="display:block;border:0;background:#c13584;color:#ffffff;font:10px Arial,sans-serif;">
      </a>
    </td>
    <td style="padding:0 6px;">
      <a href="https://www.youtube.com/@example" alias="social_youtube" target="_blank">
        <img src="https://image.example.com/lib/icon-youtube.png" width="32" height="32" alt="YouTube"
             style="display:block;border:0;background:#ff0000;color:#ffffff;font:10px Arial,sans-serif;">
      </a>
    </td>
  </tr>
</table>
`,
  },
  {
    title: 'Accessible CloudPage Signup Form Markup',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'html',
    authorIndex: 3,
    tags: ['cloudpages', 'forms', 'accessibility', 'signup'],
    description:
      'Form markup for a CloudPages newsletter signup with proper labels, autocomplete hints, an aria-live region for messages and a honeypot field to catch simple bots. Pair it with server-side AMPscript or SSJS validation; the client-side attributes are only a convenience.',
    code: `<form id="signup" class="cs-form" method="post" action="%%=RequestParameter('PAGEURL')=%%" novalidate>
  <div class="cs-field">
    <label for="firstName">First name</label>
    <input id="firstName" name="firstName" type="text" autocomplete="given-name" maxlength="50" required>
  </div>

  <div class="cs-field">
    <label for="email">Email address</label>
    <input id="email" name="email" type="email" autocomplete="email" maxlength="254" required
           aria-describedby="email-hint">
    <small id="email-hint">We will send a confirmation link to this address.</small>
  </div>

  <fieldset class="cs-field">
    <legend>Topics</legend>
    <label><input type="checkbox" name="topics" value="product"> Product news</label>
    <label><input type="checkbox" name="topics" value="events"> Events</label>
  </fieldset>

  <!-- Honeypot: hidden from humans, bots tend to fill it -->
  <div aria-hidden="true" style="position:absolute;left:-9999px;">
    <label for="website">Website</label>
    <input id="website" name="website" type="text" tabindex="-1" autocomplete="off">
  </div>

  <input type="hidden" name="submitted" value="1">
  <button type="submit" class="cs-button">Subscribe</button>
  <p id="form-status" role="status" aria-live="polite"></p>
</form>
`,
  },
  {
    title: 'Mobile-Only and Desktop-Only Content Blocks',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'html',
    authorIndex: 4,
    tags: ['responsive', 'show-hide', 'mobile'],
    description:
      'Shows one block on desktop and another on mobile, for example a wide banner versus a stacked one. The mobile block is hidden inline (including mso-hide for Outlook) and revealed by a media query; clients that strip style blocks simply show the desktop version.',
    code: `<style>
  @media screen and (max-width: 600px) {
    .desktop-only { display: none !important; max-height: 0 !important; overflow: hidden !important; }
    .mobile-only { display: block !important; max-height: none !important; overflow: visible !important; }
  }
</style>

<!-- Desktop banner -->
<div class="desktop-only">
  <img src="https://image.example.com/lib/banner-wide.jpg" width="600" alt="Free shipping on all orders"
       style="display:block;width:100%;max-width:600px;height:auto;">
</div>

<!--[if !mso]><!-->
<!-- Mobile banner: hidden by default, Outlook never sees it -->
<div class="mobile-only" style="display:none;max-height:0;overflow:hidden;mso-hide:all;">
  <img src="https://image.example.com/lib/banner-tall.jpg" width="320" alt="Free shipping on all orders"
       style="display:block;width:100%;height:auto;">
</div>
<!--<![endif]-->
`,
  },
  {
    title: 'Preference Center CloudPage Layout Skeleton',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'html',
    authorIndex: 0,
    tags: ['cloudpages', 'preference-center', 'layout'],
    description:
      'A minimal, responsive page skeleton for a custom preference center: header, a card with the form and a footer with the legal links. Keeps the AMPscript processing block at the very top so redirects happen before any output is written.',
    code: `%%[ /* Processing (lookups, UpsertData, Redirect) goes here, before any HTML */ ]%%
<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex, nofollow">
  <title>Email Preferences | Example Co.</title>
  <link rel="stylesheet" href="%%=CloudPagesURL(2001)=%%">
</head>
<body>
  <header class="pc-header">
    <img src="https://image.example.com/lib/logo.svg" alt="Example Co." height="32">
  </header>

  <main class="pc-main">
    <section class="pc-card">
      <h1>Email preferences</h1>
      <p>Signed in as <strong>%%=v(@email)=%%</strong></p>
      %%=ContentBlockByKey("pc-form")=%%
    </section>

    <section class="pc-card pc-danger">
      <h2>Unsubscribe from everything</h2>
      <form method="post">
        <input type="hidden" name="action" value="unsub_all">
        <button type="submit" class="pc-button pc-button--danger">Unsubscribe from all emails</button>
      </form>
    </section>
  </main>

  <footer class="pc-footer">
    <a href="https://www.example.com/privacy">Privacy policy</a> &middot;
    <a href="https://www.example.com/contact">Contact us</a>
  </footer>
</body>
</html>
`,
  },
];
