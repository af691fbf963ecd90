/**
 * The false-alarm check: the 145 demo snippets and the demo comments are ordinary Salesforce and Marketing Cloud
 * code and talk, full of `client_secret`, `account_id`, `YOUR_CLIENT_SECRET` and tokens fetched at run time. None
 * of it may be refused as a secret.
 */
import { describe, expect, it } from 'vitest';
import { seedComments, seedSnippets } from '../../../server/src/seed/data/index.js';
import { scanSecrets } from './scan.js';

const commentTexts = seedComments.flatMap((comment) => [
  { where: `comment on ${comment.snippetTitle}`, text: comment.content },
  ...(comment.replies ?? []).map((reply) => ({
    where: `reply on ${comment.snippetTitle}`,
    text: reply.content,
  })),
]);

describe('the demo data', () => {
  it('has the 145 snippets the check is calibrated on', () => {
    expect(seedSnippets).toHaveLength(145);
    expect(commentTexts.length).toBeGreaterThan(0);
  });

  it('raises no secret in any snippet (code, description or title) or comment', async () => {
    const texts = [
      ...seedSnippets.flatMap((snippet) => [
        { where: `code of ${snippet.title}`, text: snippet.code },
        { where: `description of ${snippet.title}`, text: snippet.description },
        { where: 'a title', text: snippet.title },
      ]),
      ...commentTexts,
    ];
    const alarms: string[] = [];
    for (const { where, text } of texts) {
      for (const finding of await scanSecrets(text))
        alarms.push(`${where}: line ${finding.line} ${finding.message}`);
    }
    expect(alarms).toEqual([]);
  });
});
