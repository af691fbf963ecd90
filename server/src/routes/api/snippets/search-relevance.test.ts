/**
 * Relevance of the search (decision 036): a fixed set of 30 queries a Salesforce developer types, run against
 * the demo community `npm start` seeds, with the snippets that belong at the top. The expected titles are the right
 * answers read from the seed data (server/src/seed/data), not a record of what the search returned one day: when the
 * search and this table disagree, the search is what changes.
 */
import { snippetListResponseSchema } from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';
import { seedSnippets } from '../../../seed/data/index.js';
import { seedIfEmpty } from '../../../seed/index.js';

/**
 * `first`: the (one) expected title is the first result. `top3`: every expected title is within the first three
 * (they are equally right). `none`: no result at all.
 */
type Rule = 'first' | 'top3' | 'none';
type Case = [query: string, rule: Rule, ...expected: string[]];

const PAGINATION = 'Read Every Row of a Large Data Extension with WSProxy Pagination';
const BASE_HANDLER = 'Minimal Trigger Handler Base Class with Bypass Support';
const ROLLUP_HANDLER = 'Bulkified Opportunity Trigger Handler That Rolls Up to Account';

// Each case: why these titles, then [query, rule, expected titles].
const CASES: Case[] = [
  // Identifiers. Named in its title, tags and description; four others only call it in their code.
  ['LookupRows', 'first', 'Render a Product List by Looping Over LookupRows'],
  // The dotted name in the title.
  ['Database.insert', 'first', 'Partial Success DML with Database.insert and SaveResult Logging'],
  // A dotted name typed up to a prefix: Database.queryWithBinds.
  ['Database.query', 'first', 'Dynamic SOQL Built Safely with Database.queryWithBinds'],
  // The three tagged aura-enabled; three more only use the annotation in their code.
  [
    '@AuraEnabled',
    'top3',
    'Cacheable Apex Controller for LWC Wire Adapters',
    'Custom Exception Hierarchy for Service Classes',
    'Active Picklist Values for Any Field via Schema Describe',
  ],
  // WSProxy in its title, tags and description; the others name it for one call.
  ['WSProxy', 'top3', PAGINATION],
  // The seed's only @HttpPost method, in its code only.
  ['@HttpPost', 'first', 'Custom REST Endpoint with @RestResource for Upserting Orders'],
  // The AMPscript function in the title; two others only call it.
  ['ContentBlockByKey', 'first', 'Swap Content Blocks by Segment with ContentBlockByKey'],
  // Three dotted parts, in the title; ten other SSJS snippets call Script.Util in their code.
  [
    'Script.Util.HttpRequest',
    'first',
    'Request a REST API Access Token from SSJS with Script.Util.HttpRequest',
  ],

  // Topics: Apex, LWC, SSJS, SOQL, Marketing Cloud SQL. The phrase is its title; the schedulable only starts one.
  ['batch apex', 'first', 'Stateful Batch Apex with Error Summary Email'],
  // Both titles say it, one in the plural.
  [
    'wire adapter',
    'top3',
    'Display Record Fields with the getRecord Wire Adapter',
    'Cacheable Apex Controller for LWC Wire Adapters',
  ],
  // Try/Catch in the title, and the try-catch tag.
  ['try catch', 'first', 'Try/Catch Error Logging to a Data Extension from Script Activities'],
  // Three words, the last a prefix of "Loops".
  ['soql in loop', 'first', 'Avoid SOQL in Loops with a Map of Parent Records'],
  // The phrase is its title; the suppression audience mentions hard bounces once.
  ['hard bounce', 'first', 'Hard Bounce Report with SMTP Reasons'],

  // Common words. The titles that are "Send … Email" (the bulk Apex one says "Emails").
  [
    'send email',
    'top3',
    'Send a Triggered Email from a CloudPage Form Submission',
    'Send a Transactional Email with the Transactional Messaging API',
  ],
  // The seed's email footer (footer in its title and tags), though its text never says "email".
  ['email footer', 'first', 'CAN-SPAM Compliant Footer with Marketing Cloud Personalization Strings'],
  // The two titles with the phrase, before triggers that have no handler.
  ['trigger handler', 'top3', BASE_HANDLER, ROLLUP_HANDLER],

  // Rare words. The only snippet with the word.
  ['coupon', 'first', 'Assign a Unique Coupon per Subscriber with ClaimRow'],
  // In its description; the other snippet has it only in its code.
  ['honeypot', 'first', 'Accessible CloudPage Signup Form Markup'],

  // Phrases. All three words in order in the title; the layout skeleton has no form in its title.
  ['preference center form', 'first', 'Preference Center Form Handler Using UpsertData on a CloudPage'],
  // Both fire an entry event, from Node.js and from SSJS.
  [
    'journey entry event',
    'top3',
    'Fire a Journey Entry Event from a Node.js Backend',
    'Fire a Journey Builder API Entry Event from SSJS',
  ],
  // Typing: the only title with "Pagination" (two more have the tag).
  ['paginat', 'first', PAGINATION],

  // Typos: a dropped letter; a swapped pair; a doubled letter; a wrong vowel.
  ['birthdy', 'first', 'Birthday Audience for Today Including Leap Day Birthdays'],
  ['polymoprhic', 'first', 'Polymorphic TYPEOF Query on Task.What'],
  ['recurssion', 'first', 'Recursion Guard That Tracks Processed Record Ids'],
  ['preheeder', 'first', 'Hidden Preheader Text with Whitespace Padding'],
  // A typo in the second of two words.
  ['trigger handlr', 'top3', BASE_HANDLER, ROLLUP_HANDLER],
  // A wrong letter in the last of three words.
  ['clear data extention', 'first', 'Clear All Rows of a Data Extension from a Script Activity'],
  // A swapped pair in an identifier.
  ['WSPorxy', 'top3', PAGINATION],

  // A word only in its tags.
  ['ecommerce', 'first', 'Abandoned Cart Audience from Web Events and Orders'],
  // Not a Salesforce word, nor close to one.
  ['kubernetes', 'none'],
];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedIfEmpty(t.db, t.config, t.app.passwords);
});
afterAll(async () => {
  await t.close();
});

/** The titles of the first three results, in order. */
async function topTitles(query: string): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/snippets?search=${encodeURIComponent(query)}&limit=3`,
  });
  expect(response.statusCode).toBe(200);
  return snippetListResponseSchema.parse(body(response)).snippets.map((snippet) => snippet.title);
}

describe('search relevance on the demo community', () => {
  it('holds 30 different queries, each expecting titles the seed has', () => {
    const seedTitles = new Set(seedSnippets.map((snippet) => snippet.title));
    expect(new Set(CASES.map(([query]) => query)).size).toBe(30);
    const expectedTitles = CASES.flatMap(([, , ...expected]) => expected);
    expect(expectedTitles.filter((title) => !seedTitles.has(title))).toEqual([]);
  });

  it.each(CASES)('%s (%s)', async (query, rule, ...expected) => {
    const titles = await topTitles(query);
    if (rule === 'none') expect(titles).toEqual([]);
    else if (rule === 'first') expect(titles[0], `top 3: ${titles.join(' | ')}`).toBe(expected[0]);
    else expect(titles).toEqual(expect.arrayContaining(expected));
  });
});
