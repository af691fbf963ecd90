/**
 * Test helper: credentials of the real shapes, made up at run time from a seeded generator, so that the tests can
 * show real-shaped values without this repository ever containing one (no push-protection or scanner alarms, no
 * chance of a live key). Not exported from index.ts.
 */
import { ACCESS_TOKEN_RANDOM_LENGTH, accessTokenFrom } from './access-token-format.js';

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const HEX = '0123456789ABCDEF';
export const ALPHABETS = {
  lower: LOWER,
  upper: UPPER,
  digits: DIGITS,
  hex: HEX,
  lowerAlnum: LOWER + DIGITS,
  upperAlnum: UPPER + DIGITS,
  alnum: LOWER + UPPER + DIGITS,
  base64url: LOWER + UPPER + DIGITS + '-_',
  base64: LOWER + UPPER + DIGITS + '+/',
  salesforce: LOWER + UPPER + DIGITS + '._',
} as const;

/** A small deterministic generator (mulberry32): the same seed gives the same values on every run. */
export function fakeGenerator(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const from = (alphabet: string, length: number): string => {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet.charAt(Math.floor(next() * alphabet.length));
    return out;
  };
  /** Random characters that contain every class of the alphabet groups given (so shape checks are met). */
  const mixed = (length: number, ...groups: string[]): string => {
    for (;;) {
      const value = from(groups.join(''), length);
      if (groups.every((group) => [...value].some((char) => group.includes(char)))) return value;
    }
  };
  const b64 = (length: number) => from(ALPHABETS.base64url, length);
  return {
    from,
    mixed,
    salesforceAccessToken: () => `00D${mixed(12, UPPER, DIGITS)}!${mixed(96, LOWER, UPPER, DIGITS, '._')}`,
    salesforceRefreshToken: () => `5Aep861${mixed(80, LOWER, UPPER, DIGITS, '._')}`,
    consumerKey: () => `3MVG9${mixed(80, LOWER, UPPER, DIGITS, '._')}`,
    consumerSecretHex: () => from(HEX, 64),
    consumerSecretDecimal: () => `${from('123456789', 1)}${from(DIGITS, 18)}`,
    mcClientId: () => mixed(24, LOWER, DIGITS),
    mcClientSecret: () => mixed(24, LOWER, UPPER, DIGITS),
    jwt: () => `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ${b64(60)}.${b64(43)}`,
    googleApiKey: () => `AIza${from(ALPHABETS.base64url, 35)}`,
    cloudSnippetsToken: () => accessTokenFrom(from(ALPHABETS.alnum, ACCESS_TOKEN_RANDOM_LENGTH)),
    awsAccessKeyId: () => `AKIA${mixed(16, UPPER, DIGITS)}`,
    awsSecretAccessKey: () => mixed(40, LOWER, UPPER, DIGITS, '/+'),
    githubToken: () => `ghp_${mixed(36, LOWER, UPPER, DIGITS)}`,
    slackToken: () => `xoxb-${from(DIGITS, 12)}-${from(DIGITS, 13)}-${mixed(24, LOWER, UPPER, DIGITS)}`,
    privateKey: () => {
      const body = `MII${from(ALPHABETS.base64, 61)}`;
      const lines = [body, ...Array.from({ length: 8 }, () => from(ALPHABETS.base64, 64))];
      return ['-----BEGIN RSA PRIVATE KEY-----', ...lines, '-----END RSA PRIVATE KEY-----'].join('\n');
    },
    tenantSubdomain: () => `mc${mixed(26, LOWER, DIGITS)}`,
    password: () => `${mixed(10, LOWER, UPPER, DIGITS)}!`,
    randomSecret: (length = 32) => mixed(length, LOWER, UPPER, DIGITS),
  };
}
