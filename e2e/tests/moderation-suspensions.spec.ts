import { ADMIN } from '../playwright.config';
import {
  apiDeleteAccount,
  apiLogin,
  apiRegister,
  expect,
  newCredentials,
  signIn,
  test,
  withoutLiveNotifications,
} from '../fixtures';

test('a moderator lifts a suspension from the list of suspended members', async ({ page }) => {
  const suspended = newCredentials('susp');
  const { user } = await apiRegister(page.request, suspended);
  try {
    // Suspended through the API, as from a report card.
    const { token } = await apiLogin(page.request, { ...ADMIN, email: '' });
    const action = await page.request.post('/api/moderation/actions', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        targetKind: 'profile',
        targetId: user._id,
        action: 'suspend',
        reason: 'Spam links in every comment',
        days: 7,
      },
    });
    expect(action.status(), await action.text()).toBe(200);

    await withoutLiveNotifications(page);
    await signIn(page, { ...ADMIN, email: '' });
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
