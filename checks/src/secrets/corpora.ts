/**
 * Test helper: realistic corpora for the secret guard, from a seeded generator (the same texts on every run). Each
 * family has credentials written the ways snippets write them, which must all be found, and look-alikes (ids that
 * are not secrets, stand-ins, documentation examples), of which none may be. Not exported from index.ts.
 */
import { ALPHABETS, fakeGenerator } from './fake-credentials.js';

export interface CorpusEntry {
  /** Which form and context made it, for a readable failure. */
  label: string;
  text: string;
}

type Fake = ReturnType<typeof fakeGenerator>;

const pick = <T>(fake: Fake, items: readonly T[]): T =>
  items[Number(fake.from('0123456789', 6)) % items.length] as T;

/**
 * A Salesforce org id as orgs have them: `00D`, a 2-character instance (`5e`, `A0`, `Hn`), a zero-padded sequence
 * (12 characters after `00D` in all) and, for the 18-character form, a 3-character case-safe suffix.
 */
function orgId(fake: Fake, long: boolean, zeros: number): string {
  const instance = fake.from(ALPHABETS.alnum, 2);
  const tail = 10 - zeros;
  const sequence = '0'.repeat(zeros) + fake.from('123456789', 1) + fake.from(ALPHABETS.alnum, tail - 1);
  return `00D${instance}${sequence}${long ? fake.from(ALPHABETS.upperAlnum.replace(/[6-9]/g, ''), 3) : ''}`;
}

/** The random part after `!`: `AQ`/`AR` then 94–110 characters of letters, digits, `.` and `_`. */
function sessionPart(fake: Fake): string {
  const length = 94 + Number(fake.from('0123456789', 1)) + Number(fake.from('0123456789', 1));
  return `A${fake.from('QR', 1)}${fake.mixed(length, ALPHABETS.lower, ALPHABETS.upper, ALPHABETS.digits, '._')}`;
}

/** Where a credential sits in a snippet: Apex, JS, JSON, HTTP, AMPscript, SSJS, shell, CLI output. */
const PLACES: readonly ((value: string) => string)[] = [
  (v) => `req.setHeader('Authorization', 'Bearer ${v}');`,
  (v) => `String accessToken = '${v}';`,
  (v) => `const token = "${v}";`,
  (v) => `{"access_token":"${v}","instance_url":"https://acme.my.salesforce.com","token_type":"Bearer"}`,
  (v) => `Authorization: Bearer ${v}`,
  (v) => `curl https://acme.my.salesforce.com/services/data/v60.0/ -H "Authorization: Bearer ${v}"`,
  (v) => `%%[ SET @token = "${v}" ]%%`,
  (v) => `SET @auth = Concat("Bearer ", "${v}")`,
  (v) => `<script runat="server">var sessionId = "${v}";</script>`,
  (v) => `req.setHeader("Authorization", "Bearer ${v}");`,
  (v) => `Access Token     ${v}`,
  (v) => `export SF_ACCESS_TOKEN=${v}`,
  (v) => `headers: { Authorization: \`Bearer ${v}\` },`,
  (v) => `sessionId = ${v}`,
];

function place(fake: Fake, i: number, value: string): string {
  const at = PLACES[i % PLACES.length] ?? PLACES[0]!;
  return `// ${fake.from(ALPHABETS.lower, 6)}\n${at(value)}\nSystem.debug(res);`;
}

/** Access and session tokens over every org-id form: 15 and 18 characters, 0–8 zeros, every context. */
export function accessTokens(seed = 1, count = 1000): CorpusEntry[] {
  const fake = fakeGenerator(seed);
  return Array.from({ length: count }, (_, i) => {
    const long = i % 2 === 1;
    const zeros = i % 9;
    const token = `${orgId(fake, long, zeros)}!${sessionPart(fake)}`;
    return {
      label: `${long ? 18 : 15}-char org id, ${zeros} zeros, place ${i % PLACES.length}`,
      text: place(fake, i, token),
    };
  });
}

/** Record ids of other objects (accounts, contacts, users, custom objects): 3-character prefix, pod, sequence. */
function recordId(fake: Fake, long: boolean): string {
  const prefix = pick(fake, ['001', '003', '005', '006', '00Q', '500', '701', 'a0X', 'a1B', '0DM', '00e']);
  const zeros = Number(fake.from('012345678', 1));
  const body = fake.from(ALPHABETS.alnum, 2) + '0'.repeat(zeros) + fake.from(ALPHABETS.alnum, 10 - zeros);
  return `${prefix}${body}${long ? fake.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ012345', 3) : ''}`;
}

