import type { SeedSnippet } from '../types.js';

/** Queries on the data views: deduplication, engagement, suppression, journey and click reports. */
export const sfmcSqlDataViewSnippets: SeedSnippet[] = [
  {
    title: 'Deduplicate Subscribers by Email with ROW_NUMBER',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'sql',
    authorIndex: 2,
    tags: ['query-activity', 'dedupe', 'row-number'],
    description:
      'Keeps exactly one row per email address, preferring the most recently modified record. Run it as an Overwrite query into a DE whose primary key is EmailAddress; without the dedupe the activity fails with a primary key violation.',
    code: `/* Target DE: Contacts_Deduped (EmailAddress = PK), action: Overwrite */
SELECT
    x.SubscriberKey,
    x.EmailAddress,
    x.FirstName,
    x.LastName,
    x.ModifiedDate
FROM (
    SELECT
        c.SubscriberKey,
        LOWER(LTRIM(RTRIM(c.EmailAddress))) AS EmailAddress,
        c.FirstName,
        c.LastName,
        c.ModifiedDate,
        ROW_NUMBER() OVER (
            PARTITION BY LOWER(LTRIM(RTRIM(c.EmailAddress)))
            ORDER BY c.ModifiedDate DESC, c.SubscriberKey
        ) AS rn
    FROM Contacts_Import c
    WHERE c.EmailAddress IS NOT NULL
      AND c.EmailAddress LIKE '%_@_%._%'
) x
WHERE x.rn = 1
`,
  },
  {
    title: 'Subscribers Who Opened in the Last 30 Days from the _Open Data View',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'sql',
    authorIndex: 2,
    tags: ['data-views', 'open', 'engagement', 'query-activity'],
    description:
      'A building block for engaged-audience sends. _Open keeps about six months of data and EventDate is in Central Standard Time. Joining to _Subscribers filters out anyone no longer Active.',
    code: `/* Target DE: Engaged_30d (SubscriberKey = PK), action: Overwrite */
SELECT
    o.SubscriberKey,
    s.EmailAddress,
    MAX(o.EventDate) AS LastOpenDate,
    COUNT(*) AS Opens
FROM _Open o
INNER JOIN _Subscribers s
    ON s.SubscriberKey = o.SubscriberKey
WHERE o.EventDate >= DATEADD(DAY, -30, GETDATE())
  AND o.IsUnique = 1
  AND s.Status = 'active'
GROUP BY o.SubscriberKey, s.EmailAddress
`,
  },
  {
    title: 'Engagement Score from Sends, Opens and Clicks',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'sql',
    authorIndex: 0,
    tags: ['engagement-scoring', 'data-views', 'segmentation'],
    description:
      'Scores each subscriber over the last 90 days: clicks are worth more than opens, and recent activity counts double. Use the score bands to throttle frequency or build a win-back audience. Pre-aggregate each data view in a subquery to avoid exploding joins.',
    code: `/* Target DE: Engagement_Score (SubscriberKey = PK), action: Overwrite */
SELECT
    s.SubscriberKey,
    s.Sends,
    ISNULL(o.Opens, 0) AS Opens,
    ISNULL(c.Clicks, 0) AS Clicks,
    ISNULL(o.RecentOpens, 0) * 2 + ISNULL(o.Opens, 0)
      + ISNULL(c.RecentClicks, 0) * 6 + ISNULL(c.Clicks, 0) * 3 AS Score,
    CASE
        WHEN ISNULL(c.Clicks, 0) >= 3 OR ISNULL(o.RecentOpens, 0) >= 3 THEN 'Hot'
        WHEN ISNULL(o.Opens, 0) >= 1 THEN 'Warm'
        WHEN s.Sends >= 8 THEN 'Cold'
        ELSE 'New'
    END AS Band
FROM (
    SELECT SubscriberKey, COUNT(*) AS Sends
    FROM _Sent
    WHERE EventDate >= DATEADD(DAY, -90, GETDATE())
    GROUP BY SubscriberKey
) s
LEFT JOIN (
    SELECT SubscriberKey,
           COUNT(*) AS Opens,
           SUM(CASE WHEN EventDate >= DATEADD(DAY, -14, GETDATE()) THEN 1 ELSE 0 END) AS RecentOpens
    FROM _Open
    WHERE EventDate >= DATEADD(DAY, -90, GETDATE()) AND IsUnique = 1
    GROUP BY SubscriberKey
) o ON o.SubscriberKey = s.SubscriberKey
LEFT JOIN (
    SELECT SubscriberKey,
           COUNT(*) AS Clicks,
           SUM(CASE WHEN EventDate >= DATEADD(DAY, -14, GETDATE()) THEN 1 ELSE 0 END) AS RecentClicks
    FROM _Click
    WHERE EventDate >= DATEADD(DAY, -90, GETDATE()) AND IsUnique = 1
    GROUP BY SubscriberKey
) c ON c.SubscriberKey = s.SubscriberKey
`,
  },
  {
    title: 'Build a Send Audience with Bounce, Unsubscribe and Complaint Suppression',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'sql',
    authorIndex: 2,
    tags: ['suppression', 'data-views', 'bounce', 'unsubscribe'],
    description:
      'Removes anyone who hard bounced, complained or unsubscribed, plus a manually maintained global suppression list. NOT EXISTS is usually faster than LEFT JOIN ... IS NULL on large data views and never duplicates rows.',
    code: `/* Target DE: Campaign_Audience_Final, action: Overwrite */
SELECT a.SubscriberKey, a.EmailAddress, a.FirstName, a.Segment
FROM Campaign_Audience a
WHERE NOT EXISTS (
        SELECT 1 FROM _Bounce b
        WHERE b.SubscriberKey = a.SubscriberKey
          AND b.BounceCategory = 'Hard bounce'
          AND b.EventDate >= DATEADD(MONTH, -6, GETDATE()))
  AND NOT EXISTS (
        SELECT 1 FROM _Complaint c
        WHERE c.SubscriberKey = a.SubscriberKey)
  AND NOT EXISTS (
        SELECT 1 FROM _Subscribers s
        WHERE s.SubscriberKey = a.SubscriberKey
          AND s.Status IN ('unsubscribed', 'held', 'bounced'))
  AND NOT EXISTS (
        SELECT 1 FROM Global_Suppression g
        WHERE g.EmailAddress = a.EmailAddress)
`,
  },
  {
    title: 'Convert Data View Dates from CST to UTC and Local Time',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'sql',
    authorIndex: 5,
    tags: ['timezone', 'dates', 'at-time-zone', 'data-views'],
    description:
      "Data view timestamps are stored in Central Standard Time without daylight saving. AT TIME ZONE with 'Central America Standard Time' (a zone that never observes DST) tags them correctly before converting to UTC or any Windows time zone name.",
    code: `/* Target DE: Click_Times_Local, action: Overwrite */
SELECT
    c.SubscriberKey,
    c.JobID,
    c.URL,
    c.EventDate AS EventDateCST,
    CONVERT(DATETIME,
        c.EventDate AT TIME ZONE 'Central America Standard Time'
                    AT TIME ZONE 'UTC') AS EventDateUTC,
    CONVERT(DATETIME,
        c.EventDate AT TIME ZONE 'Central America Standard Time'
                    AT TIME ZONE 'W. Europe Standard Time') AS EventDateCET,
    /* Hour of day in the subscriber's zone, for send-time optimisation */
    DATEPART(HOUR,
        c.EventDate AT TIME ZONE 'Central America Standard Time'
                    AT TIME ZONE ISNULL(p.WindowsTimeZone, 'UTC')) AS LocalHour
FROM _Click c
LEFT JOIN Subscriber_Profile p
    ON p.SubscriberKey = c.SubscriberKey
WHERE c.EventDate >= DATEADD(DAY, -7, GETDATE())
  AND c.IsUnique = 1
`,
  },
  {
    title: 'Journey Email Performance with _Journey, _JourneyActivity and _Sent',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'sql',
    authorIndex: 0,
    tags: ['journey-builder', 'data-views', 'reporting'],
    description:
      'Ties sends back to the journey, version and email activity that produced them using TriggererSendDefinitionObjectID. Aggregate into a reporting DE that you can export or connect to a dashboard.',
    code: `/* Target DE: Journey_Email_Stats, action: Overwrite */
SELECT
    j.JourneyName,
    j.VersionNumber,
    ja.ActivityName,
    COUNT(DISTINCT s.SubscriberKey) AS UniqueSent,
    COUNT(DISTINCT o.SubscriberKey) AS UniqueOpened,
    COUNT(DISTINCT c.SubscriberKey) AS UniqueClicked,
    CAST(COUNT(DISTINCT c.SubscriberKey) * 100.0
         / NULLIF(COUNT(DISTINCT s.SubscriberKey), 0) AS DECIMAL(5, 2)) AS ClickRatePct
FROM _Sent s
INNER JOIN _JourneyActivity ja
    ON ja.JourneyActivityObjectID = s.TriggererSendDefinitionObjectID
INNER JOIN _Journey j
    ON j.VersionID = ja.VersionID
LEFT JOIN _Open o
    ON o.JobID = s.JobID AND o.ListID = s.ListID AND o.BatchID = s.BatchID
   AND o.SubscriberID = s.SubscriberID AND o.IsUnique = 1
LEFT JOIN _Click c
    ON c.JobID = s.JobID AND c.ListID = s.ListID AND c.BatchID = s.BatchID
   AND c.SubscriberID = s.SubscriberID AND c.IsUnique = 1
WHERE s.EventDate >= DATEADD(DAY, -30, GETDATE())
  AND ja.ActivityType IN ('EMAIL', 'EMAILV2')
GROUP BY j.JourneyName, j.VersionNumber, ja.ActivityName
`,
  },
  {
    title: 'Top Clicked Links per Email from the _Click Data View',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'sql',
    authorIndex: 4,
    tags: ['data-views', 'click', 'reporting', 'links'],
    description:
      'Ranks links inside each send by unique clicks so content teams can see what actually works. Grouping on LinkName (the alias attribute) keeps dynamic URLs with tracking parameters from splitting counts.',
    code: `/* Target DE: Link_Performance, action: Overwrite */
SELECT
    x.JobID,
    x.EmailName,
    x.LinkName,
    x.UniqueClicks,
    x.LinkRank
FROM (
    SELECT
        c.JobID,
        j.EmailName,
        ISNULL(NULLIF(c.LinkName, ''), LEFT(c.URL, 200)) AS LinkName,
        COUNT(DISTINCT c.SubscriberKey) AS UniqueClicks,
        RANK() OVER (
            PARTITION BY c.JobID
            ORDER BY COUNT(DISTINCT c.SubscriberKey) DESC
        ) AS LinkRank
    FROM _Click c
    INNER JOIN _Job j ON j.JobID = c.JobID
    WHERE c.EventDate >= DATEADD(DAY, -14, GETDATE())
    GROUP BY c.JobID, j.EmailName, ISNULL(NULLIF(c.LinkName, ''), LEFT(c.URL, 200))
) x
WHERE x.LinkRank <= 10
`,
  },
];
