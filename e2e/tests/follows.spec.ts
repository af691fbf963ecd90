import { expect, signIn, test } from '../fixtures';

const TAG = 'wsproxy';

test.describe('Following a tag or a platform', () => {
  test('a member follows a tag from browse and its snippets show in the Following feed', async ({
    page,
    member,
  }) => {
    await signIn(page, member);
    await page.goto('/');
    await expect(page.getByTestId('following-empty')).toBeVisible();

    await page.goto(`/snippets?tag=${TAG}`);
    const follow = page.getByTestId('follow-tag').getByRole('button', { name: `Follow #${TAG}` });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(page.getByTestId('follow-tag').getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('follow-tag')).toContainText(`Following #${TAG}`);

    // It stays followed, and the feed now holds the tag's snippets.
    await page.reload();
    await expect(page.getByTestId('follow-tag')).toContainText(`Following #${TAG}`);
    await page.goto('/');
    const feed = page.getByTestId('following-feed');
    await expect(feed).toBeVisible();
    await expect(feed.getByRole('listitem').first()).toBeVisible();
  });

  test('a member follows a platform; a visitor is sent to sign in', async ({ page, member }) => {
    await page.goto('/snippets?platform=sfmc');
    await page.getByTestId('follow-platform').click();
    await expect(page).toHaveURL(/\/login\?/);

    const session = await signIn(page, member);
    await page.goto('/snippets?platform=sfmc');
    await page.getByTestId('follow-platform').getByRole('button', { name: 'Follow Marketing Cloud' }).click();
    await expect(page.getByTestId('follow-platform')).toContainText('Following Marketing Cloud');
    const response = await page.request.get('/api/follows', {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect((await response.json()) as unknown).toMatchObject({
      follows: [{ kind: 'platform', target: 'sfmc' }],
    });
  });
});
