import { describe, expect, it } from 'vitest';
import { vacuumAfterUpgrade } from './migrate.js';

/** A fake connection that reports `after` applied migrations and records every statement. */
function fakeDb(after: number) {
  const statements: string[] = [];
  return {
    statements,
    async query(sql: string) {
      statements.push(sql);
      if (sql.includes('to_regclass')) return { rows: [{ present: true }] };
      return { rows: sql.includes('__drizzle_migrations') ? [{ n: after }] : [] };
    },
  };
}

describe('vacuumAfterUpgrade', () => {
  it('vacuums an existing database that just received migrations', async () => {
    const db = fakeDb(5);
    await vacuumAfterUpgrade(db, 3);
    expect(db.statements).toContain('vacuum analyze');
  });

  it('leaves a database alone when nothing new was applied', async () => {
    const db = fakeDb(3);
    await vacuumAfterUpgrade(db, 3);
    expect(db.statements).not.toContain('vacuum analyze');
  });

  it('does not vacuum a fresh database', async () => {
    const db = fakeDb(5);
    await vacuumAfterUpgrade(db, 0);
    expect(db.statements).toEqual([]);
  });
});
