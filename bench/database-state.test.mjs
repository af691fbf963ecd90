import { describe, expect, it } from 'vitest';
import { describeDatabaseState } from './database-state.mjs';

describe('the state a bench database is measured in', () => {
  it('says how much of the table is all-visible, when it was vacuumed and analysed, and what changed since', () => {
    expect(
      describeDatabaseState({
        rows: '1000145',
        pages: 222563,
        all_visible: 221450,
        vacuumed: new Date('2026-11-29T13:44:10Z'),
        analyzed: new Date('2026-11-29T13:44:30Z'),
        changed: '0',
        dead: '12',
        autovacuum: 'off',
      }),
    ).toBe(
      '1,000,145 snippets; 99.5% of 222,563 pages all-visible; vacuumed 2026-11-29 13:44Z, analysed 2026-11-29 13:44Z; ' +
        '0 rows changed and 12 dead since; autovacuum off',
    );
  });

  it('says "never" for a table never vacuumed', () => {
    expect(
      describeDatabaseState({
        rows: 10,
        pages: 0,
        all_visible: 0,
        vacuumed: null,
        analyzed: null,
        changed: 10,
        dead: 0,
        autovacuum: 'on',
      }),
    ).toContain('0.0% of 0 pages all-visible; vacuumed never, analysed never');
  });
});
