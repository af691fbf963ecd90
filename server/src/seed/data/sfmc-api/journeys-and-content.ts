import type { SeedSnippet } from '../types.js';

/** Journey Builder, Content Builder and CloudPage calls. */
export const sfmcApiJourneySnippets: SeedSnippet[] = [
  {
    title: 'Journey Builder Custom Activity Client Script with Postmonger',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'javascript',
    authorIndex: 1,
    tags: ['journey-builder', 'custom-activity', 'postmonger'],
    description:
      "The customActivity.js loaded by a custom activity's configuration UI. It reads saved inArguments on initActivity, maps journey data binding strings and sends the updated activity back with updateActivity when the user clicks Done.",
    code: `/* global Postmonger, $ */
const connection = new Postmonger.Session();
let activity = {};

$(window).ready(() => {
  connection.trigger('ready');
  connection.trigger('requestSchema');
});

connection.on('initActivity', (data) => {
  activity = data || {};
  const inArgs = activity.arguments?.execute?.inArguments ?? [];
  const saved = Object.assign({}, ...inArgs);
  $('#message-template').val(saved.template || '');
  connection.trigger('updateButton', { button: 'next', text: 'done', visible: true });
});

// Entry source fields become data binding strings like {{Event.DEAudience-123.EmailAddress}}
let schemaFields = {};
connection.on('requestedSchema', ({ schema }) => {
  schemaFields = Object.fromEntries(
    schema.map((f) => [f.key.split('.').pop(), \`{{\${f.key}}}\`]),
  );
});

connection.on('clickedNext', () => {
  activity.arguments.execute.inArguments = [{
    contactKey: '{{Contact.Key}}',
    email: schemaFields.EmailAddress ?? '',
    template: $('#message-template').val(),
  }];
  activity.metaData.isConfigured = true;
  connection.trigger('updateActivity', activity);
});
`,
  },
  {
    title: 'Create an HTML Email Asset in Content Builder from Node.js',
    platform: 'sfmc',
    category: 'api',
    codeLanguage: 'javascript',
    authorIndex: 0,
    tags: ['content-builder', 'assets', 'node.js', 'rest-api'],
    description:
      'Creates a Content Builder email (assetType 208, htmlemail) with subject, preheader and HTML, placed in a specific folder. Handy for pushing templates from a Git repository into Marketing Cloud as part of a deployment pipeline.',
    code: `import { readFile } from 'node:fs/promises';
import { sfmcFetch } from './sfmc-auth.js';

export async function createHtmlEmail({ name, customerKey, folderId, subject, preheader, htmlPath }) {
  const html = await readFile(htmlPath, 'utf8');

  const asset = await sfmcFetch('/asset/v1/content/assets', {
    method: 'POST',
    body: JSON.stringify({
      name,
      customerKey,
      assetType: { name: 'htmlemail', id: 208 },
      category: { id: folderId },
      views: {
        subjectline: { content: subject },
        preheader: { content: preheader },
        html: { content: html },
      },
      data: { email: { options: { characterEncoding: 'utf-8' } } },
    }),
  });

  return { id: asset.id, customerKey: asset.customerKey };
}

const created = await createHtmlEmail({
  name: 'Spring Sale 2024 - Main',
  customerKey: 'spring-sale-2024-main',
  folderId: 123456,
  subject: '%%=v(@firstName)=%%, spring savings start now',
  preheader: 'Up to 30% off until Sunday',
  htmlPath: './dist/spring-sale.html',
});
console.log('Created asset', created);
`,
  },
  {
    title: 'CloudPage Form Submission with Fetch to a JSON Code Resource',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'javascript',
    authorIndex: 3,
    tags: ['cloudpages', 'fetch', 'forms', 'code-resource'],
    description:
      'Posts a CloudPage form to a JSON code resource without a full page reload and shows inline feedback. Includes client-side checks for quick feedback, but the code resource must validate again on the server.',
    code: `const form = document.getElementById('signup');
const status = document.getElementById('form-status');
const ENDPOINT = 'https://cloud.example.com/api/signup'; // JSON code resource URL

function setInvalid(input, message) {
  input.setAttribute('aria-invalid', message ? 'true' : 'false');
  input.setCustomValidity(message || '');
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = Object.fromEntries(new FormData(form));
  if (data.website) return; // honeypot filled: silently ignore

  const email = form.elements.email;
  setInvalid(email, /^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$/i.test(data.email) ? '' : 'Enter a valid email');
  if (!form.reportValidity()) return;

  const button = form.querySelector('button[type="submit"]');
  button.disabled = true;
  status.textContent = 'Sending…';

  try {
    const res = await fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: data.email.trim().toLowerCase(),
        firstName: data.firstName.trim(),
        topics: new FormData(form).getAll('topics'),
      }),
    });
    const body = await res.json();
    status.textContent = body.ok ? 'Thanks! Check your inbox to confirm.' : body.error || 'Something went wrong.';
    if (body.ok) form.reset();
  } catch {
    status.textContent = 'Network error, please try again.';
  } finally {
    button.disabled = false;
  }
});
`,
  },
  {
    title: 'Fire a Journey Entry Event from a Node.js Backend',
    platform: 'sfmc',
    category: 'api',
    codeLanguage: 'javascript',
    authorIndex: 5,
    tags: ['journey-builder', 'entry-event', 'node.js'],
    description:
      "The server-side counterpart of the SSJS version: call /interaction/v1/events with the EventDefinitionKey of an API Event entry source. The data payload must include every field marked required in the event's data extension.",
    code: `import { sfmcFetch } from './sfmc-auth.js';

export async function enterJourney(eventDefinitionKey, contactKey, data) {
  const result = await sfmcFetch('/interaction/v1/events', {
    method: 'POST',
    body: JSON.stringify({
      ContactKey: contactKey,
      EventDefinitionKey: eventDefinitionKey,
      Data: { SubscriberKey: contactKey, ...data },
    }),
  });
  return result.eventInstanceId;
}

// e.g. from an order webhook
export async function onOrderShipped(order) {
  const instanceId = await enterJourney('APIEvent-YOUR-EVENT-KEY', order.customerId, {
    EmailAddress: order.email,
    OrderNumber: order.number,
    TrackingUrl: order.trackingUrl,
    ShippedAt: new Date(order.shippedAt).toISOString(),
  });
  console.log(\`order \${order.number} -> journey instance \${instanceId}\`);
}
`,
  },
];
