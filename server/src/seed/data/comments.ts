import type { SeedComment } from './types.js';

/** Discussion threads on the demo snippets, matched by exact snippet title. */
export const seedComments: SeedComment[] = [
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
  {
    snippetTitle: 'Minimal Trigger Handler Base Class with Bypass Support',
    authorIndex: 3,
    content: `Any reason to roll your own instead of using an existing framework?`,
    replies: [
      {
        authorIndex: 1,
        content: `For small teams this ~40 line version is easy to understand and debug. If you need metadata-driven ordering or per-user bypass via custom settings, the bigger open-source frameworks are worth it.`,
      },
      {
        authorIndex: 5,
        content: `We added a custom permission check to \`run()\` so integration users can bypass everything: \`FeatureManagement.checkPermission('Bypass_Triggers')\`.`,
      },
    ],
  },
  {
    snippetTitle: 'Bulkified Opportunity Trigger Handler That Rolls Up to Account',
    authorIndex: 7,
    content: `Why not just use a roll-up summary field?`,
    replies: [
      {
        authorIndex: 1,
        content: `Roll-up summaries only work on master-detail relationships. Account–Opportunity is a special case where they do work for standard fields, but our requirement had filters involving a custom field on a related object, which roll-up summaries can't express.`,
      },
    ],
  },
  {
    snippetTitle: 'Stateful Batch Apex with Error Summary Email',
    authorIndex: 5,
    content: `Keep in mind Database.Stateful serializes the instance between every execute, so a huge \`errors\` list will slow the batch down and can hit the heap limit.`,
    replies: [
      {
        authorIndex: 1,
        content: `Right, that's also why I'd cap it. For bigger volumes, write errors to a log object in each execute instead of keeping them in memory.`,
      },
    ],
  },
  {
    snippetTitle: 'Queueable Apex That Chains Itself Through Pages of Work',
    authorIndex: 1,
    content: `The \`!Test.isRunningTest()\` guard is needed because tests can only chain one level, right?`,
    replies: [
      {
        authorIndex: 3,
        content: `Correct, you get "Maximum stack depth has been reached" otherwise. In newer API versions you can also use \`AsyncOptions\` with \`MaximumQueueableStackDepth\` instead of a manual depth counter.`,
      },
    ],
  },
  {
    snippetTitle: 'Partial Success DML with Database.insert and SaveResult Logging',
    authorIndex: 6,
    content: `Worth noting: with allOrNone=false, when some records fail the platform rolls back and re-saves the successful ones (up to two retries), so trigger logic can execute more than once for the same records.`,
    replies: [
      {
        authorIndex: 1,
        content: `Yes! That's a nasty surprise if your trigger does callouts or sends emails. Another reason for idempotent trigger logic.`,
      },
    ],
  },
  {
    snippetTitle: 'Secure SOQL with Bind Variables and WITH USER_MODE',
    authorIndex: 5,
    content: `Does USER_MODE also enforce sharing when the class is \`without sharing\`?`,
    replies: [
      {
        authorIndex: 1,
        content: `Yes, user mode applies the running user's sharing rules regardless of the class's sharing keyword. It's one of the main reasons to prefer it.`,
      },
    ],
  },
  {
    snippetTitle: 'Test Class with @TestSetup and a Reusable Data Factory',
    authorIndex: 3,
    content: `Tip: if a validation rule or required field is added later, only the factory needs updating. This has saved our team so many broken deployments.`,
  },
  {
    snippetTitle: 'HttpCalloutMock That Routes by Endpoint and Method',
    authorIndex: 1,
    content: `Nice. One improvement: map iteration order isn't guaranteed to be insertion order for overlapping fragments like \`/customers\` and \`/customers/42\`. Put the more specific routes first and iterate a List instead of the keySet.`,
    replies: [{ authorIndex: 5, content: `Good catch, I'll switch it to a list of route objects.` }],
  },
  {
    snippetTitle: 'Invocable Apex Method for Flow with Bulk-Safe Inputs',
    authorIndex: 0,
    content: `Coming from Marketing Cloud here. Is it true that a Flow with 200 records calls this method once and not 200 times?`,
    replies: [
      {
        authorIndex: 3,
        content: `Yes, for record-triggered flows and bulk data loads Flow batches interviews together and calls the method once with a list. That's why you must never assume \`requests.size() == 1\`.`,
      },
    ],
  },
  {
    snippetTitle: 'Dynamic SOQL Built Safely with Database.queryWithBinds',
    authorIndex: 7,
    content: `Is queryWithBinds available in all API versions?`,
    replies: [
      {
        authorIndex: 1,
        content: `It arrived in Spring '23 (API 57.0). On older class versions you can use plain \`Database.query\` with local variables bound by name, but queryWithBinds is cleaner because the binds don't have to be in scope.`,
      },
    ],
  },
  {
    snippetTitle: 'Get Record Type Ids by Developer Name Without SOQL',
    authorIndex: 1,
    content: `\`getRecordTypeInfosByDeveloperName()\` is the one to use; the older \`getRecordTypeInfosByName()\` uses the translated label, which breaks for users with a different language.`,
  },
  {
    snippetTitle: 'Display Record Fields with the getRecord Wire Adapter',
    authorIndex: 6,
    content: `I get "Cannot read properties of undefined (reading 'data')" on first render.`,
    replies: [
      {
        authorIndex: 3,
        content: `Wired properties can be undefined before the first provisioning (for example in Jest, or before \`recordId\` is set), so every getter needs optional chaining: \`this.account?.data\`. Check you didn't drop the \`?.\` when copying.`,
      },
    ],
  },
  {
    snippetTitle: 'Imperative Apex Call with Loading State and Error Reduction',
    authorIndex: 1,
    content: `\`reduceErrors\` is basically the same as the one in the LWC recipes, which is a good thing, everyone should have one in a shared util module.`,
    replies: [
      {
        authorIndex: 3,
        content: `Yes, inspired by that. We keep it in a \`c/ldsUtils\` module and import it everywhere.`,
      },
    ],
  },
  {
    snippetTitle: 'Inline Editing in lightning-datatable with updateRecord and refreshApex',
    authorIndex: 5,
    content: `updateRecord per row is fine for a few rows but each call is a separate transaction, so a validation rule failing on row 3 doesn't roll back rows 1-2. Is that intended?`,
    replies: [
      {
        authorIndex: 1,
        content: `Intended here, and the toast reports which rows failed. If you need all-or-nothing, send the drafts to an Apex method that does a single \`update\` with allOrNone=true.`,
      },
    ],
  },
  {
    snippetTitle: 'Publish and Subscribe Across the Page with Lightning Message Service',
    authorIndex: 7,
    content: `Does LMS work in Experience Cloud sites?`,
    replies: [
      {
        authorIndex: 3,
        content: `Yes, in LWR and Aura sites, but APPLICATION_SCOPE behaves like the default scope there since there are no tabs. It doesn't work across browser tabs or windows anywhere.`,
      },
    ],
  },
  {
    snippetTitle: 'Debounced Search Input Calling Apex',
    authorIndex: 2,
    content: `Why track \`requestSeq\` instead of aborting the previous request?`,
    replies: [
      {
        authorIndex: 3,
        content: `Imperative Apex calls can't be cancelled, so the sequence number is the simplest way to ignore stale responses.`,
      },
    ],
  },
  {
    snippetTitle: 'Styling Hooks to Brand Base Lightning Components',
    authorIndex: 4,
    content: `Coming from email CSS this is refreshing, no \`!important\` everywhere. Are styling hooks stable across releases?`,
    replies: [
      {
        authorIndex: 3,
        content: `The \`--slds-c-*\` component hooks are the supported public API, so yes. What breaks is reaching into internal classes of base components, which you can't do with shadow DOM anyway.`,
      },
    ],
  },
  {
    snippetTitle: 'Render a Visualforce Invoice as PDF',
    authorIndex: 6,
    content: `Our PDF ignored the Google Font we linked. Is there a way to use custom fonts?`,
    replies: [
      {
        authorIndex: 1,
        content: `The renderer can't load web fonts from external URLs reliably. Stick to the built-in families (Helvetica, Times, Courier, Arial Unicode MS). Some people embed TTF via \`@font-face\` from a static resource with mixed success, test it carefully.`,
      },
    ],
  },
  {
    snippetTitle: 'JavaScript Remoting Page for Fast Typeahead Lookups',
    authorIndex: 1,
    content: `Worth adding that remoting responses are HTML-escaped by default (\`escape: true\`), so don't double-escape on the client. Using \`textContent\` like here is the right call.`,
  },
  {
    snippetTitle: 'Save a Visualforce PDF as a File on the Record',
    authorIndex: 3,
    content: `I'm getting "Getting content from within triggers is currently not supported" when calling this from a Flow.`,
    replies: [
      {
        authorIndex: 1,
        content: `A record-triggered Flow runs in the trigger context. Call it from a screen flow action or wrap it in a Queueable that implements \`Database.AllowsCallouts\` and enqueue that from your Flow instead.`,
      },
      { authorIndex: 3, content: `Queueable worked, thanks!` },
    ],
  },
  {
    snippetTitle: 'OAuth 2.0 JWT Bearer Flow in Node.js for Server-to-Server Access',
    authorIndex: 0,
    content: `We use the same flow to connect Marketing Cloud server-side code to Sales Cloud. The \`user hasn't approved this consumer\` error was the only thing we got stuck on: the fix is setting "Admin approved users are pre-authorized" in the connected app policies and assigning the profile or permission set.`,
    replies: [
      {
        authorIndex: 5,
        content: `Yes, and remember the aud claim must be \`test.salesforce.com\` for sandboxes, not your My Domain URL.`,
      },
    ],
  },
  {
    snippetTitle: 'Load a CSV with Bulk API 2.0 Ingest from Node.js',
    authorIndex: 2,
    content: `Should the CSV header use field API names?`,
    replies: [
      {
        authorIndex: 1,
        content: `Yes, API names, and relationship columns like \`Account.External_Id__c\` to set lookups by external ID. Dates in \`YYYY-MM-DD\` format, and line endings must match \`lineEnding\` in the job.`,
      },
    ],
  },
  {
    snippetTitle: 'Pipeline Summary with GROUP BY ROLLUP and HAVING',
    authorIndex: 5,
    content: `Ran this in the Developer Console and the subtotal rows have null StageName. That's expected, right?`,
    replies: [
      {
        authorIndex: 1,
        content: `Yes, that's how ROLLUP marks subtotal rows. GROUPING(StageName) = 1 tells you it's a subtotal rather than a real null stage.`,
      },
    ],
  },
  {
    snippetTitle: 'Change Data Capture Trigger to Sync Account Changes',
    authorIndex: 1,
    content: `Nice loop prevention. An alternative is checking \`header.changeOrigin\`, which contains the client id of the API client that made the change, if your integration sets the \`Sforce-Call-Options\` header.`,
  },
];
