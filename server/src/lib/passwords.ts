import argon2 from 'argon2';
import type { PasswordHashingConfig } from '../config.js';

/** Hashes and verifies passwords with argon2id at the configured cost. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a member without a password (one who signs in with a provider only, decision 054). */
  verify(hash: string | null, password: string): Promise<boolean>;
  /**
   * Spends the time of a real verification against a throw-away hash, so that "no such user" answers as slowly
   * as "wrong password" and response times do not reveal which accounts exist.
   */
  verifyDummy(password: string): Promise<void>;
}

export function createPasswordHasher(cost: PasswordHashingConfig): PasswordHasher {
  const options = { type: argon2.argon2id as 2, ...cost };
  let dummyHash: Promise<string> | null = null;
  const verify = async (hash: string | null, password: string) => {
    if (hash === null) {
      // As slow as a real check, so the answer does not say the account has no password.
      await verifyDummy(password);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      // A malformed stored hash is a failed verification, not a crash.
      return false;
    }
  };
  async function verifyDummy(password: string): Promise<void> {
    dummyHash ??= argon2.hash('dummy-password-for-timing#1', options);
    await verify(await dummyHash, password);
  }
  return { hash: (password) => argon2.hash(password, options), verify, verifyDummy };
}
