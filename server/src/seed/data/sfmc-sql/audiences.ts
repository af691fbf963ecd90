import type { SeedSnippet } from '../types.js';

/** Audiences and monitoring: inactive, birthday, bounce, cart, send summary and address checks. */
export const sfmcSqlAudienceSnippets: SeedSnippet[] = [
  {
    title: 'Find Inactive Subscribers with No Opens or Clicks in 180 Days',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'sql',
    authorIndex: 2,
    tags: ['inactive', 'win-back', 'data-views', 'sunset'],
    description:
      'Identifies people who were sent at least five emails but never opened or clicked during the data view window, the classic input for a win-back or sunset journey. Apple Mail Privacy Protection inflates opens, so weight clicks if that matters for your list.',
    code: `/* Target DE: Sunset_Candidates, action: Overwrite */
SELECT
    s.SubscriberKey,
    sub.EmailAddress,
    COUNT(*) AS SendsLast180,
    MIN(s.EventDate) AS FirstSendInWindow
FROM _Sent s
INNER JOIN _Subscribers sub
    ON sub.SubscriberKey = s.SubscriberKey
   AND sub.Status = 'active'
WHERE s.EventDate >= DATEADD(DAY, -180, GETDATE())
  AND NOT EXISTS (
      SELECT 1 FROM _Open o
      WHERE o.SubscriberKey = s.SubscriberKey
        AND o.EventDate >= DATEADD(DAY, -180, GETDATE()))
  AND NOT EXISTS (
      SELECT 1 FROM _Click c
      WHERE c.SubscriberKey = s.SubscriberKey
        AND c.EventDate >= DATEADD(DAY, -180, GETDATE()))
GROUP BY s.SubscriberKey, sub.EmailAddress
HAVING COUNT(*) >= 5
`,
  },
  {
    title: 'Birthday Audience for Today Including Leap Day Birthdays',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'sql',
    authorIndex: 6,
    tags: ['birthday', 'dates', 'query-activity'],
    description:
      'Matches month and day of the birth date against today so the automation can run daily. People born on February 29 are included on February 28 in non-leap years, which is easy to forget.',
    code: `/* Target DE: Birthday_Today, action: Overwrite. Schedule daily after midnight CST */
SELECT
    c.SubscriberKey,
    c.EmailAddress,
    c.FirstName,
    c.BirthDate,
    DATEDIFF(YEAR, c.BirthDate, GETDATE()) AS TurningAge
FROM Customers c
WHERE c.BirthDate IS NOT NULL
  AND (
        (MONTH(c.BirthDate) = MONTH(GETDATE()) AND DAY(c.BirthDate) = DAY(GETDATE()))
     OR (
        /* Feb 29 birthdays celebrate on Feb 28 when the year is not a leap year */
        MONTH(c.BirthDate) = 2 AND DAY(c.BirthDate) = 29
        AND MONTH(GETDATE()) = 2 AND DAY(GETDATE()) = 28
        AND DAY(DATEADD(DAY, 1, CONVERT(DATE, GETDATE()))) = 1
     )
  )
`,
  },
  {
    title: 'Hard Bounce Report with SMTP Reasons',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'sql',
    authorIndex: 7,
    tags: ['bounce', 'data-views', 'deliverability'],
    description:
      'Collects hard bounces from the last week with their SMTP code and reason so you can spot bad imports or a blocked domain. _Bounce also has BounceSubcategory, which separates user unknown from domain-level failures.',
    code: `/* Target DE: Hard_Bounces_7d, action: Overwrite */
SELECT
    b.SubscriberKey,
    sub.EmailAddress,
    sub.Domain,
    b.EventDate,
    b.BounceSubcategory,
    b.SMTPCode,
    LEFT(b.SMTPBounceReason, 500) AS SMTPBounceReason,
    j.EmailName
FROM _Bounce b
INNER JOIN _Subscribers sub ON sub.SubscriberKey = b.SubscriberKey
LEFT JOIN _Job j ON j.JobID = b.JobID
WHERE b.BounceCategory = 'Hard bounce'
  AND b.EventDate >= DATEADD(DAY, -7, GETDATE())
`,
  },
  {
    title: 'Abandoned Cart Audience from Web Events and Orders',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'sql',
    authorIndex: 0,
    tags: ['abandoned-cart', 'query-activity', 'ecommerce'],
    description:
      'Selects carts updated between one and 24 hours ago that did not turn into an order, keeping only the latest cart per subscriber. Run hourly and feed the DE into a journey with re-entry disabled for a few days.',
    code: `/* Target DE: Abandoned_Carts (SubscriberKey = PK), action: Overwrite */
SELECT
    x.SubscriberKey,
    x.CartId,
    x.CartValue,
    x.ItemCount,
    x.LastUpdated
FROM (
    SELECT
        c.SubscriberKey,
        c.CartId,
        c.CartValue,
        c.ItemCount,
        c.LastUpdated,
        ROW_NUMBER() OVER (PARTITION BY c.SubscriberKey ORDER BY c.LastUpdated DESC) AS rn
    FROM Cart_Events c
    WHERE c.LastUpdated BETWEEN DATEADD(HOUR, -24, GETDATE()) AND DATEADD(HOUR, -1, GETDATE())
      AND c.ItemCount > 0
) x
WHERE x.rn = 1
  AND NOT EXISTS (
      SELECT 1 FROM Orders o
      WHERE o.SubscriberKey = x.SubscriberKey
        AND o.OrderDate >= x.LastUpdated)
`,
  },
  {
    title: 'Daily Send Summary per Job with Delivery and Open Rates',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'sql',
    authorIndex: 4,
    tags: ['reporting', 'data-views', 'kpi', 'job'],
    description:
      "A compact KPI table per email job for yesterday's sends. Delivered is computed as sends minus bounces. Rates use NULLIF to avoid divide-by-zero errors, which would otherwise fail the whole query activity.",
    code: `/* Target DE: Daily_Send_Summary (JobID = PK), action: Update */
SELECT
    j.JobID,
    j.EmailName,
    j.EmailSubject,
    CONVERT(DATE, j.DeliveredTime) AS SendDate,
    s.Sent,
    s.Sent - ISNULL(b.Bounced, 0) AS Delivered,
    ISNULL(o.UniqueOpens, 0) AS UniqueOpens,
    CAST(ISNULL(o.UniqueOpens, 0) * 100.0 / NULLIF(s.Sent - ISNULL(b.Bounced, 0), 0) AS DECIMAL(5, 2)) AS OpenRatePct
FROM _Job j
INNER JOIN (SELECT JobID, COUNT(*) AS Sent FROM _Sent GROUP BY JobID) s ON s.JobID = j.JobID
LEFT JOIN (SELECT JobID, COUNT(*) AS Bounced FROM _Bounce GROUP BY JobID) b ON b.JobID = j.JobID
LEFT JOIN (SELECT JobID, COUNT(DISTINCT SubscriberKey) AS UniqueOpens FROM _Open GROUP BY JobID) o
    ON o.JobID = j.JobID
WHERE j.DeliveredTime >= CONVERT(DATE, DATEADD(DAY, -1, GETDATE()))
  AND j.DeliveredTime < CONVERT(DATE, GETDATE())
`,
  },
  {
    title: 'Flag Malformed Email Addresses Before Import',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'sql',
    authorIndex: 5,
    tags: ['data-quality', 'validation', 'email-address'],
    description:
      'Catches the usual suspects in imported email columns: spaces, missing @ or dot, double @, leading or trailing dots and role accounts. Run it against the staging DE and route flagged rows to a review DE instead of the sendable one.',
    code: `/* Target DE: Import_Review, action: Overwrite */
SELECT
    i.SubscriberKey,
    i.EmailAddress,
    CASE
        WHEN i.EmailAddress IS NULL OR LEN(LTRIM(RTRIM(i.EmailAddress))) = 0 THEN 'empty'
        WHEN i.EmailAddress LIKE '% %' THEN 'contains space'
        WHEN i.EmailAddress NOT LIKE '%_@_%._%' THEN 'missing @ or domain'
        WHEN i.EmailAddress LIKE '%@%@%' THEN 'multiple @'
        WHEN i.EmailAddress LIKE '%..%' OR i.EmailAddress LIKE '.%' OR i.EmailAddress LIKE '%.' THEN 'bad dots'
        WHEN i.EmailAddress LIKE 'info@%' OR i.EmailAddress LIKE 'noreply@%'
          OR i.EmailAddress LIKE 'postmaster@%' THEN 'role account'
    END AS Issue
FROM Import_Staging i
WHERE i.EmailAddress IS NULL
   OR i.EmailAddress LIKE '% %'
   OR i.EmailAddress NOT LIKE '%_@_%._%'
   OR i.EmailAddress LIKE '%@%@%'
   OR i.EmailAddress LIKE '%..%' OR i.EmailAddress LIKE '.%' OR i.EmailAddress LIKE '%.'
   OR i.EmailAddress LIKE 'info@%' OR i.EmailAddress LIKE 'noreply@%' OR i.EmailAddress LIKE 'postmaster@%'
`,
  },
  {
    title: 'Subscriber Domain Breakdown for Deliverability Monitoring',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'sql',
    authorIndex: 3,
    tags: ['deliverability', 'domains', 'data-views'],
    description:
      'Groups active subscribers by mailbox domain with the share of the list each one represents. A sudden jump in bounces on one domain in the daily version of this report is often the first sign of a block.',
    code: `/* Target DE: Domain_Breakdown, action: Overwrite */
SELECT TOP 50
    LOWER(s.Domain) AS Domain,
    COUNT(*) AS Subscribers,
    SUM(CASE WHEN s.BounceCount > 0 THEN 1 ELSE 0 END) AS WithBounces,
    CAST(COUNT(*) * 100.0 / SUM(COUNT(*)) OVER () AS DECIMAL(5, 2)) AS SharePct
FROM _Subscribers s
WHERE s.Status = 'active'
  AND s.Domain IS NOT NULL
GROUP BY LOWER(s.Domain)
ORDER BY COUNT(*) DESC
`,
  },
  {
    title: 'Welcome Series Entry Audience for Subscribers Joined Yesterday',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'sql',
    authorIndex: 1,
    tags: ['welcome-series', 'query-activity', 'journey-builder'],
    description:
      'Selects contacts created in the previous calendar day (CST) that have not yet entered the welcome journey. Feed it into a scheduled journey entry; the log DE prevents double entry when the automation is rerun.',
    code: `/* Target DE: Welcome_Entry, action: Overwrite */
SELECT
    c.SubscriberKey,
    c.EmailAddress,
    c.FirstName,
    c.PreferredLanguage,
    c.CreatedDate
FROM Customers c
WHERE c.CreatedDate >= CONVERT(DATE, DATEADD(DAY, -1, GETDATE()))
  AND c.CreatedDate <  CONVERT(DATE, GETDATE())
  AND c.EmailOptIn = 1
  AND NOT EXISTS (
      SELECT 1 FROM Welcome_Entry_Log l
      WHERE l.SubscriberKey = c.SubscriberKey)
`,
  },
];
