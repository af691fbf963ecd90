import { ACCESS_TOKENS } from '../../contract/src/messages';
import { expect, signIn, test } from '../fixtures';

test.describe('Personal access tokens', () => {
  test('a member creates a token on /profile, sees it once, uses it and revokes it', async ({
    page,
    member,
  }) => {
    await signIn(page, member);
    await page.goto('/profile');
    const form = page.getByTestId('access-token-form');
    await form.getByRole('button', { name: 'Create token' }).click();
    await expect(form.getByText(ACCESS_TOKENS.nameRequired)).toBeVisible();

    await form.getByLabel('Token name').fill('sf plugin');
    await form.getByLabel('Expires after').selectOption('90');
    await form.getByRole('checkbox', { name: /^write:/ }).check();
    await form.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByTestId('new-access-token');
    await expect(shown).toContainText('It will not be shown again.');
    const token = (await shown.getByTestId('new-access-token-value').textContent()) ?? '';
    expect(token).toMatch(/^csp_[0-9A-Za-z]{36}$/);
    const row = page.getByTestId('access-token').filter({ hasText: 'sf plugin' });
    await expect(row).toContainText(`csp_…${token.slice(-4)}`);
    await expect(row).toContainText('Never used');
    await expect(row).toContainText('read');
    await expect(row).toContainText('write');

    const asToken = { headers: { Authorization: `Bearer ${token}` } };
    expect((await page.request.get('/api/auth/profile', asToken)).status()).toBe(200);
    // The last use is written just after the request is answered: the list shows it on a later load.
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText('Last used', { timeout: 1000 });
    }).toPass();
    await expect(page.getByTestId('new-access-token')).toHaveCount(0);
    await expect(page.getByTestId('access-tokens-section')).not.toContainText(token);

    await row.getByRole('button', { name: 'Revoke sf plugin' }).click();
    await page.getByTestId('confirm-revoke-access-token').click();
    await expect(page.getByText(ACCESS_TOKENS.revoked)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await page.request.get('/api/auth/profile', asToken)).status()).toBe(401);
  });
});
