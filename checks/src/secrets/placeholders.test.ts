/**
 * Placeholders never trigger: snippets are written to be copied, so they are full of stand-ins. Every stand-in
 * a snippet commonly holds, in every place a credential goes, scans clean.
 */
import { describe, expect, it } from 'vitest';
import { isPatterned, isPlaceholder } from './placeholder.js';
import { looksRandom } from './randomness.js';
import { fakeGenerator } from './fake-credentials.js';
import { scanSecrets } from './scan.js';

const STAND_INS = [
  'YOUR_CLIENT_SECRET',
  '<client_secret>',
  '{{secret}}',
  '${SECRET}',
  '%%=v(@secret)=%%',
  '@clientSecret',
  'xxxxxxxxxxxxxxxxxxxxxxxx',
  '************************',
  'XXXXXXXXXXXXXXXXXXXXXXXX',
  'your-secret-here',
  'changeme',
  'example-client-secret-123',
  'dummy-secret-0001',
  'test-secret-value-42',
  'REDACTED',
  '{!$Credential.Password}',
  '{!$Credential.OAuthToken}',
  'abcdef123456abcdef123456',
  '1234567890123456789',
  'abcdefghijklmnopqrstuvwx',
  'a1b2c3d4e5f6g7h8i9j0k1l2',
];

/** Places a credential goes, with `V` where the value sits. */
const PLACES = [
  `"client_secret": "V"`,
  `clientSecret: 'V',`,
  `SET @clientSecret = "V"`,
  `String clientSecret = 'V';`,
  `grant_type=client_credentials&client_id=V&client_secret=V`,
  `apiKey = "V"`,
  `token: 'V'`,
  `password: "V"`,
  `conn.login('me@acme.com', 'V')`,
  `Authorization: Bearer V`,
];

const REFERENCES = [
  `client_secret: process.env.SFMC_CLIENT_SECRET`,
  `var clientSecret = Platform.Function.Lookup("Creds", "Value", "Name", "mc")`,
  `SET @clientSecret = Lookup("Creds", "Value", "Name", "mc")`,
  `String clientSecret = settings.Client_Secret__c;`,
  `const token = await getToken();`,
  `password: this.password,`,
  `apiKey: config.apiKey`,
  `"client_secret": "%%=v(@clientSecret)=%%"`,
  `req.setHeader('Authorization', 'Bearer {!$Credential.OAuthToken}');`,
];

describe('placeholders', () => {
  it.each(PLACES.flatMap((place) => STAND_INS.map((standIn) => [place.replaceAll('V', standIn)])))(
    'never trigger: %s',
    async (text) => {
      expect(await scanSecrets(text)).toEqual([]);
    },
  );

  it.each(REFERENCES)('references to variables never trigger: %s', async (text) => {
    expect(await scanSecrets(text)).toEqual([]);
  });

  it('knows stand-ins from generated values', () => {
    const fake = fakeGenerator(606);
    for (const standIn of STAND_INS) expect(isPlaceholder(standIn), standIn).toBe(true);
    for (let i = 0; i < 200; i++) {
      const value = fake.randomSecret(24);
      expect(isPatterned(value), value).toBe(false);
      expect(looksRandom(value), value).toBe(true);
    }
  });
});
