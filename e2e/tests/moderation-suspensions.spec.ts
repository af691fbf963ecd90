import {
  apiCreateSnippet,
  apiDeleteAccount,
  apiLogin,
  apiModerate,
  apiRegister,
  expect,
  newCredentials,
  signInAsAdmin,
  test,
} from '../fixtures';

test('a moderator lifts a suspension from the list of suspended members', async ({ page }) => {
  const suspended = newCredentials('susp');
  const { user } = await apiRegister(page.request, suspended);
  try {
    // Suspended through the API, as from a report card.
    await apiModerate(page.request, {
      targetKind: 'profile',
      targetId: user._id,
      action: 'suspend',
      reason: 'Spam links in every comment',
      days: 7,
    });

    await signInAsAdmin(page);
    await page.goto('/admin/reports');
    await page.getByRole('link', { name: 'Suspended members' }).click();
    await expect(page).toHaveURL('/admin/suspensions');
    await expect(page.getByRole('heading', { level: 1, name: 'Suspended members' })).toBeVisible();
    const row = page.getByTestId('suspended-member').filter({ hasText: suspended.username });
    await expect(row).toContainText('until');
    await row.getByRole('button', { name: 'Lift suspension' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Suspension lifted' })).toBeVisible();
    await expect(row).toHaveCount(0);
    // The member signs in again.
    await apiLogin(page.request, suspended);
  } finally {
    await apiDeleteAccount(page.request, suspended);
  }
});

test('a moderator shows a hidden snippet again from the list of hidden items', async ({ page, member }) => {
  const { token: memberToken } = await apiLogin(page.request, member);
  const title = `Hidden then shown ${Date.now().toString(36)}`;
  const snippet = await apiCreateSnippet(page.request, memberToken, {
    title,
    description: 'A snippet a moderator hides, then shows again.',
    code: 'System.debug(2);',
    tags: ['e2e-moderation'],
  });
  await apiModerate(page.request, {
    targetKind: 'snippet',
    targetId: snippet._id,
    action: 'hide',
    reason: 'Looks like spam',
  });
  expect((await page.request.get(`/api/snippets/${snippet.slug}`)).status()).toBe(404);

  await signInAsAdmin(page);
  await page.goto('/admin/reports');
  await page.getByRole('link', { name: 'Hidden items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hidden items' })).toBeVisible();
  const row = page.getByTestId('hidden-item').filter({ hasText: title });
  await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', `/snippets/${snippet.slug}`);
  await row.getByRole('button', { name: 'Unhide' }).click();
  await expect(row).toHaveCount(0);
  expect((await page.request.get(`/api/snippets/${snippet.slug}`)).status()).toBe(200);
});

test('a moderator suspends a member from their profile', async ({ page, member }) => {
  await signInAsAdmin(page);
  await page.goto(`/users/${member.username}`);
  await page.getByRole('button', { name: 'Suspend member' }).click();
  const form = page.getByTestId('moderation-action-form');
  await form.getByLabel('Reason (the author is told)').fill('Spam links in every comment');
  await form.getByLabel('Suspend for').selectOption('7');
  await form.getByTestId('moderation-action-confirm').click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Member suspended' })).toBeVisible();
  await expect(form).toHaveCount(0);
  const login = await page.request.post('/api/auth/login', {
    data: { identifier: member.username, password: member.password, recaptchaToken: 'ok:login' },
  });
  expect(login.status()).toBe(403);
  expect(((await login.json()) as { message: string }).message).toContain('Spam links in every comment');
  // Lifted again, so the fixture can delete the account.
  await page.goto('/admin/suspensions');
  await page
    .getByTestId('suspended-member')
    .filter({ hasText: member.username })
    .getByRole('button', { name: 'Lift suspension' })
    .click();
  await expect(page.getByTestId('suspended-member').filter({ hasText: member.username })).toHaveCount(0);
});
