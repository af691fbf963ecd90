import type { SeedSnippet } from '../types.js';

/** Marketing Cloud REST from Node.js: the access token, data extension rows, transactional sends. */
export const sfmcApiRestDataSnippets: SeedSnippet[] = [
  {
    title: 'Cached Marketing Cloud Access Token Helper for Node.js',
    platform: 'sfmc',
    category: 'api',
    codeLanguage: 'javascript',
    authorIndex: 1,
    tags: ['node.js', 'oauth', 'rest-api', 'token'],
    description:
      'Tokens from the v2/token endpoint live for about 20 minutes. This helper caches the token and refreshes it a minute before expiry, and deduplicates concurrent refreshes so a burst of requests does not hammer the auth endpoint. Uses the built-in fetch in Node 18+.',
    code: `// sfmc-auth.js
const AUTH_BASE = \`https://\${process.env.SFMC_SUBDOMAIN}.auth.marketingcloudapis.com\`;

let cached = null;     // { token, restBase, expiresAt }
let inFlight = null;   // Promise while a refresh is running

async function requestToken() {
  const res = await fetch(\`\${AUTH_BASE}/v2/token\`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: process.env.SFMC_CLIENT_ID,
      client_secret: process.env.SFMC_CLIENT_SECRET,
      account_id: process.env.SFMC_MID, // optional: target BU
    }),
  });
  if (!res.ok) {
    throw new Error(\`SFMC auth failed: \${res.status} \${await res.text()}\`);
  }
  const body = await res.json();
  return {
    token: body.access_token,
    restBase: body.rest_instance_url,
    expiresAt: Date.now() + (body.expires_in - 60) * 1000,
  };
}

export async function getAuth() {
  if (cached && Date.now() < cached.expiresAt) return cached;
  if (!inFlight) {
    inFlight = requestToken()
      .then((auth) => (cached = auth))
      .finally(() => (inFlight = null));
  }
  return inFlight;
}

export async function sfmcFetch(path, options = {}) {
  const { token, restBase } = await getAuth();
  const res = await fetch(new URL(path, restBase), {
    ...options,
    headers: { 'Content-Type': 'application/json', Authorization: \`Bearer \${token}\`, ...options.headers },
  });
  if (!res.ok) throw new Error(\`\${options.method ?? 'GET'} \${path} -> \${res.status}: \${await res.text()}\`);
  return res.status === 204 ? null : res.json();
}
`,
  },
  {
    title: 'Upsert Data Extension Rows from Node.js via the REST rowset Endpoint',
    platform: 'sfmc',
    category: 'api',
    codeLanguage: 'javascript',
    authorIndex: 1,
    tags: ['node.js', 'data-extension', 'rest-api', 'upsert'],
    description:
      'The synchronous /hub/v1/dataevents/key:{key}/rowset endpoint upserts rows by primary key and is fine for small batches. For thousands of rows use the async /data/v1/async endpoint instead. Keys and values are separate objects in each row.',
    code: `import { sfmcFetch } from './sfmc-auth.js';

/**
 * @param {string} deKey external key of the data extension
 * @param {string[]} keyFields primary key column names
 * @param {object[]} records flat objects, one per row
 */
export async function upsertRows(deKey, keyFields, records) {
  const rows = records.map((record) => {
    const keys = {};
    const values = {};
    for (const [field, value] of Object.entries(record)) {
      if (keyFields.includes(field)) keys[field] = value;
      else values[field] = value;
    }
    return { keys, values };
  });

  // Keep synchronous calls small; chunk large inputs
  const CHUNK = 50;
  for (let i = 0; i < rows.length; i += CHUNK) {
    await sfmcFetch(\`/hub/v1/dataevents/key:\${encodeURIComponent(deKey)}/rowset\`, {
      method: 'POST',
      body: JSON.stringify(rows.slice(i, i + CHUNK)),
    });
  }
  return rows.length;
}

// Usage
await upsertRows('Web_Signups', ['SubscriberKey'], [
  { SubscriberKey: 'C-1001', EmailAddress: 'ana@example.com', Source: 'website', SignupDate: new Date().toISOString() },
  { SubscriberKey: 'C-1002', EmailAddress: 'li@example.com', Source: 'event', SignupDate: new Date().toISOString() },
]);
`,
  },
  {
    title: 'Send a Transactional Email with the Transactional Messaging API',
    platform: 'sfmc',
    category: 'api',
    codeLanguage: 'javascript',
    authorIndex: 5,
    tags: ['transactional-messaging', 'node.js', 'rest-api'],
    description:
      'The Transactional Messaging API sends through a transactional send definition with near real-time delivery and per-message status lookup. Use a unique messageKey per message so you can retry safely and query delivery status afterwards.',
    code: `import { randomUUID } from 'node:crypto';
import { sfmcFetch } from './sfmc-auth.js';

export async function sendPasswordReset({ email, contactKey, firstName, resetUrl }) {
  const messageKey = randomUUID();

  await sfmcFetch(\`/messaging/v1/email/messages/\${messageKey}\`, {
    method: 'POST',
    body: JSON.stringify({
      definitionKey: 'password-reset', // transactional send definition key
      recipient: {
        contactKey,
        to: email,
        attributes: { FirstName: firstName, ResetUrl: resetUrl },
      },
    }),
  });

  return messageKey;
}

export async function getMessageStatus(messageKey) {
  // eventCategoryType e.g. TransactionalSendEvents.EmailSent / EmailNotSent / EmailQueued
  const status = await sfmcFetch(\`/messaging/v1/email/messages/\${messageKey}\`);
  return status.eventCategoryType;
}

// Usage
const key = await sendPasswordReset({
  email: 'ana@example.com',
  contactKey: 'C-1001',
  firstName: 'Ana',
  resetUrl: 'https://app.example.com/reset?token=REDACTED',
});
console.log('queued', key, await getMessageStatus(key));
`,
  },
  {
    title: 'Read All Data Extension Rows with REST Paging in Node.js',
    platform: 'sfmc',
    category: 'api',
    codeLanguage: 'javascript',
    authorIndex: 1,
    tags: ['node.js', 'data-extension', 'pagination', 'rest-api'],
    description:
      'The customobjectdata rowset endpoint returns pages of up to 2500 rows with a $filter and $orderBy option. An async generator keeps memory flat when you stream a large DE into another system.',
    code: `import { sfmcFetch } from './sfmc-auth.js';

/** Yields one row object ({ ...keys, ...values }) at a time. */
export async function* readDataExtension(deKey, { filter, pageSize = 2500 } = {}) {
  let page = 1;
  while (true) {
    const params = new URLSearchParams({ $page: String(page), $pageSize: String(pageSize) });
    if (filter) params.set('$filter', filter); // e.g. "Status eq 'Active'"

    const body = await sfmcFetch(
      \`/data/v1/customobjectdata/key/\${encodeURIComponent(deKey)}/rowset?\${params}\`,
    );

    for (const item of body.items ?? []) {
      yield { ...item.keys, ...item.values };
    }

    if (!body.hasMoreRows) return;
    page += 1;
  }
}

// Usage: export active members to CSV lines
let count = 0;
for await (const row of readDataExtension('Loyalty_Members', { filter: "Status eq 'Active'" })) {
  process.stdout.write(\`\${row.subscriberkey},\${row.tier},\${row.points}\\n\`);
  count += 1;
}
console.error(\`exported \${count} rows\`);
`,
  },
  {
    title: 'Insert Large Row Volumes with the Async Data Extension API',
    platform: 'sfmc',
    category: 'api',
    codeLanguage: 'javascript',
    authorIndex: 5,
    tags: ['node.js', 'async-api', 'data-extension', 'bulk'],
    description:
      'The async endpoint accepts bigger payloads and processes them in the background, returning a requestId you poll for status and per-row errors. Use PUT for upsert semantics and POST for insert-only.',
    code: `import { sfmcFetch } from './sfmc-auth.js';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function asyncUpsert(deKey, items) {
  const { requestId } = await sfmcFetch(
    \`/data/v1/async/dataextensions/key:\${encodeURIComponent(deKey)}/rows\`,
    { method: 'PUT', body: JSON.stringify({ items }) },
  );

  // Poll until the job completes
  for (let attempt = 0; attempt < 30; attempt++) {
    const { status } = await sfmcFetch(\`/data/v1/async/\${requestId}/status\`);
    if (status.requestStatus === 'Complete') {
      if (status.hasErrors) {
        const results = await sfmcFetch(\`/data/v1/async/\${requestId}/results\`);
        const failed = results.items.filter((i) => i.status !== 'OK');
        throw new Error(\`\${failed.length} rows failed: \${JSON.stringify(failed.slice(0, 3))}\`);
      }
      return requestId;
    }
    await sleep(Math.min(1000 * 2 ** attempt, 15000));
  }
  throw new Error(\`Async request \${requestId} still pending\`);
}

await asyncUpsert('Product_Catalog', [
  { Sku: 'SKU-001', Name: 'Trail Runner', Price: 129.99, InStock: true },
  { Sku: 'SKU-002', Name: 'Road Racer', Price: 149.5, InStock: false },
]);
`,
  },
];
