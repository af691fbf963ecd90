/**
 * What people type into the search, by shape (issue-free: the shapes are what makes their cost differ): dotted
 * identifiers as Salesforce writes them (`Platform.Load`, `Database.insert`), camel-case identifiers, phrases of
 * common words, single words, a prefix still being typed, and typos of each shape. The bench's `search` and
 * `search-typo` spreads and `search-latency.mjs` read them from here.
 */

/** @type {Record<string, string[]>} */
export const SEARCHES_BY_SHAPE = {
  dotted: [
    'Platform.Load',
    'Database.insert',
    'Trigger.new',
    'System.debug',
    'Schema.getGlobalDescribe',
    'Platform.Function.Lookup',
    'HTTP.Post',
  ],
  camelCase: [
    'LookupRows',
    'getGlobalDescribe',
    'ContentBlockByKey',
    'AuraEnabled',
    'RetrieveSalesforceObjects',
  ],
  phrase: [
    'upsert data extension',
    'lookup rows',
    'trigger handler',
    'send email',
    'data extension',
    'rest api callout',
    'batch apex',
    'email footer',
    'update records in bulk',
  ],
  word: ['journey', 'soql', 'subscribers', 'dat'],
  'typo-dotted': ['Platfrom.Load', 'Databse.insert', 'Sytem.debug'],
  'typo-camelCase': ['LookupRowz', 'RetreiveSalesforceObjects', 'ContentBlockByKy'],
  'typo-phrase': [
    'upsert data extention',
    'lookup rowz',
    'trigger handlr',
    'retreive subscribers',
    'sned email',
  ],
  'typo-word': ['journy', 'paginte', 'subscirbers'],
};

/**
 * Dotted identifiers beyond the spread, for checking the word pairs' read (decision 079) with search-same-results.mjs
 * `--searches dotted`: pairs common and rare in the generated titles, three and four words, a last word still being
 * typed, digits, and a pair written the other way round.
 */
export const DOTTED_CHECKS = [
  'In.a',
  'With.the',
  'From.a',
  'Latest.release',
  'Latest.rel',
  'Orgs.may.need',
  'Project.names.have',
  'Data.Extension',
  'Data.ext',
  'Send.Email',
  'Trigger.handler',
  'Trigger.ha',
  'Trigger.n',
  'Lookup.rows',
  'Upsert.data.extension',
  'upsert.data.ex',
  'Platform.Load',
  'Platform.Lo',
  'Rest.api.callout',
  'Going.live',
  'Sandbox.with.realistic.volumes',
  'Database.insert',
  'Schema.getGlobalDescribe',
  'HTTP.Post',
  'Opt.in',
  'Double.opt.in',
  'Batch.apex',
  'Email.footer',
  'new.trigger',
  'v2.api',
  'Content.block.by.key',
];

/** Every search but the typos: the bench's `search` spread. */
export const SEARCHES = Object.entries(SEARCHES_BY_SHAPE)
  .filter(([shape]) => !shape.startsWith('typo-'))
  .flatMap(([, terms]) => terms);

/** The typos of every shape: the bench's `search-typo` spread. */
export const TYPO_SEARCHES = Object.entries(SEARCHES_BY_SHAPE)
  .filter(([shape]) => shape.startsWith('typo-'))
  .flatMap(([, terms]) => terms);

/** The API path of a search. */
export const searchPath = (term) => `/api/snippets?search=${encodeURIComponent(term)}`;
