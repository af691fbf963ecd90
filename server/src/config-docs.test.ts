import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, envSchema } from './config.js';
import {
  TABLE_END,
  TABLE_START,
  configurationRows,
  renderReadme,
  withConfigurationTable,
} from './config-docs.js';

describe('the configuration table', () => {
  it('takes every default from the schema, or from shownDefault where loadConfig derives it', () => {
    const rows = new Map(configurationRows().map(([name, ...rest]) => [name, rest]));
    expect([...rows.keys()]).toEqual(Object.keys(envSchema.shape));
    expect(rows.get('PORT')).toEqual(['3000', 'HTTP port for the site and the API (0 picks a free port).']);
    expect(rows.get('TOKEN_TTL')?.[0]).toBe('1d');
    expect(rows.get('SEED_DEMO')?.[0]).toBe('true');
    expect(rows.get('RECAPTCHA_SITE_KEY')?.[0]).toBe('—');
    expect(rows.get('JWT_SECRET')?.[0]).toBe('(generated)');
  });

  it('replaces only the text between the markers', () => {
    const readme = `# Title\n\n${TABLE_START}\n\n| stale |\n\n${TABLE_END}\n\n## Next\n`;
    const rewritten = withConfigurationTable(readme);
    expect(rewritten).not.toContain('| stale |');
    expect(rewritten.startsWith(`# Title\n\n${TABLE_START}\n\n| variable | default | meaning |`)).toBe(true);
    expect(rewritten.endsWith(`|\n\n${TABLE_END}\n\n## Next\n`)).toBe(true);
    expect(() => withConfigurationTable('# no markers\n')).toThrow(/must hold the lines/);
  });

  it('is what README.md shows (run `npm run docs:config` after changing server/src/config.ts)', async () => {
    const file = join(REPO_ROOT, 'README.md');
    const readme = readFileSync(file, 'utf8');
    expect(readme, 'README.md is out of date: run `npm run docs:config`').toBe(
      await renderReadme(readme, file),
    );
  });
});
