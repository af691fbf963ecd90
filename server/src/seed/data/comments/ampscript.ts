import type { SeedComment } from '../types.js';

/** Threads on the AMPscript snippets. */
export const ampscriptComments: SeedComment[] = [
  {
    snippetTitle: 'Personalized Greeting with AttributeValue and Safe Fallbacks',
    authorIndex: 4,
    content: `Is there any real difference between \`AttributeValue("FirstName")\` and just \`%%FirstName%%\`? I've always used the latter.`,
    replies: [
      {
        authorIndex: 0,
        content: `Big one: \`%%FirstName%%\` throws a validation error if the sendable DE doesn't have that column, so the email won't even preview against a different DE. \`AttributeValue()\` just returns an empty string. Makes shared templates much safer.`,
      },
      {
        authorIndex: 4,
        content: `That explains the "attribute not found" errors we got when reusing a template across BUs. Switching now, thanks!`,
      },
    ],
  },
  {
    snippetTitle: 'Personalized Greeting with AttributeValue and Safe Fallbacks',
    authorIndex: 7,
    content: `Small edge case: ProperCase turns "McDonald" into "Mcdonald" and "van der Berg" into "Van Der Berg". We skip ProperCase when the stored value already has mixed case.`,
    replies: [
      {
        authorIndex: 0,
        content: `Good call. Something like this works:

\`\`\`
IF @firstName == Lowercase(@firstName) OR @firstName == Uppercase(@firstName) THEN
  SET @firstName = ProperCase(@firstName)
ENDIF
\`\`\``,
      },
    ],
  },
  {
    snippetTitle: 'Render a Product List by Looping Over LookupRows',
    authorIndex: 2,
    content: `Worth noting LookupRows is case-insensitive on the value but returns rows in no guaranteed order. If order matters, use LookupOrderedRows with a count of 0... wait, does 0 mean "all"?`,
    replies: [
      {
        authorIndex: 0,
        content: `Yes, \`LookupOrderedRows("DE", 0, "SortOrder ASC", "SubscriberKey", @sk)\` returns all matching rows (still capped at 2000) in the order you ask for.`,
      },
    ],
  },
  {
    snippetTitle: 'Show the Three Most Recent Orders with LookupOrderedRows',
    authorIndex: 5,
    content: `We had OrderDate stored as Text in the DE and the DESC sort came out alphabetical. Make sure the column is a Date type!`,
    replies: [
      {
        authorIndex: 2,
        content: `Yep, that bites everyone once. If you can't change the DE, store the date as \`yyyy-MM-dd\` so the text sort matches the date order.`,
      },
    ],
  },
  {
    snippetTitle: 'Preference Center Form Handler Using UpsertData on a CloudPage',
    authorIndex: 3,
    content: `Why not use UpsertDE here? I thought it was the same function.`,
    replies: [
      {
        authorIndex: 0,
        content: `\`UpsertDE\` only works inside emails at send time (it writes after the send). On CloudPages and code resources you need \`UpsertData\`. Using the wrong one gives you a rather cryptic "function not allowed in this context" error.`,
      },
      { authorIndex: 3, content: `Ah, that's exactly the error I had. Thanks.` },
    ],
  },
  {
    snippetTitle: 'Preference Center Form Handler Using UpsertData on a CloudPage',
    authorIndex: 1,
    content: `If you also need the preferences in Sales Cloud, you can call \`UpdateSingleSalesforceObject\` right after the UpsertData. Just keep an eye on API usage if the page gets a lot of traffic.`,
  },
  {
    snippetTitle: 'Link to a CloudPage with Encrypted Parameters via CloudPagesURL',
    authorIndex: 0,
    content: `One gotcha: CloudPagesURL links are tied to the business unit. If the CloudPage lives in another BU the qs parameter won't decrypt and you'll get empty values.`,
    replies: [
      {
        authorIndex: 4,
        content: `Good point, we publish the preference center in each child BU for exactly that reason.`,
      },
      {
        authorIndex: 6,
        content: `Also, RequestParameter values from the encrypted qs can't be overridden by someone appending \`&sk=...\` to the URL, right?`,
      },
      {
        authorIndex: 0,
        content: `Right, values from the encrypted qs win. That's one of the main reasons to use it.`,
      },
    ],
  },
  {
    snippetTitle: "Convert Server Time to the Subscriber's Local Time Zone",
    authorIndex: 6,
    content: `Does \`SystemDateToLocalDate()\` do the same thing?`,
    replies: [
      {
        authorIndex: 2,
        content: `It converts to the time zone of the *user account* set in Marketing Cloud, not the subscriber. Useful for internal reports, not for subscriber-facing copy.`,
      },
    ],
  },
  {
    snippetTitle: 'Locale-Aware Prices with FormatCurrency and FormatNumber',
    authorIndex: 1,
    content: `Heads up: FormatCurrency rounds half away from zero, but our ecommerce platform rounds half to even, so a couple of prices were off by a cent. We now send a pre-formatted price string from the source system for anything legally binding.`,
    replies: [
      {
        authorIndex: 4,
        content: `Good to know. For display purposes it's been fine for us, but I'll add that caveat to our team docs.`,
      },
    ],
  },
  {
    snippetTitle: 'Swap Content Blocks by Segment with ContentBlockByKey',
    authorIndex: 3,
    content: `Where do I find the external key of a content block? I only see the ID in the Content Builder URL.`,
    replies: [
      {
        authorIndex: 0,
        content: `Open the block in Content Builder, click *Properties* (the "i" icon) and it's listed as Customer Key. You can also set it yourself when you create the block, which I recommend so you get readable keys like \`hero-vip-2024\`.`,
      },
    ],
  },
  {
    snippetTitle: 'Skip a Subscriber at Send Time with RaiseError',
    authorIndex: 0,
    content: `Tip: skipped subscribers won't show in tracking, but you can find them in the send log if you have one configured. We add the reason as the RaiseError message and it lands in the log's ErrorCode field.`,
    replies: [
      {
        authorIndex: 2,
        content: `Nice, I didn't know the message goes to the send log. That makes auditing so much easier.`,
      },
    ],
  },
  {
    snippetTitle: 'Skip a Subscriber at Send Time with RaiseError',
    authorIndex: 5,
    content: `Careful with RaiseError in a triggered send: the API call still returns success, the email just never goes out. Took us a while to figure out why customers were not getting receipts.`,
  },
  {
    snippetTitle: 'Split a Delimited String with BuildRowsetFromString',
    authorIndex: 0,
    content: `If your data has quoted values with commas inside (like CSV), BuildRowsetFromString won't handle that. Pipes are much safer as a delimiter.`,
  },
  {
    snippetTitle: 'Assign a Unique Coupon per Subscriber with ClaimRow',
    authorIndex: 2,
    content: `How do you handle test sends? We don't want to burn real codes on the QA team.`,
    replies: [
      {
        authorIndex: 4,
        content: `We check \`_messagecontext\` and return a dummy code in preview; for test sends we use a separate \`Coupon_Pool_Test\` DE chosen with an IIf on a "IsTest" attribute in the test audience.`,
      },
      {
        authorIndex: 0,
        content: `Also note ClaimRow reuses the same row for the same subscriber key, so a handful of test subscribers only ever burn a handful of codes.`,
      },
    ],
  },
  {
    snippetTitle: 'Read a Salesforce Contact on a CloudPage with RetrieveSalesforceObjects',
    authorIndex: 5,
    content: `Is there a way to query with more than one condition? I need Contacts by Email AND a specific AccountId.`,
    replies: [
      {
        authorIndex: 1,
        content: `Yes, just keep adding triplets: \`RetrieveSalesforceObjects("Contact", "Id,FirstName", "Email", "=", @email, "AccountId", "=", @accId)\`. They're ANDed together. No OR support though.`,
      },
    ],
  },
  {
    snippetTitle: 'Validate Email and Phone Form Input with RegExMatch',
    authorIndex: 4,
    content: `Remember that \`RegExMatch\` returns the match, not a boolean, and that a match of "0" would be treated as empty by some checks. For these patterns it's fine, just something to watch when matching digits.`,
  },
  {
    snippetTitle: 'Reusable UTM Link Builder Content Block',
    authorIndex: 0,
    content: `You can also set up parameter manager (Web Analytics Connector) to append UTMs automatically, but I like this approach because it gives per-link utm_content values.`,
    replies: [
      { authorIndex: 3, content: `Exactly why I built it, WAC only gives us account-level parameters.` },
    ],
  },
  {
    snippetTitle: 'Fetch External Content with HTTPGet and a Safe Fallback',
    authorIndex: 2,
    content: `The remote server must respond quickly, otherwise the whole send slows down. Any idea what the timeout is?`,
    replies: [
      {
        authorIndex: 0,
        content: `I've never seen an official number for HTTPGet. In practice, we keep responses under a second and serve the fragment from a CDN so it's effectively instant.`,
      },
    ],
  },
  {
    snippetTitle: 'Debug Output That Only Appears in Preview and Test Sends',
    authorIndex: 3,
    content: `Test sends render with \`_messagecontext\` = SEND, so this won't show in test sends, only in preview. The title is a bit misleading!`,
    replies: [
      {
        authorIndex: 0,
        content: `Fair point. For test sends I add a check on a test-only attribute, e.g. \`IF @isPreview OR AttributeValue("IsSeed") == "true" THEN\`.`,
      },
    ],
  },
];
