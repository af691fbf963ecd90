/**
 * A short id of a matched secret: 64-bit FNV-1a over its UTF-8 bytes, as 16 hex digits. The author's "this is a
 * placeholder" bypass sends these back and the revision records them, so the value itself is never stored; it is
 * synchronous and gives the same id in the browser editor and on the server.
 */
const OFFSET_BASIS = 0xcbf29ce484222325n;
const PRIME = 0x100000001b3n;
const MASK = 0xffffffffffffffffn;

const encoder = new TextEncoder();

export function fingerprint(value: string): string {
  let hash = OFFSET_BASIS;
  for (const byte of encoder.encode(value)) {
    hash = ((hash ^ BigInt(byte)) * PRIME) & MASK;
  }
  return hash.toString(16).padStart(16, '0');
}
