import type { SeedSnippet } from '../types.js';

/** Callouts, custom REST endpoints, Change Data Capture and the Salesforce REST, Bulk and Composite APIs. */
export const crmIntegrationRestSnippets: SeedSnippet[] = [
  {
    title: 'REST Callout Through a Named Credential with Typed Response Parsing',
    platform: 'crm',
    category: 'integration',
    codeLanguage: 'apex',
    authorIndex: 5,
    tags: ['named-credential', 'callout', 'json', 'http'],
    description:
      'Named Credentials keep endpoints and secrets out of code and handle authentication headers for you; the callout: prefix resolves the base URL. Deserializing into an inner class gives type safety and ignores extra fields in the response.',
    code: `public with sharing class ShippingRateClient {
    public class RateRequest {
        public String originZip;
        public String destinationZip;
        public Decimal weightKg;
    }

    public class Rate {
        public String carrier;
        public String service;
        public Decimal amount;
        public Integer transitDays;
    }

    public class ShippingApiException extends Exception {}

    public static List<Rate> getRates(RateRequest payload) {
        HttpRequest req = new HttpRequest();
        req.setEndpoint('callout:Shipping_API/v2/rates'); // Named Credential "Shipping_API"
        req.setMethod('POST');
        req.setHeader('Content-Type', 'application/json');
        req.setHeader('Accept', 'application/json');
        req.setTimeout(15000);
        req.setBody(JSON.serialize(payload, true)); // suppress nulls

        HttpResponse res;
        try {
            res = new Http().send(req);
        } catch (CalloutException e) {
            throw new ShippingApiException('Shipping API unreachable: ' + e.getMessage());
        }

        if (res.getStatusCode() != 200) {
            throw new ShippingApiException('Shipping API ' + res.getStatusCode() + ': ' + res.getBody().left(500));
        }
        return (List<Rate>) JSON.deserialize(res.getBody(), List<Rate>.class);
    }
}
`,
  },
  {
    title: 'Custom REST Endpoint with @RestResource for Upserting Orders',
    platform: 'crm',
    category: 'integration',
    codeLanguage: 'apex',
    authorIndex: 1,
    tags: ['restresource', 'rest-api', 'upsert', 'external-id'],
    description:
      'Exposes /services/apexrest/orders/v1 for an external system. Versioning the URL mapping lets you evolve the contract safely. The method upserts on an external Id so retries are idempotent, and returns proper HTTP status codes through RestContext.response.',
    code: `@RestResource(urlMapping='/orders/v1/*')
global with sharing class OrderRestResource {
    global class OrderPayload {
        public String externalId;
        public String accountNumber;
        public Date orderDate;
        public String status;
    }

    global class ApiResponse {
        public String id;
        public Boolean created;
        public String error;
    }

    @HttpPost
    global static ApiResponse upsertOrder() {
        RestResponse res = RestContext.response;
        ApiResponse out = new ApiResponse();
        try {
            OrderPayload body = (OrderPayload) JSON.deserialize(
                RestContext.request.requestBody.toString(), OrderPayload.class);
            if (String.isBlank(body.externalId) || String.isBlank(body.accountNumber)) {
                res.statusCode = 400;
                out.error = 'externalId and accountNumber are required';
                return out;
            }
            Account acc = [SELECT Id FROM Account WHERE AccountNumber = :body.accountNumber WITH USER_MODE LIMIT 1];
            Order o = new Order(
                External_Id__c = body.externalId,
                AccountId = acc.Id,
                EffectiveDate = body.orderDate == null ? Date.today() : body.orderDate,
                Status = String.isBlank(body.status) ? 'Draft' : body.status
            );
            Database.UpsertResult ur = Database.upsert(o, Order.External_Id__c, true);
            res.statusCode = ur.isCreated() ? 201 : 200;
            out.id = ur.getId();
            out.created = ur.isCreated();
        } catch (QueryException e) {
            res.statusCode = 404;
            out.error = 'Unknown account';
        } catch (Exception e) {
            res.statusCode = 500;
            out.error = e.getMessage();
        }
        return out;
    }
}
`,
  },
  {
    title: 'Change Data Capture Trigger to Sync Account Changes',
    platform: 'crm',
    category: 'integration',
    codeLanguage: 'apex',
    authorIndex: 5,
    tags: ['change-data-capture', 'trigger', 'cdc', 'integration'],
    description:
      "Change event triggers run asynchronously after commit, so heavy sync logic stays out of the user's transaction. Only changed fields are populated in update events; read them via ChangeEventHeader.changedFields, and remember one event can describe several records.",
    code: `trigger AccountChangeTrigger on AccountChangeEvent (after insert) {
    Set<String> interesting = new Set<String>{ 'Name', 'BillingCity', 'BillingCountry', 'Phone' };
    List<Integration_Queue__c> queue = new List<Integration_Queue__c>();

    for (AccountChangeEvent evt : Trigger.new) {
        EventBus.ChangeEventHeader header = evt.ChangeEventHeader;

        // Skip changes made by the integration user itself to avoid ping-pong loops
        if (header.commitUser == IntegrationSettings.getString('Integration_User_Id', '')) {
            continue;
        }

        Boolean relevant = header.changeType == 'CREATE' || header.changeType == 'DELETE'
            || header.changeType == 'UNDELETE';
        if (header.changeType == 'UPDATE') {
            for (String field : header.changedFields) {
                if (interesting.contains(field)) { relevant = true; break; }
            }
        }
        if (!relevant) continue;

        // recordIds can contain several Ids when changes were batched
        for (String recordId : header.recordIds) {
            queue.add(new Integration_Queue__c(
                Record_Id__c = recordId,
                Operation__c = header.changeType,
                Changed_Fields__c = String.join(header.changedFields, ','),
                Commit_Timestamp__c = DateTime.newInstance(header.commitTimestamp)
            ));
        }
    }
    insert queue;
}
`,
  },
  {
    title: 'OAuth 2.0 JWT Bearer Flow in Node.js for Server-to-Server Access',
    platform: 'crm',
    category: 'integration',
    codeLanguage: 'javascript',
    authorIndex: 5,
    tags: ['oauth', 'jwt', 'node.js', 'connected-app'],
    description:
      'The JWT bearer flow authenticates a backend as a pre-authorized user without storing passwords or refresh tokens. Upload the certificate to the connected app (or external client app), pre-authorize the user via profile or permission set, and sign the assertion with the matching private key.',
    code: `import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';

const LOGIN_URL = process.env.SF_LOGIN_URL ?? 'https://login.salesforce.com'; // test.salesforce.com for sandboxes
const CLIENT_ID = process.env.SF_CLIENT_ID ?? 'YOUR_CONNECTED_APP_CONSUMER_KEY';
const USERNAME = process.env.SF_USERNAME ?? 'integration.user@example.com';
const PRIVATE_KEY = readFileSync(process.env.SF_PRIVATE_KEY_PATH ?? './server.key', 'utf8');

const base64url = (input) => Buffer.from(input).toString('base64url');

function buildAssertion() {
  const header = { alg: 'RS256', typ: 'JWT' };
  const claims = {
    iss: CLIENT_ID,
    sub: USERNAME,
    aud: LOGIN_URL,
    exp: Math.floor(Date.now() / 1000) + 180, // max 3 minutes
  };
  const unsigned = \`\${base64url(JSON.stringify(header))}.\${base64url(JSON.stringify(claims))}\`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(PRIVATE_KEY, 'base64url');
  return \`\${unsigned}.\${signature}\`;
}

export async function getSalesforceSession() {
  const res = await fetch(\`\${LOGIN_URL}/services/oauth2/token\`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: buildAssertion(),
    }),
  });
  const body = await res.json();
  if (!res.ok) {
    // e.g. invalid_grant: user hasn't approved this consumer -> pre-authorize the user
    throw new Error(\`JWT login failed: \${body.error} - \${body.error_description}\`);
  }
  return { accessToken: body.access_token, instanceUrl: body.instance_url };
}
`,
  },
  {
    title: 'Load a CSV with Bulk API 2.0 Ingest from Node.js',
    platform: 'crm',
    category: 'integration',
    codeLanguage: 'javascript',
    authorIndex: 1,
    tags: ['bulk-api', 'node.js', 'csv', 'data-loading'],
    description:
      'Bulk API 2.0 handles batching for you: create a job, PUT the CSV, mark it UploadComplete and poll until it finishes. Download failedResults afterwards; a JobComplete state does not mean every row succeeded.',
    code: `import { readFile } from 'node:fs/promises';
import { getSalesforceSession } from './sf-jwt-auth.js';

const API = 'v61.0';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function bulkUpsert(objectName, externalIdField, csvPath) {
  const { accessToken, instanceUrl } = await getSalesforceSession();
  const base = \`\${instanceUrl}/services/data/\${API}/jobs/ingest\`;
  const headers = { Authorization: \`Bearer \${accessToken}\` };

  const job = await fetch(base, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ object: objectName, externalIdFieldName: externalIdField, operation: 'upsert', lineEnding: 'LF' }),
  }).then((r) => r.json());

  await fetch(\`\${base}/\${job.id}/batches\`, {
    method: 'PUT',
    headers: { ...headers, 'Content-Type': 'text/csv' },
    body: await readFile(csvPath), // one upload per job, up to 150 MB
  });

  await fetch(\`\${base}/\${job.id}\`, {
    method: 'PATCH',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ state: 'UploadComplete' }),
  });

  let info;
  do {
    await sleep(5000);
    info = await fetch(\`\${base}/\${job.id}\`, { headers }).then((r) => r.json());
  } while (!['JobComplete', 'Failed', 'Aborted'].includes(info.state));

  const failedCsv = info.numberRecordsFailed > 0
    ? await fetch(\`\${base}/\${job.id}/failedResults\`, { headers }).then((r) => r.text())
    : '';

  return { state: info.state, processed: info.numberRecordsProcessed, failed: info.numberRecordsFailed, failedCsv };
}

// const result = await bulkUpsert('Account', 'External_Id__c', './accounts.csv');
`,
  },
  {
    title: 'Create an Account with Contacts in One Composite API Request',
    platform: 'crm',
    category: 'integration',
    codeLanguage: 'javascript',
    authorIndex: 5,
    tags: ['composite-api', 'rest-api', 'node.js'],
    description:
      'The Composite resource runs up to 25 subrequests in one round trip and lets later requests reference earlier results with @{referenceId.id}. With allOrNone true everything rolls back if any subrequest fails.',
    code: `import { getSalesforceSession } from './sf-jwt-auth.js';

export async function createAccountWithContacts(account, contacts) {
  const { accessToken, instanceUrl } = await getSalesforceSession();
  const sobjects = '/services/data/v61.0/sobjects';

  const compositeRequest = [
    { method: 'POST', url: \`\${sobjects}/Account\`, referenceId: 'newAccount', body: account },
    ...contacts.map((contact, i) => ({
      method: 'POST',
      url: \`\${sobjects}/Contact\`,
      referenceId: \`contact\${i}\`,
      body: { ...contact, AccountId: '@{newAccount.id}' }, // resolved server-side
    })),
    {
      method: 'GET',
      url: \`/services/data/v61.0/query?q=\${encodeURIComponent(
        "SELECT Id, Name, (SELECT Id, Email FROM Contacts) FROM Account WHERE Id = '@{newAccount.id}'",
      )}\`,
      referenceId: 'readBack',
    },
  ];

  const res = await fetch(\`\${instanceUrl}/services/data/v61.0/composite\`, {
    method: 'POST',
    headers: { Authorization: \`Bearer \${accessToken}\`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ allOrNone: true, compositeRequest }),
  });
  const { compositeResponse } = await res.json();

  const failed = compositeResponse.filter((r) => r.httpStatusCode >= 400);
  if (failed.length) {
    throw new Error(failed.map((f) => \`\${f.referenceId}: \${JSON.stringify(f.body)}\`).join('\\n'));
  }
  return compositeResponse.find((r) => r.referenceId === 'readBack').body.records[0];
}

// await createAccountWithContacts({ Name: 'Globex' }, [{ LastName: 'Simpson', Email: 'homer@example.com' }]);
`,
  },
  {
    title: 'Upsert Up to 200 Records by External Id with sObject Collections',
    platform: 'crm',
    category: 'integration',
    codeLanguage: 'javascript',
    authorIndex: 3,
    tags: ['sobject-collections', 'upsert', 'external-id', 'rest-api'],
    description:
      'PATCH /composite/sobjects/{object}/{externalIdField} upserts up to 200 records in one call and returns a result per record in order. It is the sweet spot between single-record calls and Bulk API for near real-time syncs.',
    code: `import { getSalesforceSession } from './sf-jwt-auth.js';

const chunk = (arr, size) =>
  Array.from({ length: Math.ceil(arr.length / size) }, (_, i) => arr.slice(i * size, i * size + size));

export async function upsertProducts(products) {
  const { accessToken, instanceUrl } = await getSalesforceSession();
  const url = \`\${instanceUrl}/services/data/v61.0/composite/sobjects/Product2/External_Id__c\`;
  const failures = [];

  for (const batch of chunk(products, 200)) {
    const res = await fetch(url, {
      method: 'PATCH',
      headers: { Authorization: \`Bearer \${accessToken}\`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        allOrNone: false,
        records: batch.map((p) => ({
          attributes: { type: 'Product2' },
          External_Id__c: p.sku,
          Name: p.name,
          Family: p.family,
          IsActive: p.active,
        })),
      }),
    });
    const results = await res.json();
    results.forEach((r, i) => {
      if (!r.success) failures.push({ sku: batch[i].sku, errors: r.errors.map((e) => e.message) });
    });
  }
  return failures;
}
`,
  },
  {
    title: 'Follow nextRecordsUrl to Read Large SOQL Results over REST',
    platform: 'crm',
    category: 'integration',
    codeLanguage: 'javascript',
    authorIndex: 7,
    tags: ['rest-api', 'soql', 'pagination', 'node.js'],
    description:
      'The REST query endpoint returns up to 2000 records per page and a nextRecordsUrl while done is false. An async generator streams every record without loading the whole result into memory; use queryAll to include deleted and archived rows.',
    code: `import { getSalesforceSession } from './sf-jwt-auth.js';

export async function* queryAll(soql, { includeDeleted = false } = {}) {
  const { accessToken, instanceUrl } = await getSalesforceSession();
  const endpoint = includeDeleted ? 'queryAll' : 'query';
  let next = \`/services/data/v61.0/\${endpoint}?q=\${encodeURIComponent(soql)}\`;

  while (next) {
    const res = await fetch(instanceUrl + next, {
      headers: { Authorization: \`Bearer \${accessToken}\`, 'Sforce-Query-Options': 'batchSize=2000' },
    });
    if (!res.ok) throw new Error(\`Query failed \${res.status}: \${await res.text()}\`);

    const page = await res.json();
    yield* page.records;
    next = page.done ? null : page.nextRecordsUrl;
  }
}

// Usage
const since = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
let n = 0;
for await (const contact of queryAll(
  \`SELECT Id, Email, LastModifiedDate FROM Contact WHERE SystemModstamp > \${since} ORDER BY SystemModstamp\`,
)) {
  n += 1;
  // push contact to the downstream system
}
console.log(\`synced \${n} contacts\`);
`,
  },
];