const STAND_INS: readonly ((fake: Fake) => string)[] = [
  () => `00DXXXXXXXXXXXX!AQ...`,
  () => `00DXXXXXXXXXXXXXXX!${'X'.repeat(96)}`,
  () => `<access_token>`,
  () => `<your_session_id>`,
  () => `{{access_token}}`,
  () => `\${accessToken}`,
  (fake) => `00Dxx0000001${fake.from(ALPHABETS.alnum, 3)}!${sessionPart(fake)}`,
  (fake) => `00Dxx000000${fake.from(ALPHABETS.alnum, 4)}!AQ4AQ...`,
  (fake) => `${orgId(fake, false, 5)}!AQ4AQ${fake.from(ALPHABETS.alnum, 12)}...`,
  (fake) => `${orgId(fake, true, 4)}!YOUR_SESSION_ID_GOES_HERE_${'x'.repeat(60)}`,
  (fake) => `${orgId(fake, false, 6)}!<access_token>`,
  (fake) => `${orgId(fake, false, 3)}!${fake.from(ALPHABETS.alnum, 20)}`,
  () => `00D000000000000!${'A'.repeat(40)}${'0'.repeat(60)}`,
  () => `%%=v(@accessToken)=%%`,
];

/** Where ids that are not secrets sit: SOQL, Apex, JSON, AMPscript, SSJS, URLs. */
const ID_PLACES: readonly ((value: string) => string)[] = [
  (v) => `String orgId = '${v}';`,
  (v) => `SELECT Name FROM Account WHERE Id = '${v}'`,
  (v) => `{"Id":"${v}","attributes":{"type":"Organization"}}`,
  (v) => `%%[ SET @recordId = "${v}" ]%%`,
  (v) => `<script runat="server">var ownerId = "${v}";</script>`,
  (v) => `https://acme.lightning.force.com/lightning/r/Account/${v}/view`,
  (v) => `Id parentId = '${v}';`,
];

/** Look-alikes of access tokens: org ids alone, record ids, stand-ins and documentation examples, in every context. */
export function accessTokenLookAlikes(seed = 2, count = 1000): CorpusEntry[] {
  const fake = fakeGenerator(seed);
  return Array.from({ length: count }, (_, i) => {
    const kind = i % 4;
    if (kind <= 1) {
      const id = kind === 0 ? orgId(fake, i % 8 === 0, i % 9) : recordId(fake, i % 8 === 1);
      const at = ID_PLACES[i % ID_PLACES.length] ?? ID_PLACES[0]!;
      return {
        label: `${kind === 0 ? 'org id alone' : 'record id'}, id place ${i % ID_PLACES.length}`,
        text: at(id),
      };
    }
    const which = Math.floor(i / 4) % STAND_INS.length;
    const value = (STAND_INS[which] ?? STAND_INS[0]!)(fake);
    const label = `stand-in ${which}`;
    return { label: `${label}, place ${i % PLACES.length}`, text: place(fake, i, value) };
  });
}

/** Where a named credential sits: JSON, JS, Apex, AMPscript, SSJS, form bodies, env files. */
const NAMED_PLACES: readonly ((name: string, value: string) => string)[] = [
  (n, v) => `{ "${n}": "${v}", "grant_type": "client_credentials" }`,
  (n, v) => `const ${camel(n)} = '${v}';`,
  (n, v) => `String ${camel(n)} = '${v}';`,
  (n, v) => `body.put('${n}', '${v}');`,
  (n, v) => `%%[ SET @${camel(n)} = "${v}" ]%%`,
  (n, v) => `<script runat="server">var payload = { ${n}: "${v}" };</script>`,
  (n, v) => `grant_type=client_credentials&${n}=${v}&account_id=514009341`,
  (n, v) => `SFMC_${n.toUpperCase()}=${v}`,
  (n, v) => `req.setHeader("${n}", "${v}");`,
  (n, v) => `  ${camel(n)}: '${v}',`,
];

