import type { SeedComment } from '../types.js';

/** Threads on the Sales & Service Cloud snippets. */
export const crmComments: SeedComment[] = [
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
