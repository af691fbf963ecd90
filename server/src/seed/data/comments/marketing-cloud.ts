import type { SeedComment } from '../types.js';

/** Threads on the SSJS, SQL, email and API snippets. */
export const marketingCloudComments: SeedComment[] = [
  {
    snippetTitle: 'Read Every Row of a Large Data Extension with WSProxy Pagination',
    authorIndex: 2,
    content: `This saved us. We were using \`Rows.Retrieve()\` and wondering why the nightly job only ever processed 2500 people.`,
    replies: [{ authorIndex: 0, content: `Classic! The worst part is it fails silently.` }],
  },
  {
    snippetTitle: 'Read Every Row of a Large Data Extension with WSProxy Pagination',
    authorIndex: 5,
    content: `For really big DEs (millions of rows) the script activity will still time out. At that point, a SQL query into a staging DE and processing in slices (e.g. filter on a \`Processed\` flag) is the better pattern.`,
  },
  {
    snippetTitle: 'Try/Catch Error Logging to a Data Extension from Script Activities',
    authorIndex: 0,
    content: `We do the same, plus \`Platform.Function.Stringify(e)\` sometimes returns \`{}\` for platform errors. \`e.description\` and \`e.jintException\` (undocumented) often have more detail.`,
    replies: [
      { authorIndex: 2, content: `Oh nice, I'll add \`e.jintException\` to the details column. Thanks!` },
    ],
  },
  {
    snippetTitle: 'Request a REST API Access Token from SSJS with Script.Util.HttpRequest',
    authorIndex: 6,
    content: `Where should the client secret live if not in the script?`,
    replies: [
      {
        authorIndex: 0,
        content: `Options I've seen: a DE with restricted folder permissions that only the integration user can read, or encrypt the secret with \`EncryptSymmetric\` using keys from Key Management and decrypt at runtime. Never paste it into a CloudPage that marketing users can open.`,
      },
    ],
  },
  {
    snippetTitle: 'Start an Automation On Demand with WSProxy performItem',
    authorIndex: 1,
    content: `Does this work for automations in another BU?`,
    replies: [
      {
        authorIndex: 2,
        content: `Yes if you're in the parent BU: call \`api.setClientId({ ID: childMid })\` before the retrieve and performItem.`,
      },
    ],
  },
  {
    snippetTitle: 'Create a Data Extension with Fields via WSProxy createItem',
    authorIndex: 3,
    content: `FieldType "EmailAddress" fails for me with "MaxLength is required".`,
    replies: [
      {
        authorIndex: 0,
        content: `Hmm, it shouldn't for EmailAddress (fixed at 254). Double check you haven't set \`FieldType: "Text"\` on it by accident; Text fields need MaxLength. Also Decimal needs both \`Precision\` and \`Scale\`.`,
      },
    ],
  },
  {
    snippetTitle: 'Polyfills for Missing ES5 Array and String Methods in SSJS',
    authorIndex: 1,
    content: `Does anyone know if JSON.parse / JSON.stringify exist in SSJS? Or only Platform.Function.ParseJSON?`,
    replies: [
      {
        authorIndex: 0,
        content: `With \`Platform.Load("core", "1.1.1")\` you get \`Stringify()\` and \`Platform.Function.ParseJSON()\`. There's no native \`JSON\` global on the classic engine.`,
      },
      {
        authorIndex: 3,
        content: `I've been using \`Platform.Function.Stringify\` in some places and \`Stringify\` in others. Same thing?`,
      },
      { authorIndex: 0, content: `Same behavior as far as I've seen.` },
    ],
  },
  {
    snippetTitle: 'Deduplicate Subscribers by Email with ROW_NUMBER',
    authorIndex: 5,
    content: `Thanks. In our case we wanted to prefer records that had a Salesforce Id. Added that to the ORDER BY:

\`\`\`sql
ORDER BY CASE WHEN c.SalesforceId IS NOT NULL THEN 0 ELSE 1 END,
         c.ModifiedDate DESC
\`\`\``,
    replies: [
      {
        authorIndex: 2,
        content: `Great addition, that's a common requirement with Marketing Cloud Connect.`,
      },
    ],
  },
  {
    snippetTitle: 'Engagement Score from Sends, Opens and Clicks',
    authorIndex: 4,
    content: `With Apple MPP, opens are pretty meaningless for a big chunk of our list. Would you drop opens entirely?`,
    replies: [
      {
        authorIndex: 0,
        content: `Not entirely, but I'd down-weight them. Some teams flag MPP opens by excluding opens within a few seconds of the send; others only trust opens from non-Apple user agents if you export tracking data. Clicks are still the most reliable signal.`,
      },
      {
        authorIndex: 2,
        content: `We ended up keeping opens worth 1 point and clicks worth 5. The bands got much more stable.`,
      },
    ],
  },
  {
    snippetTitle: 'Build a Send Audience with Bounce, Unsubscribe and Complaint Suppression',
    authorIndex: 7,
    content: `Isn't All Subscribers status enforced automatically at send time anyway?`,
    replies: [
      {
        authorIndex: 2,
        content: `Yes, unsubscribed and held are skipped at send time. But filtering beforehand keeps your send counts and journey entry numbers honest, and the global suppression DE is something the platform doesn't know about.`,
      },
    ],
  },
  {
    snippetTitle: 'Convert Data View Dates from CST to UTC and Local Time',
    authorIndex: 0,
    content: `This is the correct way. I still see lots of queries using \`DATEADD(HOUR, 6, EventDate)\` which is right, but the AT TIME ZONE version is self-documenting. Note \`'Central America Standard Time'\` is chosen on purpose because it never observes DST, just like the Marketing Cloud servers.`,
  },
  {
    snippetTitle: 'Journey Email Performance with _Journey, _JourneyActivity and _Sent',
    authorIndex: 1,
    content: `Query timed out after 30 minutes for us. Any tips?`,
    replies: [
      {
        authorIndex: 0,
        content: `Narrow the date window first and pre-aggregate opens and clicks per JobID/SubscriberID in separate queries into staging DEs, then join the smaller tables. Joining raw _Open and _Click to _Sent is expensive on large accounts.`,
      },
    ],
  },
  {
    snippetTitle: 'Birthday Audience for Today Including Leap Day Birthdays',
    authorIndex: 3,
    content: `Love the leap year handling. Small thing: DATEDIFF(YEAR, ...) counts year boundaries, so it's correct on the birthday itself but would be wrong on other days. Fine here since we only select today's birthdays.`,
  },
  {
    snippetTitle: 'Abandoned Cart Audience from Web Events and Orders',
    authorIndex: 4,
    content: `What do you do with people who come back and abandon again the next day?`,
    replies: [
      {
        authorIndex: 0,
        content: `The journey has re-entry allowed after exit with a 72h minimum, plus a check in the first decision split that the cart in the DE is still the latest one. Otherwise they'd get multiple reminders for the same cart.`,
      },
    ],
  },
  {
    snippetTitle: 'Bulletproof CTA Button with VML Fallback for Outlook',
    authorIndex: 0,
    content: `If the button text is dynamic (AMPscript), make sure it fits in the fixed width of the VML roundrect. Outlook won't grow it, the text just wraps or gets clipped.`,
    replies: [
      {
        authorIndex: 4,
        content: `Good point. For variable-length labels I use the "border-based" bulletproof button instead, which sizes to its content in Outlook too, at the cost of square corners.`,
      },
    ],
  },
  {
    snippetTitle: 'Responsive Two-Column Layout with MSO Ghost Tables',
    authorIndex: 6,
    content: `Why \`font-size:0\` on the wrapping td?`,
    replies: [
      {
        authorIndex: 4,
        content: `Inline-block elements pick up whitespace between them (like spaces between words). With 2 × 300px columns in a 600px container, that few pixels of whitespace makes the second column wrap. \`font-size:0\` removes it; reset the font-size inside the columns.`,
      },
    ],
  },
  {
    snippetTitle: 'Hidden Preheader Text with Whitespace Padding',
    authorIndex: 5,
    content: `Content Builder has a preheader field on the email. Is there any reason to hardcode it like this?`,
    replies: [
      {
        authorIndex: 0,
        content: `The built-in field is fine for most emails. I use this in custom HTML templates where I want the preheader set from data (AMPscript) and control over the padding, since the built-in one doesn't add it.`,
      },
    ],
  },
  {
    snippetTitle: 'Dark Mode Overrides for Apple Mail and Outlook.com',
    authorIndex: 3,
    content: `Gmail app on iOS still inverts everything no matter what. Any tricks?`,
    replies: [
      {
        authorIndex: 0,
        content: `Not many. Gmail's full inversion ignores media queries. Some people use blend-mode hacks with background gradients, but they're fragile. Designing with mid-tone colors and transparent PNG logos with a subtle outline is the most reliable approach.`,
      },
    ],
  },
  {
    snippetTitle: 'Cached Marketing Cloud Access Token Helper for Node.js',
    authorIndex: 5,
    content: `Nice touch with the \`inFlight\` promise. We had a thundering herd problem on startup where 50 requests all fetched a token at once.`,
    replies: [
      {
        authorIndex: 1,
        content: `Exactly what it's for. If you run several Node processes you'd want to put the cache in Redis too, but for a single process this is enough.`,
      },
    ],
  },
  {
    snippetTitle: 'Read All Data Extension Rows with REST Paging in Node.js',
    authorIndex: 0,
    content: `Note the keys and values come back lowercased from this endpoint (\`subscriberkey\`, not \`SubscriberKey\`), which you correctly handle in the example. Confused me for an hour the first time.`,
  },
];
