/**
 * Cloud Snippets' personal access tokens (decision 073): `csp_`, 30 random base62 characters, then the CRC32 of
 * those 30 in 6 base62 characters, as GitHub's `ghp_` tokens are made. The prefix makes a leaked token recognisable
 * and the checksum lets the secret guard tell a real one from a look-alike without asking the server. The server
 * makes them with these functions; the scan's rule checks them with the same ones.
 */

export const ACCESS_TOKEN_PREFIX = 'csp_';
/** Random characters after the prefix: 30 base62 characters, about 178 bits. */
export const ACCESS_TOKEN_RANDOM_LENGTH = 30;
const CHECKSUM_LENGTH = 6;
export const ACCESS_TOKEN_LENGTH = ACCESS_TOKEN_PREFIX.length + ACCESS_TOKEN_RANDOM_LENGTH + CHECKSUM_LENGTH;

export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE, as zlib computes it) of an ASCII string. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) crc = CRC_TABLE[(crc ^ text.charCodeAt(i)) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** The checksum of a token's random part: its CRC32 in base62, left-padded with zeros to 6 characters. */
export function accessTokenChecksum(random: string): string {
  let value = crc32(random);
  let digits = '';
  while (value > 0) {
    digits = BASE62[value % 62] + digits;
    value = Math.floor(value / 62);
  }
  return digits.padStart(CHECKSUM_LENGTH, '0');
}

const SHAPE = new RegExp(
  `^${ACCESS_TOKEN_PREFIX}[0-9A-Za-z]{${ACCESS_TOKEN_RANDOM_LENGTH}}[0-9A-Za-z]{${CHECKSUM_LENGTH}}$`,
);

/** Whether the text is a whole token whose checksum matches its random part. */
export function isAccessToken(text: string): boolean {
  if (!SHAPE.test(text)) return false;
  const random = text.slice(
    ACCESS_TOKEN_PREFIX.length,
    ACCESS_TOKEN_PREFIX.length + ACCESS_TOKEN_RANDOM_LENGTH,
  );
  return text.slice(-CHECKSUM_LENGTH) === accessTokenChecksum(random);
}

/** A token from 30 random base62 characters (the caller draws them: the server from node:crypto). */
export const accessTokenFrom = (random: string): string =>
  `${ACCESS_TOKEN_PREFIX}${random}${accessTokenChecksum(random)}`;
