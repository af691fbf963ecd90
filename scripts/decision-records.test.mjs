import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every decision record follows docs/decisions/TEMPLATE.md: a title line with its number, then a date and a status,
 * so a reader knows when it was taken and whether it still holds.
 */
const folder = join(dirname(fileURLToPath(import.meta.url)), '../docs/decisions');
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));

const DATE = /^- Date: (\d{4}-\d{2}-\d{2})\s*$/m;
const STATUS = /^- Status: (proposed|accepted|superseded by (decision )?\d{3})\b/m;

describe('decision records', () => {
  it('are there to check', () => {
    expect(records.length).toBeGreaterThan(50);
  });

  it.each(records)('%s has its number in its title, a date and a status', (name) => {
    const text = readFileSync(join(folder, name), 'utf8');
    expect(text.split('\n')[0], 'first line: # NNN — title').toMatch(
      new RegExp(`^# ${name.slice(0, 3)} — \\S`),
    );
    const date = DATE.exec(text)?.[1];
    expect(date, '- Date: YYYY-MM-DD').toBeDefined();
    expect(Number.isNaN(Date.parse(date ?? ''))).toBe(false);
    expect(text, '- Status: proposed | accepted | superseded by NNN').toMatch(STATUS);
  });

  it('are numbered once each', () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
