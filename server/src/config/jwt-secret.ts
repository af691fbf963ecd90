import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from './config-error.js';

/** The shortest signing secret accepted, from JWT_SECRET or DATA_DIR/jwt-secret. */
export const MIN_JWT_SECRET_LENGTH = 32;

/**
 * The JWT signing secret: JWT_SECRET when set, otherwise 64 random bytes generated on first start and kept in
 * DATA_DIR/jwt-secret (mode 0600), so tokens survive restarts and every process sharing DATA_DIR agrees.
 * The file appears whole or not at all (written aside, then linked into place), so a file that is there but too
 * short was damaged or hand-edited: refuse it rather than guess.
 */
export function loadOrCreateJwtSecret(dataDir: string): Uint8Array {
  const file = join(dataDir, 'jwt-secret');
  const stored = readSecretFile(file);
  if (stored !== null) return new TextEncoder().encode(stored);
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(64).toString('base64url');
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, `${secret}\n`, { mode: 0o600 });
  chmodSync(draft, 0o600);
  try {
    // link() fails when the file exists, so two processes starting at once cannot overwrite each other's secret.
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return loadOrCreateJwtSecret(dataDir); // another process won the race: its file is complete
  } finally {
    rmSync(draft, { force: true });
  }
  return new TextEncoder().encode(secret);
}

function readSecretFile(file: string): string | null {
  let stored: string;
  try {
    stored = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (stored.length < MIN_JWT_SECRET_LENGTH)
    throw new ConfigError(
      `${file} holds ${stored.length === 0 ? 'no secret' : `a ${stored.length}-character secret`} (at least ${MIN_JWT_SECRET_LENGTH} characters are needed). ` +
        'Delete the file to have a new secret generated (every member is signed out), or set JWT_SECRET.',
    );
  return stored;
}
