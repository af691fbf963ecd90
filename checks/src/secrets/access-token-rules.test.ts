/**
 * Cloud Snippets' own access tokens (rules/cloud-snippets-token.ts): found when the checksum matches, left alone when
 * it is a look-alike.
 */
import { describe, expect, it } from 'vitest';
import { accessTokenChecksum, crc32, isAccessToken } from './access-token-format.js';
import { fakeGenerator } from './fake-credentials.js';
import { foundAt, onLine } from './test-support.js';

const fake = fakeGenerator(73);
const token = fake.cloudSnippetsToken();
/** The same token with one random character changed: its checksum no longer matches. */
const flipped = `${token.slice(0, 10)}${token[10] === 'a' ? 'b' : 'a'}${token.slice(11)}`;

describe('the token format', () => {
  it('computes CRC32 as zlib does', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
    expect(crc32('')).toBe(0);
  });

  it('makes 40-character tokens whose checksum holds', () => {
    expect(token).toMatch(/^csp_[0-9A-Za-z]{36}$/);
    expect(isAccessToken(token)).toBe(true);
    expect(accessTokenChecksum('0'.repeat(30))).toHaveLength(6);
  });

  it('refuses a changed character, a wrong length and another prefix', () => {
    expect(isAccessToken(flipped)).toBe(false);
    expect(isAccessToken(token.slice(0, -1))).toBe(false);
    expect(isAccessToken(`ghp_${token.slice(4)}`)).toBe(false);
  });
});

describe('Cloud Snippets access tokens in a snippet', () => {
  it.each([
    ['a Bearer header', 1, `Authorization: Bearer ${token}`],
    ['a variable', 2, `const CLOUD_SNIPPETS_TOKEN = '${token}';`],
    ['a shell export', 3, `export SF_CLOUD_SNIPPETS_TOKEN=${token}`],
    ['prose', 2, `my token is ${token} if you need it`],
  ])('finds one in %s', async (_, line, text) => {
    expect(await foundAt(onLine(line, text))).toEqual([`${line}:secret/cloud-snippets-token`]);
  });

  it.each([
    ['a token whose checksum does not match', `const t = '${flipped}';`],
    ['a documentation placeholder', `Authorization: Bearer csp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`],
    ['the list hint', `Token csp_…${token.slice(-4)} was last used today`],
    ['a shorter value', `const t = '${token.slice(0, 30)}';`],
    ['a longer word', `const t = '${token}x';`],
    ['the prefix inside a name', `const my_csp_${token.slice(4)} = 1;`],
  ])('ignores %s', async (_, text) => {
    expect(await foundAt(text)).toEqual([]);
  });
});