function camel(name: string): string {
  return name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

function named(fake: Fake, i: number, name: string, value: string): string {
  const at = NAMED_PLACES[i % NAMED_PLACES.length] ?? NAMED_PLACES[0]!;
  return `// ${fake.from(ALPHABETS.lower, 6)}\n${at(name, value)}\nnoop();`;
}

/** Marketing Cloud installed-package client ids (24 lowercase alphanumerics) and secrets (24 mixed). */
export function marketingCloudCredentials(seed = 3, count = 1000): CorpusEntry[] {
  const fake = fakeGenerator(seed);
  return Array.from({ length: count }, (_, i) => {
    const secret = i % 2 === 0;
    const value = secret
      ? fake.mixed(24, ALPHABETS.lower, ALPHABETS.upper, ALPHABETS.digits)
      : fake.mixed(24, ALPHABETS.lower, ALPHABETS.digits);
    const name = secret ? 'client_secret' : 'client_id';
    return { label: `${name}, place ${i % NAMED_PLACES.length}`, text: named(fake, i, name, value) };
  });
}

const MC_STAND_INS: readonly ((fake: Fake) => string)[] = [
  () => 'YOUR_CLIENT_SECRET',
  () => '<client_secret>',
  () => '{{clientSecret}}',
  () => 'xxxxxxxxxxxxxxxxxxxxxxxx',
  () => 'abcdefghijklmnop12345678',
  () => 'mySuperSecretClientValue',
  () => '%%=v(@clientSecret)=%%',
  () => 'application/json',
  (fake) => fake.from(ALPHABETS.lowerAlnum, 12),
  (fake) => `{{${fake.from(ALPHABETS.lower, 8)}}}`,
  () => '514009341',
  () => 'client_credentials',
];

/** Look-alikes of installed-package credentials: stand-ins, short values, subdomains, MIDs, grant types. */
export function marketingCloudLookAlikes(seed = 4, count = 1000): CorpusEntry[] {
  const fake = fakeGenerator(seed);
  return Array.from({ length: count }, (_, i) => {
    const stand = MC_STAND_INS[Math.floor(i / 2) % MC_STAND_INS.length] ?? MC_STAND_INS[0]!;
    const name = i % 2 === 0 ? 'client_secret' : 'client_id';
    return {
      label: `stand-in ${Math.floor(i / 2) % MC_STAND_INS.length} as ${name}`,
      text: named(fake, i, name, stand(fake)),
    };
  });
}

/** Connected-app consumer keys (`3MVG9` + about 80) and consumer secrets (64 hex, or 19 digits). */
export function connectedAppCredentials(seed = 5, count = 1000): CorpusEntry[] {
  const fake = fakeGenerator(seed);
  return Array.from({ length: count }, (_, i) => {
    const form = i % 3;
    if (form === 0) {
      const key = `3MVG9${fake.mixed(76 + (i % 9), ALPHABETS.lower, ALPHABETS.upper, ALPHABETS.digits, '._')}`;
      return { label: `consumer key, place ${i % PLACES.length}`, text: named(fake, i, 'client_id', key) };
    }
    const secret =
      form === 1
        ? fake.from(ALPHABETS.hex, 64)
        : `${fake.from('123456789', 1)}${fake.from(ALPHABETS.digits, 18)}`;
    const name = i % 2 === 0 ? 'consumer_secret' : 'client_secret';
    return {
      label: `consumer secret ${form === 1 ? 'hex' : 'decimal'} as ${name}`,
      text: named(fake, i, name, secret),
    };
  });
}

const CONNECTED_APP_STAND_INS: readonly ((fake: Fake) => string)[] = [
  () => '3MVG9...',
  () => `3MVG9${'x'.repeat(80)}`,
  () => '3MVG9YOUR_CONSUMER_KEY_GOES_HERE_AND_IS_ABOUT_EIGHTY_FIVE_CHARACTERS_LONG_ALTOGETHER',
  () => '<consumer_key>',
  () => '{!$Credential.ConsumerKey}',
  () => '0'.repeat(64),
  () => '1234567890123456789',
  (fake) => fake.from(ALPHABETS.hex, 8),
  (fake) => fake.from(ALPHABETS.digits, 12),
  () => 'YOUR_CONSUMER_SECRET',
];

/** Look-alikes of connected-app credentials: stand-ins, short hex, ids, run-of-digits secrets. */
export function connectedAppLookAlikes(seed = 6, count = 1000): CorpusEntry[] {
  const fake = fakeGenerator(seed);
  return Array.from({ length: count }, (_, i) => {
    const which = Math.floor(i / 2) % CONNECTED_APP_STAND_INS.length;
    const stand = CONNECTED_APP_STAND_INS[which] ?? CONNECTED_APP_STAND_INS[0]!;
    const name = which < 5 ? 'consumer_key' : i % 2 === 0 ? 'consumer_secret' : 'client_secret';
    return { label: `stand-in ${which} as ${name}`, text: named(fake, i, name, stand(fake)) };
  });
}
