import type { SeedSnippet } from '../types.js';

/** SOQL queries (aggregates, semi-joins, subqueries, TYPEOF) and callout retries. */
export const crmIntegrationSoqlSnippets: SeedSnippet[] = [
  {
    title: 'Pipeline Summary with GROUP BY ROLLUP and HAVING',
    platform: 'crm',
    category: 'integration',
    codeLanguage: 'soql',
    authorIndex: 1,
    tags: ['soql', 'aggregate', 'rollup', 'reporting'],
    description:
      'Open pipeline by stage and owner, with stage subtotals and a grand total. Aggregate SOQL returns AggregateResult rows with subtotals when you use GROUP BY ROLLUP; GROUPING() tells you which rows are subtotals. Aggregate queries still count every row scanned against the 50,000 query row limit in Apex.',
    code: `SELECT StageName,
       Owner.Name ownerName,
       COUNT(Id) deals,
       SUM(Amount) pipeline,
       AVG(Probability) avgProbability,
       GROUPING(StageName) isStageTotal,
       GROUPING(Owner.Name) isOwnerTotal
FROM Opportunity
WHERE IsClosed = false
  AND CloseDate = THIS_FISCAL_QUARTER
GROUP BY ROLLUP(StageName, Owner.Name)
HAVING SUM(Amount) > 0
ORDER BY StageName NULLS LAST, SUM(Amount) DESC
`,
  },
  {
    title: 'Semi-Join and Anti-Join SOQL to Find Accounts Without Activity',
    platform: 'crm',
    category: 'integration',
    codeLanguage: 'soql',
    authorIndex: 3,
    tags: ['soql', 'semi-join', 'anti-join', 'data-quality'],
    description:
      'Semi-joins (IN with a subquery) and anti-joins (NOT IN) filter parent records by the existence of child records without pulling the children. Each query may have at most two of them, and the subquery must select a single Id or reference field (no relationship traversal like Opportunity.AccountId). The first file finds customers with no opportunity in the last year and no open case, candidates for a check-in; the second, contacts at accounts that won a deal in the last 90 days.',
    fileName: 'accounts-without-activity.soql',
    code: `SELECT Id, Name, Owner.Name, Type, LastActivityDate
FROM Account
WHERE Type = 'Customer'
  AND Id NOT IN (
      SELECT AccountId FROM Opportunity
      WHERE CreatedDate = LAST_N_DAYS:365
  )
  AND Id NOT IN (
      SELECT AccountId FROM Case
      WHERE IsClosed = false
  )
ORDER BY LastActivityDate ASC NULLS FIRST
LIMIT 500
`,
    extraFiles: [
      {
        name: 'contacts-at-recent-winners.soql',
        language: 'soql',
        code: `SELECT Id, Name, Email FROM Contact
WHERE AccountId IN (
    SELECT AccountId FROM Opportunity
    WHERE IsWon = true AND CloseDate = LAST_N_DAYS:90
)
`,
      },
    ],
  },
  {
    title: 'Find Duplicate Contacts by Email with an Aggregate SOQL Query',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'soql',
    authorIndex: 7,
    tags: ['soql', 'duplicates', 'aggregate', 'data-quality'],
    description:
      "A quick duplicate audit: group contacts by email and keep groups with more than one record (the first file), then pull the records of one group to decide the survivor before merging (the second). GROUP BY can't be used on long text or encrypted fields, and large orgs may need to run this in Batch Apex or through the Bulk API to avoid query timeouts.",
    fileName: 'duplicate-emails.soql',
    code: `SELECT Email, COUNT(Id) duplicates, MIN(CreatedDate) firstCreated, MAX(LastModifiedDate) lastModified
FROM Contact
WHERE Email != null
GROUP BY Email
HAVING COUNT(Id) > 1
ORDER BY COUNT(Id) DESC
LIMIT 2000
`,
    extraFiles: [
      {
        name: 'duplicate-group.soql',
        language: 'soql',
        code: `SELECT Id, Name, Email, AccountId, Account.Name, Owner.Name, CreatedDate, LastActivityDate
FROM Contact
WHERE Email = 'jane.doe@example.com'
ORDER BY LastActivityDate DESC NULLS LAST, CreatedDate ASC
`,
      },
    ],
  },
  {
    title: 'Parent-to-Child Subquery with Date Literals for Renewal Reviews',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'soql',
    authorIndex: 1,
    tags: ['soql', 'relationship-query', 'date-literals'],
    description:
      "Relationship subqueries fetch child records in the same round trip; the inner query uses the child relationship name (plural, e.g. Opportunities, Contacts). Date literals such as NEXT_N_DAYS and THIS_QUARTER respect the user's time zone and fiscal settings.",
    code: `SELECT Id, Name, Owner.Name, Industry,
       (SELECT Id, Name, StageName, Amount, CloseDate
        FROM Opportunities
        WHERE CloseDate = NEXT_N_DAYS:90
          AND Type = 'Renewal'
        ORDER BY CloseDate),
       (SELECT Id, Name, Email, Title
        FROM Contacts
        WHERE Is_Primary__c = true
        LIMIT 1)
FROM Account
WHERE Id IN (
    SELECT AccountId FROM Opportunity
    WHERE CloseDate = NEXT_N_DAYS:90 AND Type = 'Renewal'
)
ORDER BY Name
`,
  },
  {
    title: 'Polymorphic TYPEOF Query on Task.What',
    platform: 'crm',
    category: 'integration',
    codeLanguage: 'soql',
    authorIndex: 5,
    tags: ['soql', 'typeof', 'polymorphic', 'activities'],
    description:
      'What and Who on activities can point to many objects. TYPEOF selects different fields per referenced type in one query, which saves a second query per object when exporting activity history.',
    code: `SELECT Id, Subject, ActivityDate, Status,
       TYPEOF What
           WHEN Account THEN Name, AccountNumber, Industry
           WHEN Opportunity THEN Name, StageName, Amount
           WHEN Case THEN CaseNumber, Subject, Priority
           ELSE Name
       END,
       TYPEOF Who
           WHEN Contact THEN FirstName, LastName, Email
           WHEN Lead THEN FirstName, LastName, Company
       END
FROM Task
WHERE ActivityDate = LAST_N_DAYS:30
  AND What.Type IN ('Account', 'Opportunity', 'Case')
ORDER BY ActivityDate DESC
LIMIT 1000
`,
  },
  {
    title: 'Retry Failed Callouts with Exponential Backoff in a Queueable',
    platform: 'crm',
    category: 'integration',
    codeLanguage: 'apex',
    authorIndex: 5,
    tags: ['queueable', 'callout', 'retry', 'backoff'],
    description:
      "Transient 5xx and timeout errors should be retried, but Apex has no sleep. Enqueue the next attempt with a delay using System.enqueueJob's minimum delay parameter (0 to 10 minutes) to get simple exponential backoff without Scheduled Apex.",
    code: `public with sharing class WebhookDeliveryJob implements Queueable, Database.AllowsCallouts {
    private static final Integer MAX_ATTEMPTS = 5;
    private final String payload;
    private final Integer attempt;

    public WebhookDeliveryJob(String payload, Integer attempt) {
        this.payload = payload;
        this.attempt = attempt;
    }

    public void execute(QueueableContext ctx) {
        HttpRequest req = new HttpRequest();
        req.setEndpoint('callout:Partner_Webhook/events');
        req.setMethod('POST');
        req.setHeader('Content-Type', 'application/json');
        req.setHeader('Idempotency-Key', EncodingUtil.convertToHex(Crypto.generateDigest('SHA-256', Blob.valueOf(payload))));
        req.setBody(payload);
        req.setTimeout(10000);

        Integer status;
        try {
            status = new Http().send(req).getStatusCode();
        } catch (CalloutException e) {
            status = 0; // timeout or connection error
        }

        Boolean retryable = status == 0 || status == 429 || status >= 500;
        if (retryable && attempt < MAX_ATTEMPTS) {
            Integer delayMinutes = Math.min(Math.pow(2, attempt - 1).intValue(), 10); // 1, 2, 4, 8, 10
            System.enqueueJob(new WebhookDeliveryJob(payload, attempt + 1), delayMinutes);
        } else if (status < 200 || status >= 300) {
            insert new Integration_Log__c(Message__c = 'Webhook failed after ' + attempt + ' attempts, status ' + status,
                Payload__c = payload.left(131072));
        }
    }
}
// System.enqueueJob(new WebhookDeliveryJob(JSON.serialize(evt), 1));
`,
  },
];
