/**
 * The secret guard on realistic corpora (corpora.ts): 1,000 credentials of each family written the ways snippets
 * write them, all found; 1,000 look-alikes of each (ids that are not secrets, stand-ins, documentation examples),
 * none found. A miss or a false alarm is listed by its label.
 */
import { describe, expect, it } from 'vitest';
import {
  accessTokenLookAlikes,
  accessTokens,
  connectedAppCredentials,
  connectedAppLookAlikes,
  marketingCloudCredentials,
  marketingCloudLookAlikes,
  type CorpusEntry,
} from './corpora.js';
import { scanSecrets } from './scan.js';

async function flagged(corpus: CorpusEntry[]): Promise<string[]> {
  const labels: string[] = [];
  for (const entry of corpus) if ((await scanSecrets(entry.text)).length > 0) labels.push(entry.label);
  return labels;
}

describe.each([
  ['Salesforce access tokens', accessTokens, accessTokenLookAlikes, /^secret\/salesforce-access-token$/],
  [
    'Marketing Cloud client ids and secrets',
    marketingCloudCredentials,
    marketingCloudLookAlikes,
    /^secret\/marketing-cloud-client-(id|secret)$/,
  ],
  [
    'connected-app consumer keys and secrets',
    connectedAppCredentials,
    connectedAppLookAlikes,
    /^secret\/connected-app-consumer-(key|secret)$/,
  ],
])('%s', (_, credentials, lookAlikes, rule) => {
  it('finds 1,000 of 1,000', async () => {
    const corpus = credentials();
    expect(corpus).toHaveLength(1000);
    const misses: string[] = [];
    for (const entry of corpus) {
      const findings = await scanSecrets(entry.text);
      if (!findings.some((finding) => rule.test(finding.rule))) misses.push(entry.label);
    }
    expect(misses).toEqual([]);
  });

  it('finds none of 1,000 look-alikes', async () => {
    const corpus = lookAlikes();
    expect(corpus).toHaveLength(1000);
    expect(await flagged(corpus)).toEqual([]);
  });
});
