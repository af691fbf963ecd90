import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';
import { bumpContentVersion, readContentVersion } from './content-version.js';
import { migrateDatabase } from './migrate.js';
import { createTestDatabase } from '../../test/helper.js';

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  database = await openDatabase(created.target);
  await migrateDatabase(database);
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('content version', () => {
  it('is 0 before any write, then the last value handed out, each bump a new one', async () => {
    expect(await readContentVersion(database.db)).toBe(0);
    expect(await bumpContentVersion(database.db)).toBe(1);
    expect(await readContentVersion(database.db)).toBe(1);
    const bumps = await Promise.all(Array.from({ length: 10 }, () => bumpContentVersion(database.db)));
    expect(new Set(bumps).size).toBe(10);
    expect(await readContentVersion(database.db)).toBe(11);
  });
});
