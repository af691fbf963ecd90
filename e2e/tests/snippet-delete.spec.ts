import { randomBytes } from 'node:crypto';
import { apiCreateSnippet, apiLogin, builtChunk, expect, signIn, test } from '../fixtures';

test.describe('Deleting a snippet', () => {
  test('the toast shows on the snippet’s page, and /snippets follows after half a second', async ({
    page,
    member,
  }) => {
    const { token } = await apiLogin(page.request, member);
    const snippet = await apiCreateSnippet(page.request, token, {
      title: `Deleted soon ${randomBytes(3).toString('hex')}`,
      description: 'A snippet its author deletes.',
      tags: ['e2e-delete'],
    });

    await signIn(page, member);
    await page.addInitScript(() => {
      const times: Record<string, number> = {};
      (window as unknown as { __deleteTimes: Record<string, number> }).__deleteTimes = times;
      new MutationObserver(() => {
        if (!times.toast && document.body.textContent?.includes('Snippet deleted successfully!'))
          times.toast = performance.now();
      }).observe(document, { childList: true, subtree: true, characterData: true });
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: Parameters<History['pushState']>) => {
          original(...args);
          if (!times.browse && location.pathname === '/snippets') times.browse = performance.now();
        };
      }
    });
    // A slow network: the toaster, loaded with the visit's first message, arrives 0.6 s late.
    await page.route(`**${builtChunk('src/app/layout/global-messages.tsx')}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto(`/snippets/${snippet.slug}/edit`);
    await page.getByRole('button', { name: 'Delete snippet' }).click();
    await page
      .getByRole('dialog', { name: 'Delete snippet' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    // The page itself notes when the toast appears and when the address changes: a test's own clock would add the
    // time it takes to notice each.
    await expect(page).toHaveURL('/snippets');
    const times = await page.evaluate(
      () => (window as unknown as { __deleteTimes: Record<string, number> }).__deleteTimes,
    );
    expect(times.toast, 'the toast showed').toBeGreaterThan(0);
    expect((times.browse ?? 0) - (times.toast ?? 0)).toBeGreaterThanOrEqual(400);
  });
});
